import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ANSWER_FILE_FIELD, taskDetailSchema, type TaskDetail } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';
import { meinWegQueryKey } from './mein-weg-query-keys';

/** `POST /api/bo/v1/tasks/{taskUuid}/answer/file` (multipart): the file of an upload task. */
export function uploadAnswerFile(taskUuid: string, file: File): Promise<TaskDetail> {
  const body = new FormData();
  body.append(ANSWER_FILE_FIELD, file);
  return apiRequest(`/api/bo/v1/tasks/${encodeURIComponent(taskUuid)}/answer/file`, { method: 'POST', body, schema: taskDetailSchema });
}

export function useUploadAnswerFile(taskUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadAnswerFile(taskUuid, file),
    onSuccess: (detail) => {
      queryClient.setQueryData([...meinWegQueryKey, 'task', taskUuid], detail);
      void queryClient.invalidateQueries({ queryKey: meinWegQueryKey });
      // The storage bar counts the new file.
      void queryClient.invalidateQueries({ queryKey: ['files'] });
    },
  });
}
