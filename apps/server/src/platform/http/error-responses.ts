import { errorBodySchema, type ErrorCode } from '@berufswahl/contracts';
import { ApiError } from './errors';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503 | 507;

/**
 * The error answers a route describes in its schema (and in /api/docs), each the one error body
 * of the contracts: `errorResponses(401, 403)` instead of a map written out per route file.
 */
export function errorResponses<const Statuses extends readonly ErrorStatus[]>(
  ...statuses: Statuses
): { [Status in Statuses[number]]: typeof errorBodySchema } {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as {
    [Status in Statuses[number]]: typeof errorBodySchema;
  };
}

/**
 * An error whose message belongs under one field of the form that sent it; the client shows it
 * there (decision 205). VALIDATION_FAILED unless the rule is another one (a conflict, an unknown code).
 */
export function invalidField(field: string, message: string, code: ErrorCode = 'VALIDATION_FAILED'): ApiError {
  return new ApiError(code, message, [{ field, message }]);
}
