import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../../test/test-database';
import { callerOfRow } from './access';
import { callerActiveRole } from './caller-columns';

/**
 * `callerActiveRole` restates `callerOfRow`'s choice of the active role in SQL (decision 259): the
 * two must agree for every kind of row. Run it on PostgreSQL as well:
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx vitest run apps/server/src/platform/auth/caller-columns.test.ts
 */

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const ROWS: { activeRole: string; roles: string[] }[] = [
  { activeRole: 'SCHUELER', roles: ['SCHUELER'] },
  { activeRole: 'ADMIN_SCHULE', roles: ['LEHRER', 'ADMIN_SCHULE'] },
  { activeRole: 'LEHRER', roles: ['LEHRER', 'ADMIN_SCHULE'] },
  // A role taken away since it was chosen: the first one left.
  { activeRole: 'ADMIN_SCHULE', roles: ['LEHRER'] },
  { activeRole: 'ADMIN', roles: ['ADMIN'] },
  // No role left at all.
  { activeRole: 'SCHUELER', roles: [] },
];

describe('callerActiveRole', () => {
  it.each(ROWS)('chooses the active role as callerOfRow does: $activeRole of $roles', async ({ activeRole, roles }) => {
    const rolesArray = roles.length === 0 ? sql`'{}'::text[]` : sql`array[${sql.join(roles.map((role) => sql`${role}::text`), sql`, `)}]::text[]`;
    // A one-row stand-in named `users`, the table the fragment names.
    const result = (await database.db.execute(
      sql`select ${callerActiveRole} as role from (values (${activeRole}::text, ${rolesArray})) as users(active_role, roles)`,
    )) as unknown as { rows: { role: string }[] };
    const expected = callerOfRow({ uuid: 'u', clientUuid: 'c', schoolUuid: null, roles, activeRole, simpleLanguage: false }).activeRole;
    expect(result.rows[0]?.role).toBe(expected);
  });
});
