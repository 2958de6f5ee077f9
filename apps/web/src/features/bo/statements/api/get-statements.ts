import { useQuery } from '@tanstack/react-query';
import { statementListSchema, type StatementList } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';
import { statementsQueryKey } from './statements-query-keys';

/** `GET /api/bo/v1/statements`: the student's statements, newest first. */
export function getStatements(): Promise<StatementList> {
  return apiRequest('/api/bo/v1/statements', { schema: statementListSchema });
}

export function useStatements() {
  return useQuery({ queryKey: [...statementsQueryKey, 'list'], queryFn: getStatements });
}
