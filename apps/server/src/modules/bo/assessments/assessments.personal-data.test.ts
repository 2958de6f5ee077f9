import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/client';
import { users } from '../../../platform/db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createFilesFrontDoor } from '../../files';
import { createAccountDeletion } from '../../identity';
import { createAccount, createClass, createLand, createSchool, readZipEntries, tokenFor, type TestAccount } from '../../identity/testing';
import { internships } from '../internships/internships.schema';
import { competenceAssessments, feedbackLinks } from './assessments.schema';
import { assessmentsPersonalData } from './assessments.personal-data';
import { hashFeedbackToken } from './feedback-token';

const DAY_MS = 24 * 60 * 60 * 1000;

let testApp: TestApp;
let db: Database;
let dataDir: string;
let student: TestAccount;
let classmate: TestAccount;
let teacher: TestAccount;

async function deleteNow(accounts: TestAccount[]) {
  for (const account of accounts) {
    await db.update(users).set({ roles: ['DEACTIVATED'], activeRole: 'DEACTIVATED', deletionDate: new Date(Date.now() - DAY_MS) }).where(eq(users.uuid, account.uuid));
  }
  const deletion = createAccountDeletion({ db, files: createFilesFrontDoor({ config: testApp.config, db, log: testApp.app.log }), log: testApp.app.log });
  expect(await deletion.deleteDueAccounts()).toMatchObject({ deleted: accounts.length, failed: 0 });
}

/** A placement with a used supervisor link, its feedback, an open parent link, a self and a teacher rating. */
async function feedbackWorldOf(account: TestAccount, companyName: string) {
  const schoolUuid = account.schoolUuid!;
  const [placement] = await db
    .insert(internships)
    .values({
      studentUuid: account.uuid,
      schoolUuid,
      companyName,
      street: 'Holstenstraße 12',
      postcode: '24103',
      city: 'Kiel',
      fieldOfWork: 'produktion-fertigung',
      supervisorName: 'Frau Jensen',
      supervisorEmail: 'jensen@example.org',
      startDate: '2026-03-02',
      endDate: '2026-03-13',
      state: 'confirmed',
    })
    .returning();
  const expiresAt = new Date(Date.now() + 30 * DAY_MS);
  const [supervisorLink] = await db
    .insert(feedbackLinks)
    .values({
      studentUuid: account.uuid,
      schoolUuid,
      internshipUuid: placement!.uuid,
      source: 'supervisor',
      tokenHash: hashFeedbackToken(`geheimer-token-${account.uuid}`),
      recipientEmail: 'jensen@example.org',
      recipientName: 'Frau Jensen',
      createdByUuid: teacher.uuid,
      expiresAt,
      usedAt: new Date(),
    })
    .returning();
  await db.insert(feedbackLinks).values({ studentUuid: account.uuid, schoolUuid, source: 'parent', tokenHash: hashFeedbackToken(`eltern-${account.uuid}`), recipientEmail: 'mama@example.org', createdByUuid: account.uuid, expiresAt });
  await db.insert(competenceAssessments).values([
    {
      studentUuid: account.uuid,
      schoolUuid,
      source: 'supervisor',
      linkUuid: supervisorLink!.uuid,
      internshipUuid: placement!.uuid,
      daysPresent: 9,
      ratings: [{ item: 'puenktlichkeit', value: 5 }],
      comment: `Sehr zuverlässig (${companyName})`,
      releasedAt: new Date(),
      releasedByUuid: teacher.uuid,
    },
    { studentUuid: account.uuid, schoolUuid, source: 'self', ratings: [{ item: 'puenktlichkeit', value: 3 }], reflections: { puenktlichkeit: 'Ich komme oft knapp.' }, teacherVisibleSources: ['self'] },
    { studentUuid: account.uuid, schoolUuid, source: 'teacher', raterUuid: teacher.uuid, ratings: [{ item: 'puenktlichkeit', value: 4 }, { item: 'sorgfalt', value: null }] },
  ]);
  return placement!;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'berufswahl-assessments-pd-'));
  testApp = await createTestApp({ DATA_DIR: dataDir });
  db = testApp.database.db;
  const school = await createSchool(db, await createLand(db));
  const { uuid: classUuid } = await createClass(db, school, { grade: 8 });
  student = await createAccount(db, { role: 'SCHUELER', school, classUuid, firstName: 'Pia', surname: 'Praktikantin' });
  classmate = await createAccount(db, { role: 'SCHUELER', school, classUuid, firstName: 'Ole', surname: 'Mitschüler' });
  teacher = await createAccount(db, { role: 'LEHRER', school, classUuid, firstName: 'Hanne', surname: 'Lehrkraft' });
  await feedbackWorldOf(student, 'Tischlerei Holm GmbH');
  await feedbackWorldOf(classmate, 'GEHEIM-Betrieb');
}, 60_000);
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('feedback and assessments personal data', () => {
  it('exports a student’s links (no token, no hash) and every rating set about them, readable in German – nothing of others', async () => {
    const exported = await assessmentsPersonalData.collect(db, student.uuid);
    expect(exported.records).toHaveLength(5);
    // Rows written in one statement share their creation time: their order among themselves is open.
    expect(exported.records).toEqual(expect.arrayContaining([
      expect.objectContaining({ type: 'feedback_link', source: 'Praktikumsbetrieb', internship: 'Tischlerei Holm GmbH', link_state: 'Rückmeldung gegeben', recipient_email: 'jensen@example.org' }),
      expect.objectContaining({ type: 'feedback_link', source: 'Eltern', link_state: 'Offen', recipient_email: 'mama@example.org' }),
      expect.objectContaining({ type: 'competence_assessment', source: 'Praktikumsbetrieb', days_present: 9, ratings: [{ item: 'Pünktlichkeit', value: 5 }], comment: 'Sehr zuverlässig (Tischlerei Holm GmbH)' }),
      expect.objectContaining({
        type: 'competence_assessment',
        source: 'Ich',
        reflections: [{ item: 'Pünktlichkeit', text: 'Ich komme oft knapp.' }],
        teacher_visible_sources: ['Ich'],
      }),
      expect.objectContaining({ type: 'competence_assessment', source: 'Lehrkraft', ratings: [{ item: 'Pünktlichkeit', value: 4 }, { item: 'Sorgfalt', value: null }] }),
    ]));
    const text = JSON.stringify(exported);
    expect(text).not.toContain('geheimer-token');
    expect(text).not.toContain(hashFeedbackToken(`geheimer-token-${student.uuid}`));
    expect(text).not.toContain(teacher.uuid);
    expect(text).not.toContain('GEHEIM');

    const response = await testApp.app.inject({ method: 'GET', url: '/api/identity/v1/archive', headers: { authorization: `Bearer ${await tokenFor(testApp.app, student)}` } });
    expect(response.statusCode).toBe(200);
    const html = (await readZipEntries(response.rawPayload)).get('index.html')!.toString('utf8');
    expect(html).toContain('<h2 id="section-rueckmeldungen">Rückmeldungen und Einschätzungen</h2>');
    for (const label of ['Von', 'Stand des Links', 'Gültig bis', 'Anwesenheitstage', 'Bemerkung', 'Punkt', 'Eigene Gedanken', 'Für die Lehrkräfte sichtbar']) {
      expect(html).toContain(`<dt>${label}</dt>`);
    }
    expect(html).toContain('<h3>Rückmeldelink</h3>');
    expect(html).toContain('<h3>Einschätzung</h3>');
    expect(html).not.toContain('Hanne Lehrkraft');
  });

  it('exports a teacher’s ratings, the links they made and the feedback they released', async () => {
    const exported = await assessmentsPersonalData.collect(db, teacher.uuid);
    const types = exported.records.map((record) => (record as { type: string }).type);
    expect(types.filter((type) => type === 'competence_assessment_written')).toHaveLength(2);
    expect(types.filter((type) => type === 'feedback_link_created')).toHaveLength(2);
    expect(types.filter((type) => type === 'feedback_released')).toHaveLength(2);
    expect(JSON.stringify(exported)).not.toContain('Sehr zuverlässig');
  });

  it('deletes a student’s links and rating sets with the account, and nothing of others', async () => {
    await deleteNow([student]);
    expect(await db.select().from(feedbackLinks).where(eq(feedbackLinks.studentUuid, student.uuid))).toEqual([]);
    expect(await db.select().from(competenceAssessments).where(eq(competenceAssessments.studentUuid, student.uuid))).toEqual([]);
    expect((await assessmentsPersonalData.collect(db, student.uuid)).records).toEqual([]);
    expect(await db.select().from(competenceAssessments).where(eq(competenceAssessments.studentUuid, classmate.uuid))).toHaveLength(3);
    await db.transaction((tx) => assessmentsPersonalData.erase(tx, student.uuid));
  });

  it('keeps a teacher’s rating, link and release without the person when the teacher’s account is deleted', async () => {
    await deleteNow([teacher]);
    const rows = await db.select().from(competenceAssessments).where(eq(competenceAssessments.studentUuid, classmate.uuid));
    expect(rows.find((row) => row.source === 'teacher')).toMatchObject({ raterUuid: null, ratings: [{ item: 'puenktlichkeit', value: 4 }, { item: 'sorgfalt', value: null }] });
    expect(rows.find((row) => row.source === 'supervisor')).toMatchObject({ releasedByUuid: null });
    const links = await db.select().from(feedbackLinks).where(eq(feedbackLinks.studentUuid, classmate.uuid));
    expect(links.find((link) => link.source === 'supervisor')?.createdByUuid).toBeNull();
  });
});
