import { useQuery } from '@tanstack/react-query';
import { statementListSchema, type StatementList } from '@berufswahl/contracts/bo/statements';
import * as statementsEndpoints from '@berufswahl/contracts/bo/endpoints/statements';
import { statementsQueryKey } from './statements-query-keys';
import { callEndpoint } from '../../../../lib/endpoint-client';

/** `GET /api/bo/v1/statements`: the student's statements, newest first. */
export function getStatements(): Promise<StatementList> {
  return callEndpoint(statementsEndpoints.statements, { schema: statementListSchema });
}

export function useStatements() {
  return useQuery({ queryKey: [...statementsQueryKey, 'list'], queryFn: getStatements });
}
