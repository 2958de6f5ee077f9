import { ADMINISTRATION_MESSAGES } from '@berufswahl/contracts';
import type { Caller } from '../../../platform/auth/access';
import type { Database } from '../../../platform/db/client';
import { ApiError, notFound } from '../../../platform/http/errors';
import { requireSchool } from '../administration/administration.policy';
import { type AccountWithGroups, createAccountsRepository } from './accounts.repository';

/** Roles a school coordinator may deactivate, reactivate, edit and give a new password to. */
const MANAGEABLE_ROLES = new Set(['SCHUELER', 'LEHRER', 'DEACTIVATED']);

/**
 * An account of the school that a school coordinator may manage: another school's account (or
 * none) answers 404, the own account and coordinators 403.
 */
export async function requireManageable(db: Database, caller: Caller, schoolUuid: string, userUuid: string): Promise<AccountWithGroups> {
  await requireSchool(db, caller, schoolUuid);
  const account = await createAccountsRepository(db).findInSchool(schoolUuid, userUuid);
  if (!account) throw notFound();
  if (account.user.uuid === caller.uuid) throw new ApiError('FORBIDDEN', ADMINISTRATION_MESSAGES.ownAccount);
  if (!account.user.roles.every((role) => MANAGEABLE_ROLES.has(role))) {
    throw new ApiError('FORBIDDEN', ADMINISTRATION_MESSAGES.notManageable);
  }
  return account;
}
