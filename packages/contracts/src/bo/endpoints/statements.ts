// Endpoints of bo: statements (decisions 225, 227) – method, full path and, as types, what each
// takes and answers, declared once for the server's routes and the client's calls. One file per
// resource: the client's bundler cannot split a file, so a screen carries only the declarations of
// the resources it calls. Types only from the schemas' files: no zod at run time (decision 007).
import type { Statement, StatementInput, StatementList } from '../statements';
import { endpoint } from '../../shared/endpoint';

export const statements = endpoint<{ answer: StatementList }>()('GET', '/api/bo/v1/statements');
export const createStatement = endpoint<{ body: StatementInput; answer: Statement }>()('POST', '/api/bo/v1/statements');
export const updateStatement = endpoint<{ body: StatementInput; answer: Statement }>()('PATCH', '/api/bo/v1/statements/:statementUuid');
export const deleteStatement = endpoint()('DELETE', '/api/bo/v1/statements/:statementUuid');
