import type { KeyFigures } from '@berufswahl/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createKeyFiguresRepository, type KeyFiguresRepository } from './key-figures.repository';

/**
 * The rollups `school_account_counts` (decision 095) and `school_account_days` (decision 156)
 * against the accounts they count: after every
 * kind of change – the administration's create and import, role and school changes, deletion –
 * it matches a count of `users`, and the figures equal the raw counts.
 */
let testApp: TestApp;
let repository: KeyFiguresRepository;
let schoolA: string;
let schoolB: string;
const BASE = '/api/identity/v1';

async function execute(statement: ReturnType<typeof sql>) {
  return (await testApp.database.db.execute(statement)) as unknown as { rows: Record<string, unknown>[] };
}

async function call(username: string, method: 'GET' | 'POST', url: string, body?: object) {
  const token = await testApp.tokenOf(username);
  return testApp.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(body ? { payload: body } : {}) });
}

async function rawSchoolCounts(schoolUuid: string) {
  const { rows } = await execute(sql`
    select count(*)::int as accounts, count(*) filter (where 'LEHRER' = any(roles))::int as teachers,
           count(*) filter (where 'SCHUELER' = any(roles))::int as students
    from users where school_uuid = ${schoolUuid}::uuid`);
  return rows[0] as { accounts: number; teachers: number; students: number };
}

/** Accounts of the school created today or on the 29 days before (German calendar). */
async function rawRecentCount(schoolUuid: string) {
  const { rows } = await execute(sql`
    select count(*)::int as count from users
    where school_uuid = ${schoolUuid}::uuid
      and (created_at at time zone 'Europe/Berlin')::date >= (now() at time zone 'Europe/Berlin')::date - 29`);
  return Number(rows[0]?.count);
}

async function expectConsistent() {
  expect(await repository.rollupDrift()).toEqual([]);
  expect(await repository.dayRollupDrift()).toEqual([]);
  const figures = (await call('schuladmin', 'GET', `${BASE}/key-figures`)).json() as KeyFigures;
  expect(figures.totals).toMatchObject({ ...(await rawSchoolCounts(schoolA)), accounts_last_30_days: await rawRecentCount(schoolA) });
}

beforeAll(async () => {
  testApp = await createTestApp();
  repository = createKeyFiguresRepository(testApp.database.db);
  [schoolA, schoolB] = testApp.world.schools.map((school) => school.uuid) as [string, string];
});
afterAll(() => testApp.close());

describe('school_account_counts', () => {
  it('counts the seeded demo world', async () => {
    await expectConsistent();
    const { rows } = await execute(sql`select sum(accounts)::int as accounts from school_account_counts`);
    const { rows: users } = await execute(sql`select count(*)::int as accounts from users`);
    expect(rows[0]?.accounts).toBe(users[0]?.accounts);
  });

  it('follows an account created by the school coordinator', async () => {
    const before = await rawSchoolCounts(schoolA);
    const response = await call('schuladmin', 'POST', `${BASE}/schools/${schoolA}/accounts`, { role: 'LEHRER', first_name: 'Roll', surname: 'Up' });
    expect(response.statusCode).toBe(201);
    expect(await rawSchoolCounts(schoolA)).toEqual({ ...before, accounts: before.accounts + 1, teachers: before.teachers + 1 });
    await expectConsistent();
  });

  it('follows a CSV import (one statement, many accounts)', async () => {
    const csv = 'Vorname;Nachname;Klasse\nRoll;Eins;8a\nRoll;Zwei;8a\nRoll;Drei;8b\n';
    const response = await call('schuladmin', 'POST', `${BASE}/schools/${schoolA}/account-imports`, { role: 'SCHUELER', csv });
    expect(response.statusCode).toBe(201);
    await expectConsistent();
  });

  it('follows accounts inserted in bulk across months, schools and without a school', async () => {
    await execute(sql`
      insert into users (idp_subject, username, client_uuid, school_uuid, first_name, surname, roles, active_role, created_at)
      select 'ru-' || n, 'rollup-' || n, ${testApp.world.client.uuid}::uuid,
             case when n % 3 = 0 then null when n % 3 = 1 then ${schoolA}::uuid else ${schoolB}::uuid end,
             'R', 'U' || n, case when n % 2 = 0 then array['SCHUELER'] else array['LEHRER', 'ADMIN_SCHULE'] end,
             case when n % 2 = 0 then 'SCHUELER' else 'LEHRER' end, now() - (n * interval '17 days')
      from generate_series(1, 40) as n`);
    await expectConsistent();
  });

  it('follows role, school and Land changes, and writes nothing for other changes', async () => {
    await execute(sql`update users set roles = array['LEHRER'], active_role = 'LEHRER' where username in ('rollup-2', 'rollup-4')`);
    await execute(sql`update users set school_uuid = ${schoolB}::uuid where username like 'rollup-%' and school_uuid = ${schoolA}::uuid`);
    await execute(sql`update users set created_at = created_at - interval '400 days' where username = 'rollup-6'`);
    await expectConsistent();

    const before = await execute(sql`select * from school_account_counts order by client_uuid, school_uuid, month`);
    const daysBefore = await execute(sql`select * from school_account_days order by client_uuid, school_uuid, day`);
    await execute(sql`update users set contrast_mode = not contrast_mode, updated_at = now()`);
    const after = await execute(sql`select * from school_account_counts order by client_uuid, school_uuid, month`);
    expect(after.rows).toEqual(before.rows);
    expect((await execute(sql`select * from school_account_days order by client_uuid, school_uuid, day`)).rows).toEqual(daysBefore.rows);
  });

  it('follows deletions, also of a whole school with its accounts', async () => {
    await execute(sql`delete from users where username in ('rollup-1', 'rollup-2', 'rollup-3')`);
    await expectConsistent();
    await execute(sql`
      with school as (insert into schools (client_uuid, name) values (${testApp.world.client.uuid}::uuid, 'Kurzlebige Schule') returning uuid)
      insert into users (idp_subject, username, client_uuid, school_uuid, first_name, surname, roles, active_role)
      select 'kurz-' || n, 'kurz-' || n, ${testApp.world.client.uuid}::uuid, school.uuid, 'K', 'L', array['SCHUELER'], 'SCHUELER'
      from school, generate_series(1, 5) as n`);
    await expectConsistent();
    await execute(sql`delete from users where username like 'kurz-%'`);
    await execute(sql`delete from schools where name = 'Kurzlebige Schule'`);
    await expectConsistent();
  });

  it('counts a mass import of today in the last 30 days, and accounts of 30 days ago no more', async () => {
    const recentBefore = await rawRecentCount(schoolA);
    await execute(sql`
      insert into users (idp_subject, username, client_uuid, school_uuid, first_name, surname, roles, active_role, created_at)
      select 'massen-' || n, 'massenimport-' || n, ${testApp.world.client.uuid}::uuid, ${schoolA}::uuid, 'M', 'I' || n,
             array['SCHUELER'], 'SCHUELER', case when n <= 300 then now() else now() - interval '30 days' - interval '1 hour' end
      from generate_series(1, 310) as n`);
    const figures = (await call('schuladmin', 'GET', `${BASE}/key-figures`)).json() as KeyFigures;
    expect(figures.totals.accounts_last_30_days).toBe(recentBefore + 300);
    // The mass import is a handful of day rows, not 300.
    const { rows } = await execute(sql`select count(*)::int as count from school_account_days where school_uuid = ${schoolA}::uuid`);
    expect(Number(rows[0]?.count)).toBeLessThan(30);
    await expectConsistent();
    await execute(sql`delete from users where username like 'massenimport-%'`);
    await expectConsistent();
  });

  it('reports drift when the day rollup was changed behind the triggers', async () => {
    await execute(sql`update school_account_days set accounts = accounts + 2 where school_uuid = ${schoolA}::uuid
      and day = (select max(day) from school_account_days where school_uuid = ${schoolA}::uuid)`);
    const drift = await repository.dayRollupDrift();
    expect(drift).toHaveLength(1);
    expect(drift[0]).toMatchObject({ school_uuid: schoolA });
    expect(Number(drift[0]!.rollup_accounts)).toBe(Number(drift[0]!.actual_accounts) + 2);
    await execute(sql`update school_account_days set accounts = accounts - 2 where school_uuid = ${schoolA}::uuid
      and day = (select max(day) from school_account_days where school_uuid = ${schoolA}::uuid)`);
    expect(await repository.dayRollupDrift()).toEqual([]);
  });

  it('reports drift when the rollup was changed behind the triggers', async () => {
    await execute(sql`update school_account_counts set accounts = accounts + 1 where school_uuid = ${schoolA}::uuid
      and month = (select max(month) from school_account_counts where school_uuid = ${schoolA}::uuid)`);
    const drift = await repository.rollupDrift();
    expect(drift).toHaveLength(1);
    expect(drift[0]).toMatchObject({ school_uuid: schoolA });
    expect(Number(drift[0]!.rollup_accounts)).toBe(Number(drift[0]!.actual_accounts) + 1);
    await execute(sql`update school_account_counts set accounts = accounts - 1 where school_uuid = ${schoolA}::uuid
      and month = (select max(month) from school_account_counts where school_uuid = ${schoolA}::uuid)`);
    expect(await repository.rollupDrift()).toEqual([]);
  });
});
