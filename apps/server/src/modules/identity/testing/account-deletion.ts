import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { users } from '../../../platform/db/schema';
import { findUserReferenceColumns } from '../../../platform/personal-data/user-references';
import type { StorageDriver } from '../../../platform/storage';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Rows that name the user, in every table with a column that refers to users (the `users` row itself not counted). */
export async function rowsReferencing(db: Database, userUuid: string): Promise<number> {
  let total = 0;
  for (const { table, column } of await findUserReferenceColumns(db)) {
    const result = (await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text = ${userUuid}`,
    )) as unknown as { rows: { n: number }[] };
    total += Number(result.rows[0]?.n ?? 0);
  }
  return total;
}

/** Makes the account due for the deletion job: deactivated, its deletion date a day ago. */
export async function deactivateWithPassedDeadline(db: Database, userUuid: string): Promise<void> {
  await db.update(users).set({ roles: ['DEACTIVATED'], activeRole: 'DEACTIVATED', deletionDate: new Date(Date.now() - DAY_MS) }).where(eq(users.uuid, userUuid));
}

/** Keys of every stored file object (`files/…`) the store holds. */
export async function objectKeys(storage: Pick<StorageDriver, 'list'>): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storage.list('files/')) keys.push(object.key);
  return keys;
}
