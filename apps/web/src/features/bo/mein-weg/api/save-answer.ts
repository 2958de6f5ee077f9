import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taskDetailSchema, type SaveAnswerBody, type TaskDetail } from '@berufswahl/contracts/bo/mein-weg-answers';
import * as meinWegEndpoints from '@berufswahl/contracts/bo/endpoints/mein-weg';
import { pathTo } from '@berufswahl/contracts/shared/endpoint';
import { sendOrKeep, type NewDraft } from '../../offline-drafts/offline-drafts';
import { meinWegQueryKeys } from './mein-weg-query-keys';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { arcadeQueryKeys } from '../../../../lib/query-keys';

/** `PUT /api/bo/v1/tasks/{taskUuid}/answer`: saves the answer (and "done"); `headers` carries an Idempotency-Key. */
export function saveAnswer(taskUuid: string, body: SaveAnswerBody, headers?: Record<string, string>): Promise<TaskDetail> {
  return callEndpoint(meinWegEndpoints.saveAnswer, { params: { taskUuid }, body, schema: taskDetailSchema, headers });
}

/** The answer as an offline draft keeps it (decision 240). */
export function answerDraftOf(taskUuid: string, body: SaveAnswerBody): NewDraft {
  return {
    kind: 'answer',
    subject: taskUuid,
    method: meinWegEndpoints.saveAnswer.method,
    path: pathTo(meinWegEndpoints.saveAnswer, { taskUuid }),
    body: { type: 'json', value: body },
    preview: body.kind === 'reflection' ? body.text : '',
  };
}

/**
 * Saves and refreshes progress, the task and the Reflexion list (points too: arcade counts them).
 * Offline the answer waits on this device; a change made elsewhere meanwhile becomes a draft in
 * conflict (decision 240) – the result then says `kept`.
 */
export function useSaveAnswer(taskUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline it must run, not pause: it keeps the answer as a draft then.
    networkMode: 'always',
    mutationFn: (body: SaveAnswerBody) => sendOrKeep(answerDraftOf(taskUuid, body), (headers) => saveAnswer(taskUuid, body, headers)),
    onSuccess: (result) => {
      if (result.kind === 'kept') return;
      const detail = result.value;
      queryClient.setQueryData(meinWegQueryKeys.task(taskUuid), detail);
      void queryClient.invalidateQueries({ queryKey: meinWegQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: arcadeQueryKeys.all });
    },
  });
}
