import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ANSWER_FILE_FIELD, taskDetailSchema, type TaskDetail } from '@berufswahl/contracts/bo/mein-weg-answers';
import * as meinWegEndpoints from '@berufswahl/contracts/bo/endpoints/mein-weg';
import { pathTo } from '@berufswahl/contracts/shared/endpoint';
import { sendOrKeep, type NewDraft } from '../../offline-drafts/offline-drafts';
import { meinWegQueryKeys } from './mein-weg-query-keys';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { filesQueryKeys } from '../../../../lib/query-keys';

/** `POST /api/bo/v1/tasks/{taskUuid}/answer/file` (multipart): the file of an upload task; `headers` carries an Idempotency-Key. */
export function uploadAnswerFile(taskUuid: string, file: File, headers?: Record<string, string>): Promise<TaskDetail> {
  const body = new FormData();
  body.append(ANSWER_FILE_FIELD, file);
  return callEndpoint(meinWegEndpoints.uploadAnswerFile, { params: { taskUuid }, body, schema: taskDetailSchema, headers });
}

/** The file as an offline draft keeps it (decision 240): shown on the task with its name. */
export function answerFileDraftOf(taskUuid: string, file: File): NewDraft {
  return {
    kind: 'answer',
    subject: taskUuid,
    method: meinWegEndpoints.uploadAnswerFile.method,
    path: pathTo(meinWegEndpoints.uploadAnswerFile, { taskUuid }),
    body: { type: 'multipart', fields: {}, file: { field: ANSWER_FILE_FIELD, name: file.name, blob: file } },
    preview: '',
  };
}

/** Uploads the file; offline it waits on this device and is sent when the connection returns (result `kept`). */
export function useUploadAnswerFile(taskUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline it must run, not pause: it keeps the file as a draft then.
    networkMode: 'always',
    mutationFn: (file: File) => sendOrKeep(answerFileDraftOf(taskUuid, file), (headers) => uploadAnswerFile(taskUuid, file, headers)),
    onSuccess: (result) => {
      if (result.kind === 'kept') return;
      queryClient.setQueryData(meinWegQueryKeys.task(taskUuid), result.value);
      void queryClient.invalidateQueries({ queryKey: meinWegQueryKeys.all });
      // The storage bar counts the new file.
      void queryClient.invalidateQueries({ queryKey: filesQueryKeys.all });
    },
  });
}
