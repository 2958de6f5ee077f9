import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from './client';

/**
 * The planner's page cost on every connection of the pool (decision 255). Only PostgreSQL has it:
 * run with TEST_DATABASE_URL (CI does); on PGlite the test says so and passes nothing off as checked.
 */
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('planner settings of the pool (decision 255)', () => {
  it('prices a page read out of order as on SSDs, on every connection the pool opens', async (context) => {
    if (database.driver !== 'postgres') return context.skip();
    // More at once than one connection: the pool opens several, each set before its first statement.
    const answers = (await Promise.all(
      Array.from({ length: 12 }, () => database.db.execute(sql`select current_setting('random_page_cost') as cost, pg_sleep(0.02)`)),
    )) as unknown as { rows: { cost: string }[] }[];
    const costs = answers.map((answer) => answer.rows[0]?.cost);
    expect(new Set(costs)).toEqual(new Set(['1.1']));
  });
});
