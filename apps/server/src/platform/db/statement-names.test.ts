import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { MAX_PREPARED_PER_CONNECTION, prepareRepeatedStatements, statementNameOf } from './statement-names';

/** A stand-in for pg's client that records what reaches the real `query`. */
function recordingClient() {
  const received: unknown[][] = [];
  const client = { query: (...args: unknown[]) => received.push(args) };
  prepareRepeatedStatements(client as unknown as pg.Client);
  return { client, received };
}

describe('preparing repeated statements (decision 132)', () => {
  it('names a statement after its text, the same in every call', () => {
    const name = statementNameOf('select 1 where $1::int = 1');
    expect(name).toMatch(/^s_[0-9a-f]{24}$/);
    expect(statementNameOf('select 1 where $1::int = 1')).toBe(name);
    expect(statementNameOf('select 2 where $1::int = 1')).not.toBe(name);
  });

  it('names parameterised statements and leaves everything else as it was', () => {
    const { client, received } = recordingClient();
    client.query({ text: 'select $1::int', types: 'kept' }, [1]);
    client.query({ text: 'select $1::int', values: [2] });
    client.query({ text: 'create table a (x int); create table b (x int)' }, []);
    client.query('select 1; select 2');
    client.query({ text: 'select $1::int', name: 'chosen_by_caller' }, [3]);
    client.query({ text: 'select $1::int', name: '' }, [4]);

    const name = statementNameOf('select $1::int');
    expect(received[0]).toEqual([{ text: 'select $1::int', types: 'kept', name }, [1]]);
    expect(received[1]).toEqual([{ text: 'select $1::int', values: [2], name }]);
    expect(received[2]).toEqual([{ text: 'create table a (x int); create table b (x int)' }, []]);
    expect(received[3]).toEqual(['select 1; select 2']);
    expect(received[4]).toEqual([{ text: 'select $1::int', name: 'chosen_by_caller' }, [3]]);
    // drizzle's prepared queries (prepared-query.ts) send the empty name: named like the others.
    expect(received[5]).toEqual([{ text: 'select $1::int', name }, [4]]);
  });

  it('prepares at most MAX_PREPARED_PER_CONNECTION statements per connection and keeps using those', () => {
    const { client, received } = recordingClient();
    for (let index = 0; index <= MAX_PREPARED_PER_CONNECTION; index += 1) {
      client.query({ text: `select $1::int + ${index}` }, [index]);
    }
    const last = received.at(-1)![0] as { name?: string };
    expect(last.name).toBeUndefined();
    client.query({ text: 'select $1::int + 0' }, [0]);
    expect((received.at(-1)![0] as { name?: string }).name).toBe(statementNameOf('select $1::int + 0'));
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('prepares each statement once on a real PostgreSQL connection', async () => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      prepareRepeatedStatements(client);
      const text = 'select $1::int * 2 as doubled';
      for (const value of [1, 2, 3]) {
        const result = await client.query<{ doubled: number }>({ text }, [value]);
        expect(result.rows).toEqual([{ doubled: value * 2 }]);
      }
      // A failing statement is not remembered as prepared; the next call prepares it again.
      await expect(client.query({ text: 'select $1::int from no_such_table' }, [1])).rejects.toThrow(/no_such_table/);
      await expect(client.query({ text: 'select $1::int from no_such_table' }, [1])).rejects.toThrow(/no_such_table/);

      const prepared = await client.query<{ name: string }>(
        'select name, statement from pg_prepared_statements order by name',
      );
      expect(prepared.rows.map((row) => row.name)).toEqual([statementNameOf(text)]);
    } finally {
      await client.end();
    }
  });
});
