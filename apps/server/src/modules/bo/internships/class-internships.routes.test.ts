import { and, eq } from 'drizzle-orm';
import {
  classInternshipsSchema,
  INTERNSHIP_LIMITS,
  INTERNSHIP_MESSAGES,
  INTERNSHIP_REVIEW_MESSAGES,
  internshipSchema,
  type Internship,
} from '@berufswahl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoUser, type TestApp } from '../../../test/test-app';
import { createAccount, type TestAccount } from '../../identity/testing';
import { notifications } from '../../messaging/testing';
import { placementBody } from '../testing';
import { internshipPeriods, internships } from './internships.schema';

const CLASS_8A = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0001';
const CLASS_8B = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0002';
const CLASS_9C_OF_B = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0011';
const overviewUrl = (classUuid: string) => `/api/bo/v1/classes/${classUuid}/internships`;
const remindUrl = (classUuid: string) => `/api/bo/v1/classes/${classUuid}/internships/reminders`;
const reviewUrl = (uuid: string) => `/api/bo/v1/internships/${uuid}/review`;

let testApp: TestApp;
/** A second student of 8a who records nothing: the one to remind. */
let quietStudent: TestAccount;

type Method = 'GET' | 'POST' | 'PATCH';
async function call(username: string | null, method: Method, url: string, json?: object) {
  const token = username === null ? null : await testApp.tokenOf(username);
  return testApp.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(json ? { payload: json } : {}) });
}

async function record(username: string, draft: boolean, companyName = 'Tischlerei Holzwurm'): Promise<Internship> {
  const response = await call(username, 'POST', '/api/bo/v1/internships', { ...placementBody(draft), company_name: companyName });
  expect(response.statusCode, response.body).toBe(201);
  return internshipSchema.parse(response.json());
}

async function notificationsOf(userUuid: string) {
  return testApp.database.db.select().from(notifications).where(and(eq(notifications.userUuid, userUuid), eq(notifications.type, 'internship')));
}

beforeAll(async () => {
  testApp = await createTestApp({ LOG_LEVEL: 'error' });
  const school = testApp.world.schools.find((one) => one.key === 'A');
  if (!school) throw new Error('demo school A missing');
  quietStudent = await createAccount(testApp.database.db, {
    role: 'SCHUELER',
    school: { uuid: school.uuid, clientUuid: testApp.world.client.uuid },
    classUuid: CLASS_8A,
    firstName: 'Anton',
    surname: 'Adler',
  });
  await testApp.database.db.insert(internshipPeriods).values([
    { schoolUuid: school.uuid, grade: 8, label: 'Praktikum 8', startDate: '2027-03-01', endDate: '2027-03-19' },
    { schoolUuid: school.uuid, grade: 9, label: 'Praktikum 9', startDate: '2027-06-01', endDate: '2027-06-19' },
  ]);
});
afterAll(() => testApp.close());

describe('GET /classes/:classUuid/internships', () => {
  it('lists every student of the class with the handed-over placements, no drafts, and the periods of the grade', async () => {
    const draft = await record('schueler', true, 'Geheimer Entwurf');
    const submitted = await record('schueler', false, 'Bäckerei Korn');
    const response = await call('lehrer', 'GET', overviewUrl(CLASS_8A));
    expect(response.statusCode, response.body).toBe(200);
    const overview = classInternshipsSchema.parse(response.json());
    expect(overview.class).toEqual({ uuid: CLASS_8A, name: '8a', grade: 8 });
    // By surname: Adler before Schmidt.
    expect(overview.students.map((student) => student.last_name)).toEqual(['Adler', 'Schmidt']);
    const lena = overview.students.find((student) => student.uuid === demoUser(testApp.world, 'schueler').uuid);
    expect(lena?.internships.map((one) => one.uuid)).toContain(submitted.uuid);
    expect(lena?.internships.map((one) => one.uuid)).not.toContain(draft.uuid);
    expect(lena?.internships.find((one) => one.uuid === submitted.uuid)).toMatchObject({ state: 'submitted', company_name: 'Bäckerei Korn', outside_period: false });
    expect(overview.students.find((student) => student.uuid === quietStudent.uuid)?.internships).toEqual([]);
    expect(overview.periods.map((period) => period.label)).toEqual(['Praktikum 8']);
  });

  it('lets the school’s coordinator read it too', async () => {
    expect((await call('schuladmin', 'GET', overviewUrl(CLASS_8A))).statusCode).toBe(200);
  });

  it('answers 404 for another school’s class and a class the teacher does not teach, 403 to a student, 401 without a token', async () => {
    expect((await call('lehrer2', 'GET', overviewUrl(CLASS_8A))).statusCode).toBe(404);
    expect((await call('lehrer', 'GET', overviewUrl(CLASS_9C_OF_B))).statusCode).toBe(404);
    expect((await call('lehrer', 'GET', overviewUrl(CLASS_8B))).statusCode).toBe(404);
    expect((await call('lehrer-neu', 'GET', overviewUrl(CLASS_8A))).statusCode).toBe(404);
    expect((await call('schueler', 'GET', overviewUrl(CLASS_8A))).statusCode).toBe(403);
    expect((await call(null, 'GET', overviewUrl(CLASS_8A))).statusCode).toBe(401);
    expect((await call('lehrer', 'GET', overviewUrl('keine-uuid'))).statusCode).toBe(400);
  });
});

describe('PATCH /internships/:internshipUuid/review', () => {
  it('returns a submitted placement with a comment, notifies the student (du), and confirms it once resubmitted', async () => {
    const placement = await record('schueler', false, 'Gärtnerei Grün');
    const student = demoUser(testApp.world, 'schueler').uuid;
    const before = (await notificationsOf(student)).length;

    const noComment = await call('lehrer', 'PATCH', reviewUrl(placement.uuid), { decision: 'returned' });
    expect(noComment.statusCode).toBe(400);
    expect(JSON.stringify(noComment.json())).toContain(INTERNSHIP_MESSAGES.returnNeedsComment);

    const returned = await call('lehrer', 'PATCH', reviewUrl(placement.uuid), { decision: 'returned', comment: 'Bitte die Telefonnummer ergänzen.' });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(internshipSchema.parse(returned.json())).toMatchObject({ state: 'returned', review_comment: 'Bitte die Telefonnummer ergänzen.' });
    const [stored] = await testApp.database.db.select().from(internships).where(eq(internships.uuid, placement.uuid));
    expect(stored?.reviewedByUuid).toBe(demoUser(testApp.world, 'lehrer').uuid);
    expect(stored?.reviewedAt).toBeInstanceOf(Date);
    const told = await notificationsOf(student);
    expect(told).toHaveLength(before + 1);
    expect(told.map((one) => one.message)).toContain(INTERNSHIP_REVIEW_MESSAGES.returnedText('Gärtnerei Grün'));

    const again = await call('lehrer', 'PATCH', reviewUrl(placement.uuid), { decision: 'confirmed' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(INTERNSHIP_MESSAGES.notSubmitted);

    const resubmitted = await call('schueler', 'PATCH', `/api/bo/v1/internships/${placement.uuid}`, { supervisor_phone: '0341 123456', draft: false });
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    const confirmed = await call('schuladmin', 'PATCH', reviewUrl(placement.uuid), { decision: 'confirmed' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ state: 'confirmed', review_comment: null });
    expect((await notificationsOf(student)).map((one) => one.title)).toContain(INTERNSHIP_REVIEW_MESSAGES.confirmedTitle);
  });

  it('lets only one of two reviews at the same moment decide; the other answers 409', async () => {
    const placement = await record('schueler', false, 'Bäckerei Korn');
    const [byTeacher, byCoordinator] = await Promise.all([
      call('lehrer', 'PATCH', reviewUrl(placement.uuid), { decision: 'confirmed' }),
      call('schuladmin', 'PATCH', reviewUrl(placement.uuid), { decision: 'returned', comment: 'Bitte die Adresse prüfen.' }),
    ]);
    expect([byTeacher.statusCode, byCoordinator.statusCode].sort()).toEqual([200, 409]);
    const winner = byTeacher.statusCode === 200 ? 'confirmed' : 'returned';
    const [stored] = await testApp.database.db.select().from(internships).where(eq(internships.uuid, placement.uuid));
    expect(stored?.state).toBe(winner);
  });

  it('answers 404 for a draft, another school’s teacher and a teacher who does not teach the student', async () => {
    const draft = await record('schueler', true);
    expect((await call('lehrer', 'PATCH', reviewUrl(draft.uuid), { decision: 'confirmed' })).statusCode).toBe(404);
    const submitted = await record('schueler', false);
    expect((await call('lehrer2', 'PATCH', reviewUrl(submitted.uuid), { decision: 'confirmed' })).statusCode).toBe(404);
    expect((await call('lehrer-neu', 'PATCH', reviewUrl(submitted.uuid), { decision: 'confirmed' })).statusCode).toBe(404);
    expect((await call('lehrer', 'PATCH', reviewUrl(crypto.randomUUID()), { decision: 'confirmed' })).statusCode).toBe(404);
  });

  it('answers 403 to the student and 400 to a wrong decision or a too long comment', async () => {
    const submitted = await record('schueler', false);
    expect((await call('schueler', 'PATCH', reviewUrl(submitted.uuid), { decision: 'confirmed' })).statusCode).toBe(403);
    expect((await call('lehrer', 'PATCH', reviewUrl(submitted.uuid), { decision: 'maybe' })).statusCode).toBe(400);
    expect((await call('lehrer', 'PATCH', reviewUrl(submitted.uuid), { decision: 'returned', comment: 'x'.repeat(INTERNSHIP_LIMITS.commentMax + 1) })).statusCode).toBe(400);
    expect((await call('lehrer', 'PATCH', reviewUrl(submitted.uuid), { decision: 'confirmed', comment: 42 })).statusCode).toBe(400);
  });
});

describe('POST /classes/:classUuid/internships/reminders', () => {
  it('reminds the students of the class without a handed-over placement, in the du form', async () => {
    const before = (await notificationsOf(quietStudent.uuid)).length;
    const response = await call('lehrer', 'POST', remindUrl(CLASS_8A), {});
    expect(response.statusCode, response.body).toBe(200);
    // schueler has handed over placements above; only Anton is reminded.
    expect(response.json()).toEqual({ notified: 1 });
    const told = await notificationsOf(quietStudent.uuid);
    expect(told).toHaveLength(before + 1);
    expect(told.at(-1)).toMatchObject({ title: INTERNSHIP_MESSAGES.reminderTitle, message: INTERNSHIP_MESSAGES.reminderText });
  });

  it('reminds only the given students that belong to the class', async () => {
    const others = [demoUser(testApp.world, 'schueler').uuid, demoUser(testApp.world, 'schueler2').uuid];
    const response = await call('lehrer', 'POST', remindUrl(CLASS_8A), { student_uuids: others });
    expect(response.json()).toEqual({ notified: 1 });
  });

  it('answers 404 for another school’s class, 403 to a student and 400 to a list that is no list of uuids', async () => {
    expect((await call('lehrer2', 'POST', remindUrl(CLASS_8A), {})).statusCode).toBe(404);
    expect((await call('lehrer-neu', 'POST', remindUrl(CLASS_8A), {})).statusCode).toBe(404);
    expect((await call('schueler', 'POST', remindUrl(CLASS_8A), {})).statusCode).toBe(403);
    expect((await call('lehrer', 'POST', remindUrl(CLASS_8A), { student_uuids: 'alle' })).statusCode).toBe(400);
    expect((await call('lehrer', 'POST', remindUrl(CLASS_8A), { student_uuids: ['keine-uuid'] })).statusCode).toBe(400);
  });
});
