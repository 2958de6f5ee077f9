import { useMutation, useQueryClient } from '@tanstack/react-query';
import { emptyTrashResultSchema, FILE_FIELD, storedFileSchema, type StoredFile } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';
import { filesQueryKey } from './get-files';
import { storageQueryKey } from './get-storage';

// One file for the five small changes of the /files/ page: each is a request plus the same
// invalidation (the lists and the storage bar), so five copies would say the same thing five times.

export function uploadFile(file: File): Promise<StoredFile> {
  const body = new FormData();
  body.append(FILE_FIELD, file, file.name);
  return apiRequest('/api/files/v1/me/files', { method: 'POST', body, schema: storedFileSchema });
}

const fileUrl = (uuid: string) => `/api/files/v1/me/files/${encodeURIComponent(uuid)}`;

export const moveFileToTrash = (uuid: string) => apiRequest<void>(`${fileUrl(uuid)}/trash`, { method: 'POST' });
export const restoreFile = (uuid: string) => apiRequest<void>(`${fileUrl(uuid)}/restore`, { method: 'POST' });
export const deleteFileForever = (uuid: string) => apiRequest<void>(fileUrl(uuid), { method: 'DELETE' });
export const emptyTrash = () => apiRequest('/api/files/v1/me/trash', { method: 'DELETE', schema: emptyTrashResultSchema });

/** A change of the user's files that reloads both lists and the storage bar afterwards. */
function useFilesChange<TInput, TOutput>(change: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: filesQueryKey }),
        queryClient.invalidateQueries({ queryKey: storageQueryKey }),
      ]);
    },
  });
}

export const useUploadFile = () => useFilesChange(uploadFile);
export const useMoveFileToTrash = () => useFilesChange(moveFileToTrash);
export const useRestoreFile = () => useFilesChange(restoreFile);
export const useDeleteFileForever = () => useFilesChange(deleteFileForever);
export const useEmptyTrash = () => useFilesChange(emptyTrash);
