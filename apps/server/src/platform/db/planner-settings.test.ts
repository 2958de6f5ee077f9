import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import { PLANNER_SETTINGS, prepareConnection, type DatabaseHandle } from './client';

/** The planner's page cost on every connection of the pool (decision 255). */
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** A stand-in for a pooled connection that records the statements it is sent. */
function recordingClient() {
  const sent: unknown[] = [];
  const client = { query: (statement: unknown) => (sent.push(statement), Promise.resolve()), on: () => client };
  return { client: client as unknown as pg.PoolClient, sent };
}

describe('planner settings of the pool (decision 255)', () => {
  it('sends the page cost as the first statement of every new connection, and PostgreSQL applies it', async () => {
    for (const preparedStatements of [true, false]) {
      const { client, sent } = recordingClient();
      prepareConnection(client, { preparedStatements });
      expect(sent).toEqual([PLANNER_SETTINGS]);
    }
    expect(PLANNER_SETTINGS).toBe('set random_page_cost = 1.1');
    // On PostgreSQL (CI, TEST_DATABASE_URL) the real pool: more queries at once than one
    // connection takes, so it opens several, each set before its first statement. PGlite has no pool.
    if (database.driver === 'postgres') {
      const answers = (await Promise.all(
        Array.from({ length: 12 }, () => database.db.execute(sql`select current_setting('random_page_cost') as cost, pg_sleep(0.02)`)),
      )) as unknown as { rows: { cost: string }[] }[];
      expect(new Set(answers.map((answer) => answer.rows[0]?.cost))).toEqual(new Set(['1.1']));
    }
  });
});
