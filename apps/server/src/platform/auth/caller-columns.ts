import { users } from '../db/schema';
import type { CallerRow } from './access';

/**
 * The caller's columns of `users`: the guard's look-up selects them by the token's subject, and a
 * route that joins the caller into its own query (decision 253) selects them beside its data.
 */
export const callerColumns = {
  uuid: users.uuid,
  clientUuid: users.clientUuid,
  schoolUuid: users.schoolUuid,
  roles: users.roles,
  activeRole: users.activeRole,
  simpleLanguage: users.simpleLanguage,
} satisfies Record<keyof CallerRow, unknown>;
