import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { personalDataSections } from './index';
import { findUserReferenceColumns } from './user-references';

/**
 * Tables that point at a user but are on purpose in no personal-data section. Each entry says why;
 * anything else that points at a user and is not covered makes this test fail – that is how a
 * module built in parallel that forgot `registerPersonalData(…)` is caught before it ships.
 */
const NOT_PERSONAL_DATA: Record<string, string> = {
  // A retry's copy of a write's first answer (decision 240): kept 24 hours, purged by a job, gone with
  // the account (on delete cascade); the story, answer or statement it repeats is in its own section.
  idempotency_keys: 'technical copy of an answer for retries, at most 24 hours old',
};

let testApp: TestApp;
beforeAll(async () => {
  // Builds the whole app, which registers every module's sections (decision 217).
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('personal-data sections', () => {
  it('cover every table with a column that points at a user', async () => {
    const covered = new Set(personalDataSections().flatMap((section) => section.tables));
    const columns = await findUserReferenceColumns(testApp.database.db);
    expect(columns.length).toBeGreaterThan(0);
    const uncovered = columns
      .filter((column) => !covered.has(column.table) && !(column.table in NOT_PERSONAL_DATA))
      .map((column) => `${column.table}.${column.column}`);
    expect(
      uncovered,
      `These columns point at a user, but no personal-data section lists their table. Register a PersonalDataSection ` +
        `(collect + erase) from the module's index.ts (see apps/server/src/platform/personal-data/README.md), or add the table ` +
        `with a reason to NOT_PERSONAL_DATA:\n${uncovered.join('\n')}`,
    ).toEqual([]);
  });

  it('cover the account table itself', () => {
    expect(personalDataSections().flatMap((section) => section.tables)).toContain('users');
  });

  it('have unique, file-name-safe names (each becomes <name>.json in the export)', () => {
    const names = personalDataSections().map((section) => section.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z0-9][a-z0-9-]*$/);
  });

  it('list only tables that exist', async () => {
    const result = (await testApp.database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    )) as unknown as { rows: { table_name: string }[] };
    const existing = new Set(result.rows.map((row) => row.table_name));
    for (const section of personalDataSections()) for (const table of section.tables) expect(existing, `${section.name}: ${table}`).toContain(table);
  });
});
