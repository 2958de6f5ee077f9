import { useMutation, useQueryClient } from '@tanstack/react-query';
import { statementSchema, type Statement } from '@berufswahl/contracts';
import * as statementsEndpoints from '@berufswahl/contracts/bo/endpoints/statements';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { refreshAfterStatementChange } from './statements-query-keys';

/** `POST /api/bo/v1/statements` (new) or `PATCH …/statements/:uuid` (edit). */
export function saveStatement(text: string, statementUuid?: string): Promise<Statement> {
  const options = { body: { text }, schema: statementSchema };
  return statementUuid
    ? callEndpoint(statementsEndpoints.updateStatement, { params: { statementUuid }, ...options })
    : callEndpoint(statementsEndpoints.createStatement, options);
}

export function useSaveStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ text, statementUuid }: { text: string; statementUuid?: string }) => saveStatement(text, statementUuid),
    onSuccess: () => refreshAfterStatementChange(queryClient),
  });
}
