import { useMutation, useQueryClient } from '@tanstack/react-query';
import { statementSchema, type Statement } from '@berufswahl/contracts/bo/statements';
import * as statementsEndpoints from '@berufswahl/contracts/bo/endpoints/statements';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { sendOrKeep, type NewDraft } from '../../offline-drafts/offline-drafts';
import { refreshAfterStatementChange } from './statements-query-keys';

/** `POST /api/bo/v1/statements` (new) or `PATCH …/statements/:uuid` (edit). */
export function saveStatement(text: string, statementUuid?: string): Promise<Statement> {
  const options = { body: { text }, schema: statementSchema };
  return statementUuid
    ? callEndpoint(statementsEndpoints.updateStatement, { params: { statementUuid }, ...options })
    : callEndpoint(statementsEndpoints.createStatement, options);
}

/** A new statement as an offline draft keeps it (decision 240). */
function statementDraftOf(text: string): NewDraft {
  const { method, path } = statementsEndpoints.createStatement;
  return { kind: 'statement', subject: null, method, path, body: { type: 'json', value: { text } }, preview: text };
}

/**
 * Saves a statement. A new one written offline waits on this device and is sent when the
 * connection returns (decision 240): the result then says `kept`. Edits need the connection.
 */
export function useSaveStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline it must run, not pause: it keeps a new statement as a draft then.
    networkMode: 'always',
    mutationFn: async ({ text, statementUuid }: { text: string; statementUuid?: string }): Promise<{ isKept: boolean }> => {
      if (statementUuid) {
        await saveStatement(text, statementUuid);
        return { isKept: false };
      }
      const result = await sendOrKeep(statementDraftOf(text), (headers) =>
        callEndpoint(statementsEndpoints.createStatement, { body: { text }, schema: statementSchema, headers }),
      );
      return { isKept: result.kind === 'kept' };
    },
    onSuccess: ({ isKept }) => (isKept ? undefined : refreshAfterStatementChange(queryClient)),
  });
}
