import { ERROR_MESSAGES } from '@berufswahl/contracts';
import type { Caller } from '../../../platform/auth/access';
import type { Database } from '../../../platform/db/client';
import { ApiError, notFound } from '../../../platform/http/errors';
import { createClientsRepository, type ClientRow } from '../clients/clients.repository';
import { createSchoolsRepository, type SchoolRow } from '../schools/schools.repository';
import { canSeeClient, canSeeSchool } from '../tenancy.policy';

export type { ClientRow, SchoolRow };

/** The school a route names, if the caller may act on it; another school (or Land) answers 404. */
export async function requireSchool(db: Database, caller: Caller, schoolUuid: string): Promise<SchoolRow> {
  const school = await createSchoolsRepository(db).findByUuid(schoolUuid);
  if (!school || !canSeeSchool(caller, school)) throw notFound();
  return school;
}

/** The Land a route names, if the caller may act on it; another Land answers 404. */
export async function requireClient(db: Database, caller: Caller, clientUuid: string): Promise<ClientRow> {
  const client = await createClientsRepository(db).findByUuid(clientUuid);
  if (!client || !canSeeClient(caller, client.uuid)) throw notFound();
  return client;
}

/** A 400 whose message names the field, as the form shows it under that field. */
export function invalidField(field: string, message: string): ApiError {
  return new ApiError('VALIDATION_FAILED', message, [{ field, message }]);
}

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
