import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ANSWER_FILE_FIELD, taskDetailSchema, type TaskDetail } from '@berufswahl/contracts';
import * as meinWegEndpoints from '@berufswahl/contracts/bo/endpoints/mein-weg';
import { meinWegQueryKeys } from './mein-weg-query-keys';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { filesQueryKeys } from '../../../../lib/query-keys';

/** `POST /api/bo/v1/tasks/{taskUuid}/answer/file` (multipart): the file of an upload task. */
export function uploadAnswerFile(taskUuid: string, file: File): Promise<TaskDetail> {
  const body = new FormData();
  body.append(ANSWER_FILE_FIELD, file);
  return callEndpoint(meinWegEndpoints.uploadAnswerFile, { params: { taskUuid }, body, schema: taskDetailSchema });
}

export function useUploadAnswerFile(taskUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadAnswerFile(taskUuid, file),
    onSuccess: (detail) => {
      queryClient.setQueryData(meinWegQueryKeys.task(taskUuid), detail);
      void queryClient.invalidateQueries({ queryKey: meinWegQueryKeys.all });
      // The storage bar counts the new file.
      void queryClient.invalidateQueries({ queryKey: filesQueryKeys.all });
    },
  });
}
