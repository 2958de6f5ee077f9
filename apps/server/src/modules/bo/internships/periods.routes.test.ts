import { eq } from 'drizzle-orm';
import { INTERNSHIP_MESSAGES, internshipPeriodListSchema, internshipPeriodSchema } from '@berufswahl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { internshipPeriods } from './internships.schema';

const URL = '/api/bo/v1/internship-periods';
let testApp: TestApp;

async function call(username: string | null, method: 'GET' | 'POST' | 'DELETE', url: string, json?: object) {
  const token = username === null ? null : await testApp.tokenOf(username);
  return testApp.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(json ? { payload: json } : {}) });
}

const body = { grade: 9, label: 'Betriebspraktikum 9', start_date: '2027-01-11', end_date: '2027-01-29' };

function schoolUuid(key: 'A' | 'B'): string {
  const school = testApp.world.schools.find((one) => one.key === key);
  if (!school) throw new Error(`demo school ${key} missing`);
  return school.uuid;
}

beforeAll(async () => {
  testApp = await createTestApp({ LOG_LEVEL: 'error' });
});
afterAll(() => testApp.close());

describe('internship periods', () => {
  it('lets the coordinator add a period of the own school, which its students and teachers read', async () => {
    const created = await call('schuladmin', 'POST', URL, body);
    expect(created.statusCode, created.body).toBe(201);
    const period = internshipPeriodSchema.parse(created.json());
    expect(period).toMatchObject(body);
    const [stored] = await testApp.database.db.select().from(internshipPeriods).where(eq(internshipPeriods.uuid, period.uuid));
    expect(stored?.schoolUuid).toBe(schoolUuid('A'));
    for (const reader of ['schueler', 'lehrer', 'schuladmin']) {
      const list = internshipPeriodListSchema.parse((await call(reader, 'GET', URL)).json());
      expect(list.items.map((item) => item.uuid)).toContain(period.uuid);
    }
    // Another school sees its own periods only.
    const foreign = internshipPeriodListSchema.parse((await call('lehrer2', 'GET', URL)).json());
    expect(foreign.items.map((item) => item.uuid)).not.toContain(period.uuid);
  });

  it('answers 403 to a teacher or a student who adds one, 401 without a token', async () => {
    expect((await call('lehrer', 'POST', URL, body)).statusCode).toBe(403);
    expect((await call('schueler', 'POST', URL, body)).statusCode).toBe(403);
    expect((await call(null, 'POST', URL, body)).statusCode).toBe(401);
    expect((await call(null, 'GET', URL)).statusCode).toBe(401);
  });

  it('answers 400 with German messages to invalid dates, grades, a too long label and wrong types', async () => {
    const reversed = await call('schuladmin', 'POST', URL, { ...body, start_date: '2027-02-01', end_date: '2027-01-01' });
    expect(reversed.statusCode).toBe(400);
    expect(JSON.stringify(reversed.json())).toContain(INTERNSHIP_MESSAGES.periodEndBeforeStart);
    const grade = await call('schuladmin', 'POST', URL, { ...body, grade: 4 });
    expect(grade.statusCode).toBe(400);
    expect(JSON.stringify(grade.json())).toContain(INTERNSHIP_MESSAGES.periodGrade);
    expect((await call('schuladmin', 'POST', URL, { ...body, grade: '9' })).statusCode).toBe(400);
    expect((await call('schuladmin', 'POST', URL, { ...body, start_date: '2027-02-30' })).statusCode).toBe(400);
    expect((await call('schuladmin', 'POST', URL, { ...body, start_date: '11.01.2027' })).statusCode).toBe(400);
    expect((await call('schuladmin', 'POST', URL, { ...body, label: 'x'.repeat(121) })).statusCode).toBe(400);
  });

  it('lets the coordinator delete a period of the own school; another school’s answers 404, a teacher 403', async () => {
    const period = internshipPeriodSchema.parse((await call('schuladmin', 'POST', URL, body)).json());
    expect((await call('lehrer', 'DELETE', `${URL}/${period.uuid}`)).statusCode).toBe(403);
    expect((await call('schuladmin', 'DELETE', `${URL}/${period.uuid}`)).statusCode).toBe(204);
    expect((await call('schuladmin', 'DELETE', `${URL}/${period.uuid}`)).statusCode).toBe(404);
    const [foreign] = await testApp.database.db
      .insert(internshipPeriods)
      .values({ schoolUuid: schoolUuid('B'), grade: 9, label: 'Schule B', startDate: '2027-01-11', endDate: '2027-01-29' })
      .returning();
    if (!foreign) throw new Error('no period');
    expect((await call('schuladmin', 'DELETE', `${URL}/${foreign.uuid}`)).statusCode).toBe(404);
    expect(await testApp.database.db.select().from(internshipPeriods).where(eq(internshipPeriods.uuid, foreign.uuid))).toHaveLength(1);
  });
});
