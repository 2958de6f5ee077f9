import { useMutation, useQueryClient } from '@tanstack/react-query';
import { emptyTrashResultSchema, FILE_FIELD, storedFileSchema, type StoredFile } from '@berufswahl/contracts/files/files';
import * as filesEndpoints from '@berufswahl/contracts/files/endpoints/files';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { filesQueryKeys } from '../../../../lib/query-keys';

// One file for the five small changes of the /files/ page: each is a request plus the same
// invalidation (the lists and the storage bar), so five copies would say the same thing five times.

export function uploadFile(file: File): Promise<StoredFile> {
  const body = new FormData();
  body.append(FILE_FIELD, file, file.name);
  return callEndpoint(filesEndpoints.uploadFile, { body, schema: storedFileSchema });
}

export const moveFileToTrash = (uuid: string): Promise<void> => callEndpoint(filesEndpoints.trashFile, { params: { fileUuid: uuid } });
export const restoreFile = (uuid: string): Promise<void> => callEndpoint(filesEndpoints.restoreFile, { params: { fileUuid: uuid } });
export const deleteFileForever = (uuid: string): Promise<void> => callEndpoint(filesEndpoints.deleteFile, { params: { fileUuid: uuid } });
export const emptyTrash = () => callEndpoint(filesEndpoints.emptyTrash, { schema: emptyTrashResultSchema });

/** A change of the user's files that reloads both lists and the storage bar afterwards. */
function useFilesChange<TInput, TOutput>(change: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: filesQueryKeys.lists }),
        queryClient.invalidateQueries({ queryKey: filesQueryKeys.storage }),
      ]);
    },
  });
}

export const useUploadFile = () => useFilesChange(uploadFile);
export const useMoveFileToTrash = () => useFilesChange(moveFileToTrash);
export const useRestoreFile = () => useFilesChange(restoreFile);
export const useDeleteFileForever = () => useFilesChange(deleteFileForever);
export const useEmptyTrash = () => useFilesChange(emptyTrash);
