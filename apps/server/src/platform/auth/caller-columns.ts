import { getTableName, sql } from 'drizzle-orm';
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

/** A column of the caller's `users` row named with its table: it means that row inside subqueries over other tables too. */
const callerColumn = (column: { name: string }) => sql`${sql.identifier(getTableName(users))}.${sql.identifier(column.name)}`;

/**
 * The caller's active role as `callerOfRow` decides it – the stored one while the account still has
 * it, else its first role, else `DEACTIVATED` – in SQL, for a joined query whose rows depend on the
 * role before the route has admitted the caller (the news list, decision 259). Correlated to the
 * `users` row of the query it is used in; `caller-columns.test.ts` holds it to `callerOfRow`.
 */
export const callerActiveRole = sql<string>`(case when ${callerColumn(users.activeRole)} = any(${callerColumn(users.roles)}) then ${callerColumn(users.activeRole)} else coalesce(${callerColumn(users.roles)}[1], 'DEACTIVATED') end)`;
