import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import {
  createdFeedbackLinkSchema,
  FEEDBACK_MESSAGES,
  germanDayOf,
  internshipFeedbackOverviewSchema,
  internshipFeedbackSchema,
  publicFeedbackRequestSchema,
  type CreatedFeedbackLink,
} from '@berufswahl/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseMessage } from '../../../platform/mail';
import { createTestApp, demoUser, TEST_PUBLIC_URL, type TestApp } from '../../../test/test-app';
import { auditEvents } from '../../audit/testing';
import { notifications } from '../../messaging/testing';
import { internships } from '../internships/internships.schema';
import { competenceAssessments, feedbackLinks } from './assessments.schema';
import { loadCompetences } from './competences';
import { hashFeedbackToken } from './feedback-token';

let testApp: TestApp;
let mailDir: string;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
async function call(who: string | null, method: Method, url: string, json?: object, headers: Record<string, string> = {}) {
  const token = who === null ? null : await testApp.tokenOf(who);
  return testApp.app.inject({ method, url, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) }, ...(json ? { payload: json } : {}) });
}

const linksUrl = (internshipUuid: string) => `/api/bo/v1/internships/${internshipUuid}/feedback-links`;
const feedbackUrl = (internshipUuid: string) => `/api/bo/v1/internships/${internshipUuid}/feedback`;
const publicUrl = (token: string) => `/api/public/v1/feedback/${token}`;
const tokenOf = (link: CreatedFeedbackLink) => link.url.split('/').pop() ?? '';

function shiftDay(day: string, n: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}
const today = germanDayOf(new Date());

/** A placement of `schueler` (8a, taught by `lehrer`) in the given state, 10 calendar days long. */
async function placementOf(state: 'draft' | 'submitted' | 'confirmed' = 'confirmed', username = 'schueler'): Promise<string> {
  const student = demoUser(testApp.world, username);
  const schoolUuid = testApp.world.schools.find((school) => school.key === student.school)?.uuid;
  if (!schoolUuid) throw new Error('no school');
  const [row] = await testApp.database.db
    .insert(internships)
    .values({
      studentUuid: student.uuid,
      schoolUuid,
      companyName: 'Bäckerei Korn',
      street: 'Hauptstraße 1',
      postcode: '12345',
      city: 'Musterstadt',
      fieldOfWork: 'dienstleistung',
      supervisorName: 'Frau Korn',
      supervisorEmail: 'korn@example.org',
      startDate: shiftDay(today, -12),
      endDate: shiftDay(today, -3),
      state,
    })
    .returning({ uuid: internships.uuid });
  if (!row) throw new Error('no placement');
  return row.uuid;
}

async function createLink(who: string, internshipUuid: string, body: object = {}): Promise<CreatedFeedbackLink> {
  const response = await call(who, 'POST', linksUrl(internshipUuid), body);
  expect(response.statusCode, response.body).toBe(201);
  return createdFeedbackLinkSchema.parse(response.json());
}

async function completeRatings(value: number | null = 4) {
  return (await loadCompetences()).map((competence) => ({ item: competence.key, value }));
}

async function submit(token: string, body: object) {
  return call(null, 'POST', publicUrl(token), body);
}

async function readMails() {
  const files = (await readdir(mailDir).catch(() => [])).filter((file) => file.endsWith('.eml')).sort();
  return Promise.all(files.map(async (file) => parseMessage(await readFile(path.join(mailDir, file), 'utf8'))));
}

beforeAll(async () => {
  mailDir = await mkdtemp(path.join(tmpdir(), 'berufswahl-feedback-mail-'));
  testApp = await createTestApp({ LOG_LEVEL: 'error', MAIL_DIR: mailDir, RATE_LIMIT_FEEDBACK: '100000/600' });
});
afterAll(async () => {
  await testApp.close();
  await rm(mailDir, { recursive: true, force: true });
});
beforeEach(async () => {
  for (const file of await readdir(mailDir)) await rm(path.join(mailDir, file));
});

describe('POST /internships/:internshipUuid/feedback-links', () => {
  it('gives the student a link whose token is stored only as its hash, and audits it', async () => {
    const placement = await placementOf();
    const link = await createLink('schueler', placement);
    expect(link).toMatchObject({ source: 'supervisor', state: 'open', recipient_email: 'korn@example.org', recipient_name: 'Frau Korn', mailed: false, used_at: null });
    expect(link.url.startsWith(`${TEST_PUBLIC_URL}/rueckmeldung/`)).toBe(true);
    const token = tokenOf(link);
    expect(token.length).toBeGreaterThanOrEqual(43);
    const [stored] = await testApp.database.db.select().from(feedbackLinks).where(eq(feedbackLinks.uuid, link.uuid));
    expect(stored?.tokenHash).toBe(hashFeedbackToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    const days = (Date.parse(link.expires_at) - Date.parse(link.created_at)) / 86_400_000;
    expect(days).toBeCloseTo(30, 3);
    const [audit] = await testApp.database.db.select().from(auditEvents).where(eq(auditEvents.targetUuid, link.uuid));
    expect(audit).toMatchObject({ action: 'feedback_link.created', actorUuid: demoUser(testApp.world, 'schueler').uuid });
    expect(JSON.stringify(audit?.details)).not.toContain(token);
  });

  it('mails the supervisor in the Sie form with the link, the dates and the expiry', async () => {
    const placement = await placementOf();
    const link = await createLink('lehrer', placement, { send_mail: true, recipient_email: 'chefin@example.org', recipient_name: 'Frau Chefin' });
    expect(link.mailed).toBe(true);
    const [mail, ...others] = await readMails();
    expect(others).toHaveLength(0);
    expect(mail?.headers).toMatchObject({ to: 'chefin@example.org', subject: 'Rückmeldung zum Praktikum von Lena' });
    expect(mail?.text).toContain('Guten Tag Frau Chefin,');
    expect(mail?.text).toContain('Lena von der Schule');
    expect(mail?.text).toContain('bei Bäckerei Korn im Praktikum und bittet Sie');
    expect(mail?.text).toContain(link.url);
    expect(mail?.text).toContain('Sie brauchen dafür kein Konto. Der Link funktioniert einmal');
    expect(mail?.text).toMatch(/Der Link gilt bis zum \d{2}\.\d{2}\.\d{4}\./);
  });

  it('revokes the placement\'s earlier open link when a new one is made', async () => {
    const placement = await placementOf();
    const first = await createLink('schueler', placement);
    await createLink('schueler', placement);
    const response = await call(null, 'GET', publicUrl(tokenOf(first)));
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({ code: 'LINK_GONE', message: FEEDBACK_MESSAGES.linkRevoked });
  });

  it('refuses a placement that is not confirmed (409, du) and one whose supervisor already answered', async () => {
    const submitted = await placementOf('submitted');
    const refused = await call('schueler', 'POST', linksUrl(submitted), {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: FEEDBACK_MESSAGES.notConfirmed });

    const placement = await placementOf();
    const link = await createLink('schueler', placement);
    expect((await submit(tokenOf(link), { days_present: 10, ratings: await completeRatings() })).statusCode).toBe(201);
    const again = await call('schueler', 'POST', linksUrl(placement), {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: FEEDBACK_MESSAGES.alreadyGiven });
  });

  it('answers 404 to another school\'s teacher, a teacher who does not teach the student and another student; 403 to a Land coordinator', async () => {
    const placement = await placementOf();
    for (const username of ['lehrer2', 'lehrer-neu', 'schueler2']) expect((await call(username, 'POST', linksUrl(placement), {})).statusCode, username).toBe(404);
    expect((await call('landadmin', 'POST', linksUrl(placement), {})).statusCode).toBe(403);
    expect((await call('schuladmin', 'POST', linksUrl(placement), {})).statusCode).toBe(201);
  });
});

describe('the public feedback page', () => {
  it('shows the first name, the placement and the items in the others\' wording, with the protective headers', async () => {
    const placement = await placementOf();
    const link = await createLink('schueler', placement);
    const response = await call(null, 'GET', publicUrl(tokenOf(link)));
    expect(response.statusCode, response.body).toBe(200);
    const page = publicFeedbackRequestSchema.parse(response.json());
    const competences = await loadCompetences();
    expect(page).toMatchObject({ kind: 'supervisor', first_name: 'Lena', company_name: 'Bäckerei Korn', max_days_present: 10, expires_at: link.expires_at });
    expect(page.items).toEqual(competences.map((competence) => ({ key: competence.key, text: competence.others })));
    expect(JSON.stringify(page)).not.toContain('Schmidt');
    expect(response.headers).toMatchObject({ 'x-robots-tag': 'noindex, nofollow', 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
    const opened = await testApp.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetUuid, link.uuid), eq(auditEvents.action, 'feedback_link.opened')));
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ actorUuid: null, actorRole: 'ANONYMOUS' });
    expect(JSON.stringify(opened[0]?.details)).not.toContain(tokenOf(link));
  });

  it('answers 404 with the German message to a made-up token, with the same headers', async () => {
    const response = await call(null, 'GET', publicUrl('ausgedacht'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: FEEDBACK_MESSAGES.linkUnknown });
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await submit('ausgedacht', { days_present: 1, ratings: await completeRatings() })).statusCode).toBe(404);
  });

  it('stores one submission, audits it without an actor and notifies the class\'s teacher; the link then answers 410', async () => {
    const placement = await placementOf();
    const link = await createLink('schueler', placement);
    const token = tokenOf(link);
    const ratings = (await completeRatings(3)).map((rating, index) => (index === 0 ? { ...rating, value: null } : rating));
    const response = await submit(token, { days_present: 9, ratings, comment: '  Sehr engagiert.  ' });
    expect(response.statusCode, response.body).toBe(201);
    const [stored] = await testApp.database.db.select().from(competenceAssessments).where(eq(competenceAssessments.linkUuid, link.uuid));
    expect(stored).toMatchObject({ source: 'supervisor', daysPresent: 9, comment: 'Sehr engagiert.', internshipUuid: placement, releasedAt: null });
    expect(stored?.ratings[0]).toEqual({ item: ratings[0]?.item, value: null });
    const [audit] = await testApp.database.db.select().from(auditEvents).where(eq(auditEvents.targetUuid, stored?.uuid ?? ''));
    expect(audit).toMatchObject({ action: 'feedback.submitted', actorUuid: null, actorRole: 'ANONYMOUS' });
    const teacherNotes = await testApp.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userUuid, demoUser(testApp.world, 'lehrer').uuid), eq(notifications.title, 'Rückmeldung vom Praktikumsbetrieb')));
    expect(teacherNotes.length).toBeGreaterThan(0);

    for (const method of ['GET', 'POST'] as const) {
      const again = await call(null, method, publicUrl(token), method === 'POST' ? { days_present: 9, ratings } : undefined);
      expect(again.statusCode).toBe(410);
      expect(again.json()).toMatchObject({ code: 'LINK_GONE', message: FEEDBACK_MESSAGES.linkUsed });
    }
  });

  it('answers two submissions at the same moment with one 201 and one 410', async () => {
    const link = await createLink('schueler', await placementOf());
    const body = { days_present: 5, ratings: await completeRatings() };
    const statuses = (await Promise.all([submit(tokenOf(link), body), submit(tokenOf(link), body)])).map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 410]);
    const rows = await testApp.database.db.select().from(competenceAssessments).where(eq(competenceAssessments.linkUuid, link.uuid));
    expect(rows).toHaveLength(1);
  });

  it('answers 410 with its own message to an expired and to a revoked link', async () => {
    const expired = await createLink('schueler', await placementOf());
    await testApp.database.db.update(feedbackLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(feedbackLinks.uuid, expired.uuid));
    const expiredAnswer = await call(null, 'GET', publicUrl(tokenOf(expired)));
    expect(expiredAnswer.statusCode).toBe(410);
    expect(expiredAnswer.json()).toMatchObject({ code: 'LINK_GONE', message: FEEDBACK_MESSAGES.linkExpired });

    const revoked = await createLink('schueler', await placementOf());
    expect((await call('schueler', 'DELETE', `/api/bo/v1/feedback-links/${revoked.uuid}`)).statusCode).toBe(204);
    const revokedAnswer = await submit(tokenOf(revoked), { days_present: 1, ratings: await completeRatings() });
    expect(revokedAnswer.statusCode).toBe(410);
    expect(revokedAnswer.json()).toMatchObject({ code: 'LINK_GONE', message: FEEDBACK_MESSAGES.linkRevoked });
  });

  it('refuses a missing item, an unknown item, a value of 6, days beyond the placement and a comment that is too long', async () => {
    const link = await createLink('schueler', await placementOf());
    const token = tokenOf(link);
    const ratings = await completeRatings();
    const cases: [object, string, string][] = [
      [{ days_present: 5, ratings: ratings.slice(1) }, 'ratings', FEEDBACK_MESSAGES.ratingMissing],
      [{ days_present: 5, ratings: [...ratings, { item: 'zaubern', value: 3 }] }, 'ratings', FEEDBACK_MESSAGES.ratingUnknownItem],
      [{ days_present: 5, ratings: ratings.map((rating, index) => (index === 0 ? { ...rating, value: 6 } : rating)) }, 'ratings.0.value', FEEDBACK_MESSAGES.ratingValue],
      [{ days_present: 11, ratings }, 'days_present', FEEDBACK_MESSAGES.daysPresentRange(10)],
      [{ ratings }, 'days_present', FEEDBACK_MESSAGES.daysPresentRequired],
      [{ days_present: 5, ratings, comment: 'x'.repeat(2001) }, 'comment', 'Bemerkung'],
    ];
    for (const [body, field, message] of cases) {
      const response = await submit(token, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      const fields = (response.json() as { fields?: { field: string; message: string }[] }).fields ?? [];
      expect(fields.some((entry) => entry.field === field && entry.message.includes(message)), JSON.stringify(fields)).toBe(true);
    }
    // Nothing was used up by the refused attempts.
    expect((await call(null, 'GET', publicUrl(token))).statusCode).toBe(200);
  });

  it('limits the requests per address (429)', async () => {
    const limited = await createTestApp({ LOG_LEVEL: 'error', RATE_LIMIT_FEEDBACK: '2/600' });
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 3; index += 1) statuses.push((await limited.app.inject({ method: 'GET', url: publicUrl('ausgedacht') })).statusCode);
      expect(statuses).toEqual([404, 404, 429]);
      expect((await limited.app.inject({ method: 'POST', url: publicUrl('ausgedacht'), payload: { ratings: [] } })).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /internships/:internshipUuid/feedback and the release', () => {
  it('shows staff the feedback at once, the student only after a teacher released it', async () => {
    const placement = await placementOf();
    const link = await createLink('schueler', placement);
    expect((await submit(tokenOf(link), { days_present: 10, ratings: await completeRatings(5) })).statusCode).toBe(201);

    const before = internshipFeedbackOverviewSchema.parse((await call('schueler', 'GET', feedbackUrl(placement))).json());
    expect(before).toMatchObject({ feedback: [], waiting_for_release: 1, links: [{ uuid: link.uuid, state: 'used' }] });
    const staff = internshipFeedbackOverviewSchema.parse((await call('lehrer', 'GET', feedbackUrl(placement))).json());
    expect(staff.feedback).toHaveLength(1);
    const feedbackUuid = staff.feedback[0]?.uuid ?? '';
    expect(staff.feedback[0]?.ratings[0]).toMatchObject({ item: 'puenktlichkeit', name: 'Pünktlichkeit', value: 5 });

    const releaseUrl = `/api/bo/v1/internship-feedback/${feedbackUuid}/release`;
    expect((await call('schueler', 'PATCH', releaseUrl)).statusCode).toBe(403);
    for (const username of ['lehrer2', 'lehrer-neu']) expect((await call(username, 'PATCH', releaseUrl)).statusCode, username).toBe(404);
    const released = await call('lehrer', 'PATCH', releaseUrl);
    expect(released.statusCode, released.body).toBe(200);
    const releasedAt = internshipFeedbackSchema.parse(released.json()).released_at;
    expect(releasedAt).not.toBeNull();
    // Idempotent: a second release keeps the first moment.
    expect(internshipFeedbackSchema.parse((await call('schuladmin', 'PATCH', releaseUrl)).json()).released_at).toBe(releasedAt);

    const after = internshipFeedbackOverviewSchema.parse((await call('schueler', 'GET', feedbackUrl(placement))).json());
    expect(after).toMatchObject({ waiting_for_release: 0, feedback: [{ uuid: feedbackUuid, days_present: 10 }] });
    const studentNotes = await testApp.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userUuid, demoUser(testApp.world, 'schueler').uuid), eq(notifications.title, 'Rückmeldung vom Praktikum')));
    expect(studentNotes).toHaveLength(1);
    const audits = await testApp.database.db.select().from(auditEvents).where(and(eq(auditEvents.targetUuid, feedbackUuid), eq(auditEvents.action, 'feedback.released')));
    expect(audits).toHaveLength(1);
  });

  it('answers 404 to another school\'s teacher and a teacher who does not teach the student', async () => {
    const placement = await placementOf();
    for (const username of ['lehrer2', 'lehrer-neu', 'schueler2']) expect((await call(username, 'GET', feedbackUrl(placement))).statusCode, username).toBe(404);
    expect((await call('landadmin', 'GET', feedbackUrl(placement))).statusCode).toBe(403);
  });
});

describe('DELETE /feedback-links/:linkUuid', () => {
  it('lets the class\'s teacher revoke a supervisor link, audited; 404 for other schools and teachers; 409 once used', async () => {
    const placement = await placementOf();
    const link = await createLink('schueler', placement);
    for (const username of ['lehrer2', 'lehrer-neu', 'schueler2']) {
      expect((await call(username, 'DELETE', `/api/bo/v1/feedback-links/${link.uuid}`)).statusCode, username).toBe(404);
    }
    expect((await call('landadmin', 'DELETE', `/api/bo/v1/feedback-links/${link.uuid}`)).statusCode).toBe(403);
    expect((await call('lehrer', 'DELETE', `/api/bo/v1/feedback-links/${link.uuid}`)).statusCode).toBe(204);
    const [audit] = await testApp.database.db.select().from(auditEvents).where(and(eq(auditEvents.targetUuid, link.uuid), eq(auditEvents.action, 'feedback_link.revoked')));
    expect(audit?.actorUuid).toBe(demoUser(testApp.world, 'lehrer').uuid);

    const used = await createLink('schueler', placement);
    expect((await submit(tokenOf(used), { days_present: 2, ratings: await completeRatings() })).statusCode).toBe(201);
    const refused = await call('schueler', 'DELETE', `/api/bo/v1/feedback-links/${used.uuid}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: FEEDBACK_MESSAGES.linkAlreadyUsed });
  });
});
