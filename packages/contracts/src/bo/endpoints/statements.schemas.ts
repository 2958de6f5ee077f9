// The run-time schemas of bo's statements endpoints (decision 227), for the server only.
import { statementInputSchema, statementListSchema, statementParamsSchema, statementSchema } from '../statements';
import { bindSchemas } from '../../shared/endpoint-schemas';
import * as statementsEndpoints from './statements';

export const statements = bindSchemas(statementsEndpoints.statements, { answer: statementListSchema });
export const createStatement = bindSchemas(statementsEndpoints.createStatement, { body: statementInputSchema, answer: statementSchema }, 201);
export const updateStatement = bindSchemas(statementsEndpoints.updateStatement, {
  params: statementParamsSchema,
  body: statementInputSchema,
  answer: statementSchema,
});
export const deleteStatement = bindSchemas(statementsEndpoints.deleteStatement, { params: statementParamsSchema }, 204);
