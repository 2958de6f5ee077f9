import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { releasePooledClientsOnFailedTransactions } from './pooled-transaction';

releasePooledClientsOnFailedTransactions();

/** A pool whose one client answers from a script and records what it was sent and how it came back. */
function scriptedPool(fails: { on: string; error: string }[]) {
  const sent: string[] = [];
  const released: (string | null)[] = [];
  const client = {
    query: (config: { text: string }) => {
      sent.push(config.text);
      const failure = fails.find(({ on }) => config.text.startsWith(on));
      return failure ? Promise.reject(new Error(failure.error)) : Promise.resolve({ rows: [], rowCount: 0, fields: [], command: 'SELECT' });
    },
    release: (error?: Error) => released.push(error ? error.message : null),
  };
  class ScriptedPool extends pg.Pool {
    // The connection is the scripted client; no database is reached.
    override connect(): Promise<pg.PoolClient> & void {
      return Promise.resolve(client as unknown as pg.PoolClient) as Promise<pg.PoolClient> & void;
    }
  }
  return { pool: new ScriptedPool(), sent, released };
}

describe('pooled transactions give their client back (drizzle-orm #6023)', () => {
  it('releases the client with the error when BEGIN fails – the connection was lost while idle', async () => {
    const { pool, sent, released } = scriptedPool([{ on: 'begin', error: 'Connection terminated unexpectedly' }]);
    let ran = false;
    await expect(
      drizzle(pool).transaction(async () => {
        ran = true;
      }),
    ).rejects.toThrow();
    expect(ran).toBe(false);
    expect(sent).toEqual(['begin']);
    // Released once, with an error: pg-pool closes the connection instead of lending it out again.
    expect(released).toEqual([expect.stringContaining('begin')]);
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
