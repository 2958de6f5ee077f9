import { and, eq } from 'drizzle-orm';
import { INTERNSHIP_MESSAGES, internshipListSchema, internshipSchema, fieldsOfWorkSchema, type Internship } from '@berufswahl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoUser, type TestApp } from '../../../test/test-app';
import { createAccount, tokenFor } from '../../identity/testing';
import { notifications } from '../../messaging/testing';
import { placementBody } from '../testing';
import { internshipPeriods, internshipReports, internships } from './internships.schema';

const URL = '/api/bo/v1/internships';
const placementUrl = (uuid: string) => `${URL}/${uuid}`;

let testApp: TestApp;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
async function call(who: string | { token: string } | null, method: Method, url: string, json?: object) {
  const token = who === null ? null : typeof who === 'string' ? await testApp.tokenOf(who) : who.token;
  return testApp.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(json ? { payload: json } : {}) });
}

async function record(username: string, body: object = placementBody(true)): Promise<Internship> {
  const response = await call(username, 'POST', URL, body);
  expect(response.statusCode, response.body).toBe(201);
  return internshipSchema.parse(response.json());
}

async function setStoredState(uuid: string, state: 'confirmed' | 'returned', reviewComment: string | null = null) {
  await testApp.database.db.update(internships).set({ state, reviewComment }).where(eq(internships.uuid, uuid));
}

function fieldErrors(response: { json: () => unknown }) {
  return (response.json() as { fields?: { field: string; message: string }[] }).fields ?? [];
}

beforeAll(async () => {
  testApp = await createTestApp({ LOG_LEVEL: 'error' });
});
afterAll(() => testApp.close());

describe('GET /fields-of-work', () => {
  it('lists the Berufsfelder for students and staff', async () => {
    for (const username of ['schueler', 'lehrer', 'schuladmin']) {
      const response = await call(username, 'GET', '/api/bo/v1/fields-of-work');
      expect(response.statusCode).toBe(200);
      expect(fieldsOfWorkSchema.parse(response.json())).toContainEqual({ key: 'bau-architektur-vermessung', name: 'Bau, Architektur, Vermessung' });
    }
  });

  it('answers 401 without a token and 403 to a Land coordinator', async () => {
    expect((await call(null, 'GET', '/api/bo/v1/fields-of-work')).statusCode).toBe(401);
    expect((await call('landadmin', 'GET', '/api/bo/v1/fields-of-work')).statusCode).toBe(403);
  });
});

describe('POST /internships', () => {
  it('records a draft without notifying anyone', async () => {
    const lehrer = demoUser(testApp.world, 'lehrer').uuid;
    const before = await testApp.database.db.select().from(notifications).where(eq(notifications.userUuid, lehrer));
    const placement = await record('schueler');
    expect(placement).toMatchObject({
      state: 'draft',
      submitted_at: null,
      company_name: 'Tischlerei Holzwurm',
      field_of_work: { key: 'bau-architektur-vermessung', name: 'Bau, Architektur, Vermessung' },
      student: { uuid: demoUser(testApp.world, 'schueler').uuid },
      outside_period: false,
      report_count: 0,
      supervisor_phone: null,
      daily_hours: null,
    });
    const after = await testApp.database.db.select().from(notifications).where(eq(notifications.userUuid, lehrer));
    expect(after).toHaveLength(before.length);
  });

  it('submits without draft and notifies the class teacher in the Sie form', async () => {
    const placement = await record('schueler', { ...placementBody(false), company_name: 'Bäckerei Korn', draft: undefined, daily_hours: 6.5 });
    expect(placement.state).toBe('submitted');
    expect(placement.submitted_at).not.toBeNull();
    expect(placement.daily_hours).toBe(6.5);
    const sent = await testApp.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userUuid, demoUser(testApp.world, 'lehrer').uuid), eq(notifications.type, 'internship')));
    const notification = sent.find((one) => one.message.includes('Bäckerei Korn'));
    expect(notification?.message).toContain('Lena Schmidt hat einen Praktikumsplatz eingereicht: Bäckerei Korn, 01.03.2027 bis 12.03.2027. Bitte prüfen Sie');
  });

  it('refuses a field of work that is not on the list with the German message on the field', async () => {
    const response = await call('schueler', 'POST', URL, { ...placementBody(true), field_of_work: 'zauberei' });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toContainEqual({ field: 'field_of_work', message: INTERNSHIP_MESSAGES.unknownFieldOfWork });
  });

  it('refuses an end before the start, too long a span and a day that does not exist', async () => {
    const endFirst = await call('schueler', 'POST', URL, { ...placementBody(true), start_date: '2027-03-10', end_date: '2027-03-01' });
    expect(endFirst.statusCode).toBe(400);
    expect(JSON.stringify(endFirst.json())).toContain(INTERNSHIP_MESSAGES.endBeforeStart);
    const tooLong = await call('schueler', 'POST', URL, { ...placementBody(true), start_date: '2027-03-01', end_date: '2028-03-01' });
    expect(tooLong.statusCode).toBe(400);
    expect(JSON.stringify(tooLong.json())).toContain(INTERNSHIP_MESSAGES.tooLong);
    expect((await call('schueler', 'POST', URL, { ...placementBody(true), start_date: '2027-04-31' })).statusCode).toBe(400);
  });

  it('refuses too long a company name, a wrong type and a bad postcode', async () => {
    expect((await call('schueler', 'POST', URL, { ...placementBody(true), company_name: 'x'.repeat(256) })).statusCode).toBe(400);
    expect((await call('schueler', 'POST', URL, { ...placementBody(true), daily_hours: 'sechs' })).statusCode).toBe(400);
    const postcode = await call('schueler', 'POST', URL, { ...placementBody(true), postcode: '123' });
    expect(JSON.stringify(postcode.json())).toContain(INTERNSHIP_MESSAGES.postcode);
  });

  it('answers 409 with the German message to a student in no class', async () => {
    const school = testApp.world.schools.find((one) => one.key === 'A');
    if (!school) throw new Error('demo school A missing');
    const student = await createAccount(testApp.database.db, { role: 'SCHUELER', school: { uuid: school.uuid, clientUuid: testApp.world.client.uuid } });
    const response = await call({ token: await tokenFor(testApp.app, student) }, 'POST', URL, placementBody(true));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(INTERNSHIP_MESSAGES.noClass);
  });

  it('answers 403 to a teacher and 401 without a token', async () => {
    expect((await call('lehrer', 'POST', URL, placementBody(true))).statusCode).toBe(403);
    expect((await call(null, 'POST', URL, placementBody(true))).statusCode).toBe(401);
  });
});

describe('GET /internships/my', () => {
  it('lists only the own placements, the latest first day first, with their report count', async () => {
    const early = await record('schueler2', { ...placementBody(true), start_date: '2027-01-04', end_date: '2027-01-08' });
    const late = await record('schueler2', { ...placementBody(true), start_date: '2027-06-07', end_date: '2027-06-11' });
    await testApp.database.db.insert(internshipReports).values({ internshipUuid: late.uuid, authorUuid: late.student.uuid, reportDate: '2027-06-07', text: 'Erster Tag.' });
    const response = await call('schueler2', 'GET', `${URL}/my`);
    expect(response.statusCode).toBe(200);
    const items = internshipListSchema.parse(response.json()).items;
    expect(items.every((item) => item.student.uuid === demoUser(testApp.world, 'schueler2').uuid)).toBe(true);
    expect(items.findIndex((item) => item.uuid === late.uuid)).toBeLessThan(items.findIndex((item) => item.uuid === early.uuid));
    expect(items.find((item) => item.uuid === late.uuid)?.report_count).toBe(1);
  });

  it('warns when the dates lie outside every period of the student\'s grade', async () => {
    const school = testApp.world.schools.find((one) => one.key === 'B');
    if (!school) throw new Error('demo school B missing');
    await testApp.database.db.insert(internshipPeriods).values({ schoolUuid: school.uuid, grade: 9, label: 'Praktikum 9', startDate: '2027-01-04', endDate: '2027-01-15' });
    const items = internshipListSchema.parse((await call('schueler2', 'GET', `${URL}/my`)).json()).items;
    expect(items.find((item) => item.start_date === '2027-01-04')?.outside_period).toBe(false);
    expect(items.find((item) => item.start_date === '2027-06-07')?.outside_period).toBe(true);
  });
});

describe('GET /internships/:internshipUuid', () => {
  it('shows a submitted placement to its student, the class teacher and the school coordinator', async () => {
    const placement = await record('schueler', placementBody(false));
    for (const username of ['schueler', 'lehrer', 'schuladmin']) {
      const response = await call(username, 'GET', placementUrl(placement.uuid));
      expect(response.statusCode, username).toBe(200);
      expect(internshipSchema.parse(response.json()).uuid).toBe(placement.uuid);
    }
  });

  it('answers 404 to a teacher who does not teach the student, another school and another student', async () => {
    const placement = await record('schueler', placementBody(false));
    for (const username of ['lehrer-neu', 'lehrer2', 'schueler2']) {
      expect((await call(username, 'GET', placementUrl(placement.uuid))).statusCode, username).toBe(404);
    }
  });

  it('keeps a draft from the staff: 404 to the class teacher', async () => {
    const draft = await record('schueler');
    expect((await call('lehrer', 'GET', placementUrl(draft.uuid))).statusCode).toBe(404);
    expect((await call('schueler', 'GET', placementUrl(draft.uuid))).statusCode).toBe(200);
  });
});

describe('PATCH /internships/:internshipUuid', () => {
  it('edits a draft, submits it and takes it back into the drafts', async () => {
    const draft = await record('schueler');
    const edited = await call('schueler', 'PATCH', placementUrl(draft.uuid), { city: 'Leipzig', supervisor_phone: '0341 123' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ city: 'Leipzig', supervisor_phone: '0341 123', state: 'draft', company_name: 'Tischlerei Holzwurm' });
    const submitted = internshipSchema.parse((await call('schueler', 'PATCH', placementUrl(draft.uuid), { draft: false })).json());
    expect(submitted.state).toBe('submitted');
    expect(submitted.submitted_at).not.toBeNull();
    const back = internshipSchema.parse((await call('schueler', 'PATCH', placementUrl(draft.uuid), { draft: true })).json());
    expect(back).toMatchObject({ state: 'draft', submitted_at: null });
  });

  it('submits a returned placement again and keeps the teacher\'s comment', async () => {
    const placement = await record('schueler', placementBody(false));
    await setStoredState(placement.uuid, 'returned', 'Bitte die Telefonnummer ergänzen.');
    const again = internshipSchema.parse((await call('schueler', 'PATCH', placementUrl(placement.uuid), { supervisor_phone: '0341 555', draft: false })).json());
    expect(again).toMatchObject({ state: 'submitted', review_comment: 'Bitte die Telefonnummer ergänzen.' });
  });

  it('answers 409 on a confirmed placement', async () => {
    const placement = await record('schueler', placementBody(false));
    await setStoredState(placement.uuid, 'confirmed');
    const response = await call('schueler', 'PATCH', placementUrl(placement.uuid), { city: 'Halle' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(INTERNSHIP_MESSAGES.notEditable);
  });

  it('checks a changed first day against the stored last day', async () => {
    const draft = await record('schueler');
    const response = await call('schueler', 'PATCH', placementUrl(draft.uuid), { start_date: '2027-04-01' });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toContainEqual({ field: 'end_date', message: INTERNSHIP_MESSAGES.endBeforeStart });
  });

  it('refuses an unknown field of work and answers 404 on another student\'s placement', async () => {
    const draft = await record('schueler');
    const unknown = await call('schueler', 'PATCH', placementUrl(draft.uuid), { field_of_work: 'zauberei' });
    expect(fieldErrors(unknown)).toContainEqual({ field: 'field_of_work', message: INTERNSHIP_MESSAGES.unknownFieldOfWork });
    expect((await call('schueler2', 'PATCH', placementUrl(draft.uuid), { city: 'Halle' })).statusCode).toBe(404);
    expect((await call('lehrer', 'PATCH', placementUrl(draft.uuid), { city: 'Halle' })).statusCode).toBe(403);
  });
});

describe('DELETE /internships/:internshipUuid', () => {
  it('deletes a draft and a returned placement', async () => {
    const draft = await record('schueler');
    expect((await call('schueler', 'DELETE', placementUrl(draft.uuid))).statusCode).toBe(204);
    expect((await call('schueler', 'GET', placementUrl(draft.uuid))).statusCode).toBe(404);
    const returned = await record('schueler', placementBody(false));
    await setStoredState(returned.uuid, 'returned', 'Der Betrieb passt nicht.');
    expect((await call('schueler', 'DELETE', placementUrl(returned.uuid))).statusCode).toBe(204);
  });

  it('keeps a submitted placement (409) and another student\'s (404)', async () => {
    const submitted = await record('schueler', placementBody(false));
    const response = await call('schueler', 'DELETE', placementUrl(submitted.uuid));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(INTERNSHIP_MESSAGES.notDeletable);
    const draft = await record('schueler');
    expect((await call('schueler2', 'DELETE', placementUrl(draft.uuid))).statusCode).toBe(404);
  });
});
