import { useMutation, useQueryClient } from '@tanstack/react-query';
import { statementSchema, type Statement } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';
import { refreshAfterStatementChange } from './statements-query-keys';

/** `POST /api/bo/v1/statements` (new) or `PATCH …/statements/:uuid` (edit). */
export function saveStatement(text: string, statementUuid?: string): Promise<Statement> {
  return apiRequest(statementUuid ? `/api/bo/v1/statements/${encodeURIComponent(statementUuid)}` : '/api/bo/v1/statements', {
    method: statementUuid ? 'PATCH' : 'POST',
    body: { text },
    schema: statementSchema,
  });
}

export function useSaveStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ text, statementUuid }: { text: string; statementUuid?: string }) => saveStatement(text, statementUuid),
    onSuccess: () => refreshAfterStatementChange(queryClient),
  });
}
