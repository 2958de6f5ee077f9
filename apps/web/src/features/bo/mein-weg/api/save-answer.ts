import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taskDetailSchema, type SaveAnswerBody, type TaskDetail } from '@berufswahl/contracts';
import * as meinWegEndpoints from '@berufswahl/contracts/bo/endpoints/mein-weg';
import { meinWegQueryKeys } from './mein-weg-query-keys';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { arcadeQueryKeys } from '../../../../lib/query-keys';

/** `PUT /api/bo/v1/tasks/{taskUuid}/answer`: saves the answer (and "done"). */
export function saveAnswer(taskUuid: string, body: SaveAnswerBody): Promise<TaskDetail> {
  return callEndpoint(meinWegEndpoints.saveAnswer, { params: { taskUuid }, body, schema: taskDetailSchema });
}

/** Saves and refreshes progress, the task and the Reflexion list (points too: arcade counts them). */
export function useSaveAnswer(taskUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveAnswerBody) => saveAnswer(taskUuid, body),
    onSuccess: (detail) => {
      queryClient.setQueryData(meinWegQueryKeys.task(taskUuid), detail);
      void queryClient.invalidateQueries({ queryKey: meinWegQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: arcadeQueryKeys.all });
    },
  });
}
