import { ERROR_MESSAGES } from '@berufswahl/contracts';
import { ApiError } from '../../../platform/http/errors';

// The tenancy checks live in platform/auth (issue 15: audit and bo use them without depending on
// identity); re-exported here because the administration's services know them under this name.
export { requireClient, requireSchool, type ClientRow, type SchoolRow } from '../../../platform/auth/tenancy.policy';

// One helper for field-level errors across the server (issue 15), known here under the same name.
export { invalidField } from '../../../platform/http/error-responses';

/** A 400 with many field messages (the CSV import names every bad row). */
export function invalidFields(message: string, fields: { field: string; message: string }[]): ApiError {
  return new ApiError('VALIDATION_FAILED', message || ERROR_MESSAGES.VALIDATION_FAILED, fields);
}

/** PostgreSQL's unique violation, whichever driver reports it. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    if (typeof current === 'object' && current !== null && (current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
