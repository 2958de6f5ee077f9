import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from './client';
import { prepareForTransactions, prepareSqlForTransactions } from './prepared-query';
import { clients, loginFailures } from './schema';

/**
 * Statements built once and run in the caller's transaction (decision 249), on the driver the run
 * uses (PGlite, or PostgreSQL with TEST_DATABASE_URL): they join the transaction they are given,
 * take new values on every call and decode their answer as drizzle's own call would.
 */
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

function countFailures() {
  const { db } = database;
  return prepareForTransactions(
    db
      .insert(loginFailures)
      .values({ key: sql.placeholder('key'), failures: 1, lockedUntil: sql`${sql.placeholder('lockedUntil')}::timestamptz` })
      .onConflictDoUpdate({ target: loginFailures.key, set: { failures: sql`${loginFailures.failures} + 1` } })
      .returning(),
  );
}

describe('prepareForTransactions', () => {
  it('writes inside the transaction it is given: a rollback takes the row back', async () => {
    const { db } = database;
    const count = countFailures();
    await expect(
      db.transaction(async (tx) => {
        const [row] = await count.execute(tx, { key: 'rolled-back', lockedUntil: null });
        expect(row?.failures).toBe(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await db.select().from(loginFailures).where(eq(loginFailures.key, 'rolled-back'))).toEqual([]);
  });

  it('takes new values on every call, a Date as it is, and decodes the answer like drizzle (dates as Date)', async () => {
    const { db } = database;
    const count = countFailures();
    const lockedUntil = new Date('2026-11-28T08:15:00.123Z');
    const rows = await db.transaction(async (tx) => [
      ...(await count.execute(tx, { key: 'first', lockedUntil })),
      ...(await count.execute(tx, { key: 'first', lockedUntil: null })),
      ...(await count.execute(tx, { key: 'second', lockedUntil: null })),
    ]);
    expect(rows.map(({ key, failures }) => [key, failures])).toEqual([
      ['first', 1],
      ['first', 2],
      ['second', 1],
    ]);
    expect(rows[0]?.lockedUntil).toEqual(lockedUntil);
    expect(rows[0]?.lastFailureAt).toBeInstanceOf(Date);
    // Without a transaction, on the database itself.
    expect((await count.execute(db, { key: 'second', lockedUntil: null }))[0]?.failures).toBe(2);
  });

  it('keeps a select’s nullable join: a missing joined row is null, not an object of nulls', async () => {
    const { db } = database;
    const [land] = await db.insert(clients).values({ name: 'Prepared Land' }).returning();
    const withFailures = prepareForTransactions(
      db
        .select({ name: clients.name, failure: loginFailures })
        .from(clients)
        .leftJoin(loginFailures, eq(loginFailures.key, sql.placeholder('key')))
        .where(eq(clients.uuid, sql.placeholder('land'))),
    );
    const [missing] = await db.transaction((tx) => withFailures.execute(tx, { key: 'nobody', land: land!.uuid }));
    expect(missing).toEqual({ name: 'Prepared Land', failure: null });
    const [found] = await db.transaction((tx) => withFailures.execute(tx, { key: 'first', land: land!.uuid }));
    expect(found?.failure?.failures).toBe(2);
  });

  it('leaves the builder usable as before', async () => {
    const { db } = database;
    const query = db.select({ key: loginFailures.key }).from(loginFailures).where(eq(loginFailures.key, 'first'));
    prepareForTransactions(query);
    expect(await query).toEqual([{ key: 'first' }]);
  });
});

describe('prepareSqlForTransactions', () => {
  it('runs a sql statement in the transaction it is given and answers its rows', async () => {
    const { db } = database;
    const statement = prepareSqlForTransactions<{ key: string; failures: number }>(
      sql`update login_failures set failures = failures + ${sql.placeholder('by')}::int where key = ${sql.placeholder('key')} returning key, failures`,
    );
    await expect(
      db.transaction(async (tx) => {
        const { rows } = await statement.execute(tx, { key: 'second', by: 10 });
        expect(rows).toEqual([{ key: 'second', failures: 12 }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const { rows } = await db.transaction((tx) => statement.execute(tx, { key: 'second', by: 1 }));
    expect(rows).toEqual([{ key: 'second', failures: 3 }]);
  });
});
