import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as statementsEndpoints from '@berufswahl/contracts/bo/endpoints/statements';
import { refreshAfterStatementChange } from './statements-query-keys';
import { callEndpoint } from '../../../../lib/endpoint-client';

/** `DELETE /api/bo/v1/statements/:uuid`: deletes for good; its pin goes with it. */
export function deleteStatement(statementUuid: string): Promise<unknown> {
  return callEndpoint(statementsEndpoints.deleteStatement, { params: { statementUuid } });
}

export function useDeleteStatement() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteStatement, onSuccess: () => refreshAfterStatementChange(queryClient) });
}
