import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { refreshAfterStatementChange } from './statements-query-keys';

/** `DELETE /api/bo/v1/statements/:uuid`: deletes for good; its pin goes with it. */
export function deleteStatement(statementUuid: string): Promise<unknown> {
  return apiRequest(`/api/bo/v1/statements/${encodeURIComponent(statementUuid)}`, { method: 'DELETE' });
}

export function useDeleteStatement() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteStatement, onSuccess: () => refreshAfterStatementChange(queryClient) });
}
