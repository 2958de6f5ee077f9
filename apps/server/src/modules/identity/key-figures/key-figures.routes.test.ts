import { KEY_FIGURES_MONTHS, type KeyFigures } from '@berufswahl/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { lastMonths } from './key-figures.service';

let testApp: TestApp;

async function figuresOf(username: string) {
  const token = await testApp.tokenOf(username);
  return testApp.app.inject({ url: '/api/identity/v1/key-figures', headers: { authorization: `Bearer ${token}` } });
}

/** The counts straight from the rows, to compare with the API. */
async function countRows(where: string) {
  const result = (await testApp.database.db.execute(
    sql.raw(`select count(*)::int as accounts,
      count(*) filter (where 'LEHRER' = any(roles))::int as teachers,
      count(*) filter (where 'SCHUELER' = any(roles))::int as students from users where ${where}`),
  )) as unknown as { rows: { accounts: number; teachers: number; students: number }[] };
  return result.rows[0]!;
}

beforeAll(async () => {
  testApp = await createTestApp();
  const schoolA = testApp.world.schools[0]!.uuid;
  // Eleven more students at school A, created two months ago: they show up in every scope and in the chart.
  await testApp.database.db.execute(sql`
    insert into users (idp_subject, username, client_uuid, school_uuid, first_name, surname, roles, active_role, created_at)
    select 'kf-' || n, 'kennzahl-' || n, ${testApp.world.client.uuid}::uuid, ${schoolA}::uuid, 'K', 'Z' || n, array['SCHUELER'], 'SCHUELER',
           now() - interval '2 months'
    from generate_series(1, 11) as n`);
  // A second Land with one school and one teacher: counted for the federal admin only.
  await testApp.database.db.execute(sql`
    with land as (insert into clients (name) values ('Anderes Land') returning uuid),
         school as (insert into schools (client_uuid, name) select uuid, 'Schule X' from land returning uuid, client_uuid)
    insert into users (idp_subject, username, client_uuid, school_uuid, first_name, surname, roles, active_role)
    select 'kf-x', 'kennzahl-x', client_uuid, uuid, 'X', 'Y', array['LEHRER'], 'LEHRER' from school`);
});
afterAll(() => testApp.close());

describe('GET /api/identity/v1/key-figures', () => {
  it("counts the school coordinator's own school from the rows", async () => {
    const response = await figuresOf('schuladmin');
    expect(response.statusCode).toBe(200);
    const figures = response.json() as KeyFigures;
    const expected = await countRows(`school_uuid = '${testApp.world.schools[0]!.uuid}'`);
    expect(figures).toMatchObject({ scope: 'school', scope_name: 'Alexander-von-Humboldt-Gesamtschule' });
    expect(figures.totals).toMatchObject({ ...expected, schools: 1 });
    // schueler + 11 created here; lehrer, lehrer-neu, mehrfach, altnutzer.
    expect(figures.totals.students).toBe(12);
    expect(figures.totals.teachers).toBe(4);
  });

  it("counts the state coordinator's Land, not the other one", async () => {
    const figures = (await figuresOf('landadmin')).json() as KeyFigures;
    const expected = await countRows(`client_uuid = '${testApp.world.client.uuid}'`);
    expect(figures).toMatchObject({ scope: 'client', scope_name: 'Freistaat Beispielland' });
    expect(figures.totals).toMatchObject({ ...expected, schools: 2 });
  });

  it('counts the whole system for the federal admin', async () => {
    const figures = (await figuresOf('bundadmin')).json() as KeyFigures;
    const expected = await countRows('true');
    expect(figures).toMatchObject({ scope: 'system', scope_name: 'Alle Länder' });
    expect(figures.totals).toMatchObject({ ...expected, schools: 3 });
  });

  it('gives a chart of the accounts created per month', async () => {
    const figures = (await figuresOf('schuladmin')).json() as KeyFigures;
    expect(figures.accounts_by_month).toHaveLength(KEY_FIGURES_MONTHS);
    const total = figures.accounts_by_month.reduce((sum, month) => sum + month.count, 0);
    expect(total).toBe(figures.totals.accounts);
    expect(figures.accounts_by_month.some((month) => month.count >= 11)).toBe(true);
  });

  it.each(['schueler', 'lehrer', 'technik', 'deaktiviert'])('refuses %s with 403', async (username) => {
    expect((await figuresOf(username)).statusCode).toBe(403);
  });
});

describe('lastMonths', () => {
  it('counts back across the turn of the year in German time', () => {
    // 31 Dec 23:30 UTC is already January in Berlin.
    expect(lastMonths(new Date('2025-12-31T23:30:00Z'), 3)).toEqual(['2025-11', '2025-12', '2026-01']);
  });
});
