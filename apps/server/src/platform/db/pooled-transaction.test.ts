import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from './client';
import { releasePooledClientsOnFailedTransactions } from './pooled-transaction';

releasePooledClientsOnFailedTransactions();

/**
 * A pool whose one client answers from a script and records what it was sent and how it came back;
 * with `holdBegin`, BEGIN's answer waits until `answerBegin()` is called.
 */
function scriptedPool(fails: { on: string; error: string }[], options: { holdBegin?: boolean } = {}) {
  const sent: string[] = [];
  const released: (string | null)[] = [];
  let answerBegin: () => void = () => undefined;
  const client = {
    query: (config: { text: string }) => {
      sent.push(config.text);
      const failure = fails.find(({ on }) => config.text.startsWith(on));
      if (failure) return Promise.reject(new Error(failure.error));
      const answer = { rows: [], rowCount: 0, fields: [], command: 'SELECT' };
      if (options.holdBegin && config.text === 'begin') return new Promise((resolve) => (answerBegin = () => resolve(answer)));
      return Promise.resolve(answer);
    },
    release: (error?: Error) => released.push(error ? error.message : null),
  };
  class ScriptedPool extends pg.Pool {
    // The connection is the scripted client; no database is reached.
    override connect(): Promise<pg.PoolClient> & void {
      return Promise.resolve(client as unknown as pg.PoolClient) as Promise<pg.PoolClient> & void;
    }
  }
  return { pool: new ScriptedPool(), sent, released, answerBegin: () => answerBegin() };
}

describe('pooled transactions give their client back (drizzle-orm #6023)', () => {
  it('releases the client with the error when BEGIN fails – the connection was lost while idle', async () => {
    const { pool, sent, released } = scriptedPool([{ on: 'begin', error: 'Connection terminated unexpectedly' }]);
    // BEGIN is pipelined with the work's first statement (decision 251): on a lost connection
    // that statement fails too; here the scripted one answers, and still nothing is committed.
    await expect(drizzle(pool).transaction((tx) => tx.execute(sql`select 1`))).rejects.toThrow(/begin/);
    expect(sent).toEqual(['begin', 'select 1']);
    // Released once, with an error: pg-pool closes the connection instead of lending it out again.
    expect(released).toEqual([expect.stringContaining('begin')]);
  });

  it('sends BEGIN without waiting for its answer: the first statement follows it at once', async () => {
    const { pool, sent, answerBegin } = scriptedPool([], { holdBegin: true });
    const done = drizzle(pool).transaction((tx) => tx.execute(sql`select 1`));
    await expect.poll(() => sent).toEqual(['begin', 'select 1']);
    // COMMIT waits for BEGIN's answer.
    expect(sent).not.toContain('commit');
    answerBegin();
    await done;
    expect(sent).toEqual(['begin', 'select 1', 'commit']);
  });

  it('commits and releases a healthy client without an error', async () => {
    const { pool, sent, released } = scriptedPool([]);
    const result = await drizzle(pool).transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      return 'fertig';
    });
    expect(result).toBe('fertig');
    expect(sent).toEqual(['begin', 'select 1', 'commit']);
    expect(released).toEqual([null]);
  });

  it('rolls back when the work fails and keeps the client, which is still fine', async () => {
    const { pool, sent, released } = scriptedPool([]);
    await expect(
      drizzle(pool).transaction(async () => {
        throw new Error('Eingabe ungültig');
      }),
    ).rejects.toThrow('Eingabe ungültig');
    expect(sent).toEqual(['begin', 'rollback']);
    expect(released).toEqual([null]);
  });

  it('reports the work’s error but closes the client when the rollback fails too', async () => {
    const { pool, released } = scriptedPool([
      { on: 'select', error: 'Connection terminated unexpectedly' },
      { on: 'rollback', error: 'Client has encountered a connection error and is not queryable' },
    ]);
    await expect(drizzle(pool).transaction((tx) => tx.execute(sql`select 1`))).rejects.toThrow(/select 1/);
    expect(released).toEqual([expect.stringContaining('rollback')]);
  });
});

/*
 * On PostgreSQL (TEST_DATABASE_URL), with the pool as the server opens it (`pipeline: true`): the
 * pipelined BEGIN really opens the transaction before the work's first statement.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
describe.runIf(Boolean(serverUrl))('pooled transactions on PostgreSQL with a pipelined BEGIN (decision 251)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it('runs the first statement inside the transaction: both see the same transaction start', async () => {
    const { db } = database;
    const [first, second] = await db.transaction(async (tx) => {
      const before = (await tx.execute(sql`select now()::text as started`)) as unknown as { rows: { started: string }[] };
      await tx.execute(sql`select pg_sleep(0.02)`);
      const after = (await tx.execute(sql`select now()::text as started`)) as unknown as { rows: { started: string }[] };
      return [before.rows[0], after.rows[0]];
    });
    expect(first?.started).toBe(second?.started);
  });

  it('takes back what the work wrote when it fails after its first statement', async () => {
    const { db } = database;
    await db.execute(sql`create table if not exists pipelined_rollback (id int)`);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into pipelined_rollback values (1)`);
        throw new Error('Abbruch');
      }),
    ).rejects.toThrow('Abbruch');
    const left = (await db.execute(sql`select count(*)::text as count from pipelined_rollback`)) as unknown as { rows: { count: string }[] };
    expect(left.rows[0]?.count).toBe('0');
  });
});
