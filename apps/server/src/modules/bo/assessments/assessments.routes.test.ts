import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import {
  ASSESSMENT_MESSAGES,
  assessmentOverviewSchema,
  createdFeedbackLinkSchema,
  FEEDBACK_MESSAGES,
  studentAssessmentSchema,
  type AssessmentOverview,
} from '@berufswahl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMessage } from '../../../platform/mail';
import { createTestApp, demoUser, type TestApp } from '../../../test/test-app';
import { notifications } from '../../messaging/testing';
import { competenceAssessments } from './assessments.schema';
import { loadCompetences } from './competences';

let testApp: TestApp;
let mailDir: string;

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
async function call(who: string | null, method: Method, url: string, json?: object) {
  const token = who === null ? null : await testApp.tokenOf(who);
  return testApp.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(json ? { payload: json } : {}) });
}

const MY = '/api/bo/v1/assessments/my';
const studentUrl = (uuid: string) => `/api/bo/v1/students/${uuid}/assessments`;

async function completeRatings(value: (index: number) => number | null) {
  return (await loadCompetences()).map((competence, index) => ({ item: competence.key, value: value(index) }));
}

async function my(username = 'schueler'): Promise<AssessmentOverview> {
  const response = await call(username, 'GET', MY);
  expect(response.statusCode, response.body).toBe(200);
  return assessmentOverviewSchema.parse(response.json());
}

const itemOf = (overview: AssessmentOverview, key: string) => overview.items.find((item) => item.key === key);

beforeAll(async () => {
  mailDir = await mkdtemp(path.join(tmpdir(), 'berufswahl-assessment-mail-'));
  testApp = await createTestApp({ LOG_LEVEL: 'error', MAIL_DIR: mailDir, RATE_LIMIT_FEEDBACK: '100000/600' });
});
afterAll(async () => {
  await testApp.close();
  await rm(mailDir, { recursive: true, force: true });
});

describe('GET and PATCH /assessments/my', () => {
  it('starts with every item of the content and nothing rated', async () => {
    const overview = await my();
    const competences = await loadCompetences();
    expect(overview.items.map((item) => item.key)).toEqual(competences.map((competence) => competence.key));
    expect(overview.items[0]).toMatchObject({ self: null, others: { teacher: null, supervisor: null, parent: null }, differs: false, reflection: null });
    expect(overview).toMatchObject({ counts: { teacher: 0, supervisor: 0, parent: 0 }, waiting_for_release: 0, teacher_visible_sources: [], parent_links: [] });
  });

  it('merges the student\'s ratings and reflections; null and an empty text remove one', async () => {
    let response = await call('schueler', 'PATCH', MY, {
      ratings: [
        { item: 'puenktlichkeit', value: 5 },
        { item: 'teamfaehigkeit', value: 2 },
      ],
      reflections: [{ item: 'teamfaehigkeit', text: ' Im Team bin ich eher still. ' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    response = await call('schueler', 'PATCH', MY, { ratings: [{ item: 'puenktlichkeit', value: null }, { item: 'sorgfalt', value: 4 }] });
    const overview = assessmentOverviewSchema.parse(response.json());
    expect(itemOf(overview, 'puenktlichkeit')?.self).toBeNull();
    expect(itemOf(overview, 'teamfaehigkeit')).toMatchObject({ self: 2, reflection: 'Im Team bin ich eher still.' });
    expect(itemOf(overview, 'sorgfalt')?.self).toBe(4);
    expect(overview.updated_at).not.toBeNull();
    const cleared = assessmentOverviewSchema.parse((await call('schueler', 'PATCH', MY, { reflections: [{ item: 'teamfaehigkeit', text: '' }] })).json());
    expect(itemOf(cleared, 'teamfaehigkeit')).toMatchObject({ self: 2, reflection: null });
  });

  it('refuses an unknown item (400, on the field) and answers 403 to staff', async () => {
    const response = await call('schueler', 'PATCH', MY, { ratings: [{ item: 'zaubern', value: 3 }] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: [{ field: 'ratings', message: ASSESSMENT_MESSAGES.unknownItem }] });
    expect((await call('lehrer', 'GET', MY)).statusCode).toBe(403);
    expect((await call('lehrer', 'PATCH', MY, {})).statusCode).toBe(403);
  });
});

describe('the teachers\' view and rating', () => {
  it('stores the teacher\'s rating (every item once) and shows it to the student as a mean with the difference flagged', async () => {
    const student = demoUser(testApp.world, 'schueler').uuid;
    await call('schueler', 'PATCH', MY, { ratings: [{ item: 'kommunikation', value: 1 }] });
    const ratings = await completeRatings((index) => (index === 0 ? null : 4));
    const response = await call('lehrer', 'PUT', `${studentUrl(student)}/teacher`, { ratings });
    expect(response.statusCode, response.body).toBe(200);
    const view = studentAssessmentSchema.parse(response.json());
    expect(view.student).toMatchObject({ uuid: student, first_name: 'Lena' });
    expect(view.items.find((item) => item.key === 'kommunikation')).toMatchObject({ mine: 4, self: null });
    expect(view.items[0]?.mine).toBeNull();

    // A second rating by the coordinator: the student sees the mean of both, null values not counted.
    const second = await completeRatings((index) => (index === 0 ? 2 : 3));
    expect((await call('schuladmin', 'PUT', `${studentUrl(student)}/teacher`, { ratings: second })).statusCode).toBe(200);
    const overview = await my();
    expect(itemOf(overview, 'kommunikation')).toMatchObject({ self: 1, others: { teacher: 3.5 }, differs: true });
    expect(itemOf(overview, 'puenktlichkeit')?.others.teacher).toBe(2);
    expect(overview.counts.teacher).toBe(2);

    // Rating again replaces the teacher's own row.
    expect((await call('lehrer', 'PUT', `${studentUrl(student)}/teacher`, { ratings: await completeRatings(() => 5) })).statusCode).toBe(200);
    const rows = await testApp.database.db
      .select()
      .from(competenceAssessments)
      .where(and(eq(competenceAssessments.studentUuid, student), eq(competenceAssessments.source, 'teacher')));
    expect(rows).toHaveLength(2);
  });

  it('refuses an incomplete teacher rating with the German message', async () => {
    const student = demoUser(testApp.world, 'schueler').uuid;
    const ratings = (await completeRatings(() => 3)).slice(1);
    const response = await call('lehrer', 'PUT', `${studentUrl(student)}/teacher`, { ratings });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: [{ field: 'ratings', message: FEEDBACK_MESSAGES.ratingMissing }] });
  });

  it('shows the student\'s own and the parents\' ratings only when the student shares them', async () => {
    const student = demoUser(testApp.world, 'schueler').uuid;
    await call('schueler', 'PATCH', MY, { ratings: [{ item: 'sorgfalt', value: 4 }], teacher_visible_sources: [] });
    let view = studentAssessmentSchema.parse((await call('lehrer', 'GET', studentUrl(student))).json());
    expect(view.shared_sources).toEqual([]);
    expect(view.items.find((item) => item.key === 'sorgfalt')?.self).toBeNull();

    await call('schueler', 'PATCH', MY, { teacher_visible_sources: ['self'] });
    view = studentAssessmentSchema.parse((await call('lehrer', 'GET', studentUrl(student))).json());
    expect(view.shared_sources).toEqual(['self']);
    expect(view.items.find((item) => item.key === 'sorgfalt')?.self).toBe(4);
  });

  it('answers 404 to another school\'s teacher and a teacher who does not teach the student, 403 to a student', async () => {
    const student = demoUser(testApp.world, 'schueler').uuid;
    const ratings = await completeRatings(() => 3);
    for (const username of ['lehrer2', 'lehrer-neu']) {
      expect((await call(username, 'GET', studentUrl(student))).statusCode, username).toBe(404);
      expect((await call(username, 'PUT', `${studentUrl(student)}/teacher`, { ratings })).statusCode, username).toBe(404);
    }
    expect((await call('schueler', 'GET', studentUrl(student))).statusCode).toBe(403);
    // A teacher named as the student: no student, 404.
    expect((await call('schuladmin', 'GET', studentUrl(demoUser(testApp.world, 'lehrer').uuid))).statusCode).toBe(404);
  });
});

describe('POST /assessments/parent-links', () => {
  it('makes a parent link, mails it when asked and counts the parent\'s answer for the student at once', async () => {
    const response = await call('schueler', 'POST', '/api/bo/v1/assessments/parent-links', { send_mail: true, recipient_email: 'mama@example.org' });
    expect(response.statusCode, response.body).toBe(201);
    const link = createdFeedbackLinkSchema.parse(response.json());
    expect(link).toMatchObject({ source: 'parent', state: 'open', mailed: true });
    const files = (await readdir(mailDir)).filter((file) => file.endsWith('.eml'));
    const mails = await Promise.all(files.map(async (file) => parseMessage(await readFile(path.join(mailDir, file), 'utf8'))));
    const mail = mails.find((candidate) => candidate.headers.to === 'mama@example.org');
    expect(mail?.headers.subject).toBe('Lena bittet Sie um eine Einschätzung');
    expect(mail?.text).toContain(link.url);

    const token = link.url.split('/').pop() ?? '';
    const page = await call(null, 'GET', `/api/public/v1/feedback/${token}`);
    expect(page.json()).toMatchObject({ kind: 'parent', company_name: null, max_days_present: null });
    const withDays = await call(null, 'POST', `/api/public/v1/feedback/${token}`, { days_present: 3, ratings: await completeRatings(() => 2) });
    expect(withDays.statusCode).toBe(400);
    expect(withDays.json()).toMatchObject({ fields: [{ field: 'days_present', message: FEEDBACK_MESSAGES.daysPresentNotAsked }] });
    expect((await call(null, 'POST', `/api/public/v1/feedback/${token}`, { ratings: await completeRatings(() => 2) })).statusCode).toBe(201);

    const overview = await my();
    expect(overview.counts.parent).toBe(1);
    expect(itemOf(overview, 'sorgfalt')?.others.parent).toBe(2);
    expect(overview.parent_links.find((candidate) => candidate.uuid === link.uuid)?.state).toBe('used');
    const notes = await testApp.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userUuid, demoUser(testApp.world, 'schueler').uuid), eq(notifications.title, 'Neue Einschätzung')));
    expect(notes).toHaveLength(1);

    // Parents' ratings reach the teachers only once shared.
    const student = demoUser(testApp.world, 'schueler').uuid;
    await call('schueler', 'PATCH', MY, { teacher_visible_sources: ['parent'] });
    const view = studentAssessmentSchema.parse((await call('lehrer', 'GET', studentUrl(student))).json());
    expect(view.items.find((item) => item.key === 'sorgfalt')).toMatchObject({ parent: 2, self: null });
  });

  it('asks for an address when the link is to be mailed; only the student revokes a parent link', async () => {
    const refused = await call('schueler', 'POST', '/api/bo/v1/assessments/parent-links', { send_mail: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fields: [{ field: 'recipient_email' }] });
    const link = createdFeedbackLinkSchema.parse((await call('schueler', 'POST', '/api/bo/v1/assessments/parent-links', {})).json());
    expect(link.mailed).toBe(false);
    const revokeUrl = `/api/bo/v1/feedback-links/${link.uuid}`;
    const asTeacher = await testApp.app.inject({ method: 'DELETE', url: revokeUrl, headers: { authorization: `Bearer ${await testApp.tokenOf('lehrer')}` } });
    expect(asTeacher.statusCode).toBe(404);
    const asStudent = await testApp.app.inject({ method: 'DELETE', url: revokeUrl, headers: { authorization: `Bearer ${await testApp.tokenOf('schueler')}` } });
    expect(asStudent.statusCode).toBe(204);
    expect((await my()).parent_links.find((candidate) => candidate.uuid === link.uuid)?.state).toBe('revoked');
  });
});
