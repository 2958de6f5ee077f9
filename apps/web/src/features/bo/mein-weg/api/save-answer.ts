import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taskDetailSchema, type SaveAnswerBody, type TaskDetail } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';
import { meinWegQueryKey } from './mein-weg-query-keys';

/** `PUT /api/bo/v1/tasks/{taskUuid}/answer`: saves the answer (and "done"). */
export function saveAnswer(taskUuid: string, body: SaveAnswerBody): Promise<TaskDetail> {
  return apiRequest(`/api/bo/v1/tasks/${encodeURIComponent(taskUuid)}/answer`, { method: 'PUT', body, schema: taskDetailSchema });
}

/** Saves and refreshes progress, the task and the Reflexion list (points too: arcade counts them). */
export function useSaveAnswer(taskUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveAnswerBody) => saveAnswer(taskUuid, body),
    onSuccess: (detail) => {
      queryClient.setQueryData([...meinWegQueryKey, 'task', taskUuid], detail);
      void queryClient.invalidateQueries({ queryKey: meinWegQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['arcade'] });
    },
  });
}
