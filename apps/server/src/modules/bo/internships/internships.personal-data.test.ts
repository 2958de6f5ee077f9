import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/client';
import { users } from '../../../platform/db/schema';
import { createStorageDriver } from '../../../platform/storage';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createFilesFrontDoor } from '../../files';
import { files as fileRows, pngBytes, uploadPngAs } from '../../files/testing';
import { createAccountDeletion } from '../../identity';
import { createAccount, createClass, createLand, createSchool, readZipEntries, tokenFor, type TestAccount } from '../../identity/testing';
import { internshipsPersonalData } from './internships.personal-data';
import { internshipPeriods, internshipReports, internships } from './internships.schema';

const DAY_MS = 24 * 60 * 60 * 1000;

let testApp: TestApp;
let db: Database;
let dataDir: string;
let student: TestAccount;
let classmate: TestAccount;
let teacher: TestAccount;
let coordinator: TestAccount;

/** The files and export routes as one of the test's own accounts. */
function as(account: TestAccount) {
  return { app: testApp.app, tokenOf: () => tokenFor(testApp.app, account) };
}

/** A confirmed placement of `studentUuid`, reviewed by the teacher, with the school of the test. */
async function placementOf(studentUuid: string, schoolUuid: string, companyName: string) {
  const [row] = await db
    .insert(internships)
    .values({
      studentUuid,
      schoolUuid,
      companyName,
      street: 'Holstenstraße 12',
      postcode: '24103',
      city: 'Kiel',
      fieldOfWork: 'produktion-fertigung',
      supervisorName: 'Frau Jensen',
      supervisorEmail: 'jensen@example.org',
      supervisorPhone: '0431 123456',
      startDate: '2026-03-02',
      endDate: '2026-03-13',
      dailyHours: 7,
      expectations: 'Wie man mit Holz arbeitet',
      state: 'confirmed',
      submittedAt: new Date('2026-02-01T09:00:00Z'),
      reviewComment: 'Passt gut, viel Erfolg!',
      reviewedByUuid: teacher.uuid,
      reviewedAt: new Date('2026-02-03T10:00:00Z'),
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'berufswahl-internships-pd-'));
  testApp = await createTestApp({ DATA_DIR: dataDir });
  db = testApp.database.db;
  const school = await createSchool(db, await createLand(db));
  const { uuid: classUuid } = await createClass(db, school, { grade: 8 });
  student = await createAccount(db, { role: 'SCHUELER', school, classUuid, firstName: 'Pia', surname: 'Praktikantin' });
  classmate = await createAccount(db, { role: 'SCHUELER', school, classUuid, firstName: 'Ole', surname: 'Mitschüler' });
  teacher = await createAccount(db, { role: 'LEHRER', school, classUuid, firstName: 'Hanne', surname: 'Lehrkraft' });
  coordinator = await createAccount(db, { role: 'ADMIN_SCHULE', school, firstName: 'Kai', surname: 'Koordination' });
}, 60_000);
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('internships personal data', () => {
  it('exports a student’s placement with its reports and the photo into the zip, readable in German – and nothing of others', async () => {
    const placement = await placementOf(student.uuid, student.schoolUuid!, 'Tischlerei Holm GmbH');
    const photoUuid = await uploadPngAs(as(student), student.username, 'hobelbank.png', 700);
    await db.insert(internshipReports).values([
      { internshipUuid: placement.uuid, authorUuid: student.uuid, reportDate: '2026-03-02', text: 'Erster Tag: Ich habe die Werkstatt kennengelernt.' },
      {
        internshipUuid: placement.uuid,
        authorUuid: student.uuid,
        reportDate: '2026-03-04',
        text: 'Heute habe ich an der Hobelbank ein Regalbrett geschliffen.',
        photoFileUuid: photoUuid,
        photoName: 'hobelbank.png',
        photoMimeType: 'image/png',
        photoSizeBytes: 700,
      },
    ]);
    const other = await placementOf(classmate.uuid, classmate.schoolUuid!, 'GEHEIM-Betrieb des Mitschülers');
    await db.insert(internshipReports).values({ internshipUuid: other.uuid, authorUuid: classmate.uuid, reportDate: '2026-03-03', text: 'GEHEIM-Bericht' });

    const exported = await internshipsPersonalData.collect(db, student.uuid);
    expect(exported.records).toEqual([
      expect.objectContaining({ type: 'internship', uuid: placement.uuid, company_name: 'Tischlerei Holm GmbH', field_of_work: 'Produktion, Fertigung', internship_state: 'finished' }),
      expect.objectContaining({ type: 'internship_report', text: 'Erster Tag: Ich habe die Werkstatt kennengelernt.', photo: null }),
      expect.objectContaining({
        type: 'internship_report',
        internship: 'Tischlerei Holm GmbH',
        text: 'Heute habe ich an der Hobelbank ein Regalbrett geschliffen.',
        photo: expect.objectContaining({ file_uuid: photoUuid, filename: 'hobelbank.png' }),
      }),
    ]);
    expect(exported.files).toEqual([{ path: expect.stringMatching(/\/hobelbank\.png$/), fileUuid: photoUuid }]);
    expect(JSON.stringify(exported)).not.toContain(teacher.uuid);

    // The whole export as the student downloads it: the photo once, under this section, shown in the overview.
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/identity/v1/archive',
      headers: { authorization: `Bearer ${await as(student).tokenOf()}` },
    });
    expect(response.statusCode).toBe(200);
    const entries = await readZipEntries(response.rawPayload);
    const photoPath = [...entries.keys()].find((name) => name.startsWith('files/praktikum/') && name.endsWith('hobelbank.png'));
    expect(photoPath).toBeDefined();
    expect(entries.get(photoPath!)!.equals(pngBytes(700))).toBe(true);
    const html = entries.get('index.html')!.toString('utf8');
    expect(html).toContain('<h2 id="section-praktikum">Praktikum</h2>');
    for (const label of ['Betrieb', 'Berufsfeld', 'Erster Tag', 'Letzter Tag', 'Stand', 'Kommentar der Lehrkraft', 'Tag des Berichts', 'Foto']) {
      expect(html).toContain(`<dt>${label}</dt>`);
    }
    expect(html).toContain('<h3>Praktikumsbericht</h3>');
    expect(html).toContain('Heute habe ich an der Hobelbank ein Regalbrett geschliffen.');
    expect(html).toContain('<dd>Abgeschlossen</dd>');
    expect(html).toContain('<dd>2. März 2026</dd>');
    expect(html).toContain(`<img src="${photoPath!.split('/').map(encodeURIComponent).join('/')}" alt="hobelbank.png">`);
    for (const raw of ['company_name', 'internship_state', 'report_date', 'produktion-fertigung']) expect(html).not.toContain(raw);
    const everything = [...entries.values()].map((content) => content.toString('utf8')).join('\n');
    expect(everything).not.toContain('GEHEIM');
    expect(everything).not.toContain(teacher.uuid);
    expect(everything).not.toContain('Hanne Lehrkraft');
  });

  it('exports what staff wrote: a teacher’s reviews and a coordinator’s periods, without the students’ data', async () => {
    await db.insert(internshipPeriods).values({ schoolUuid: coordinator.schoolUuid!, grade: 8, label: 'Betriebspraktikum 8', startDate: '2026-03-02', endDate: '2026-03-13', createdByUuid: coordinator.uuid });
    const ofTeacher = await internshipsPersonalData.collect(db, teacher.uuid);
    expect(ofTeacher.records.length).toBeGreaterThanOrEqual(2);
    for (const record of ofTeacher.records) {
      expect(record).toMatchObject({ type: 'internship_review_written', review_decision: 'confirmed', review_comment: 'Passt gut, viel Erfolg!' });
    }
    expect(JSON.stringify(ofTeacher)).not.toContain('Tischlerei');
    expect(ofTeacher.files).toEqual([]);
    const ofCoordinator = await internshipsPersonalData.collect(db, coordinator.uuid);
    expect(ofCoordinator.records).toEqual([expect.objectContaining({ type: 'internship_period_created', grade: 8, label: 'Betriebspraktikum 8' })]);
  });

  it('deletes a student’s placements, reports and photos with the account – row and stored object – and nothing of others', async () => {
    const [photo] = await db.select().from(fileRows).where(eq(fileRows.ownerUuid, student.uuid));
    expect(photo).toBeDefined();
    const storage = createStorageDriver(testApp.config);
    const objectKeys = async () => {
      const keys: string[] = [];
      for await (const object of storage.list('files/')) keys.push(object.key);
      return keys;
    };
    expect(await objectKeys()).toContain(photo!.storageKey);

    await db.update(users).set({ roles: ['DEACTIVATED'], activeRole: 'DEACTIVATED', deletionDate: new Date(Date.now() - DAY_MS) }).where(eq(users.uuid, student.uuid));
    const deletion = createAccountDeletion({ db, files: createFilesFrontDoor({ config: testApp.config, db, log: testApp.app.log }), log: testApp.app.log });
    expect(await deletion.deleteDueAccounts()).toMatchObject({ deleted: 1, failed: 0 });

    expect(await db.select().from(internships).where(eq(internships.studentUuid, student.uuid))).toEqual([]);
    expect(await db.select().from(internshipReports).where(eq(internshipReports.authorUuid, student.uuid))).toEqual([]);
    expect(await db.select().from(fileRows).where(eq(fileRows.uuid, photo!.uuid))).toEqual([]);
    expect(await objectKeys()).not.toContain(photo!.storageKey);
    expect((await internshipsPersonalData.collect(db, student.uuid)).records).toEqual([]);
    // The classmate's placement and report stay.
    const kept = await db.select().from(internships).where(eq(internships.studentUuid, classmate.uuid));
    expect(kept).toHaveLength(1);
    expect(await db.select().from(internshipReports).where(eq(internshipReports.internshipUuid, kept[0]!.uuid))).toHaveLength(1);
    // A rerun of the section finds nothing left.
    await db.transaction((tx) => internshipsPersonalData.erase(tx, student.uuid));
  });

  it('keeps a teacher’s review and a coordinator’s period without the person when their accounts are deleted', async () => {
    for (const account of [teacher, coordinator]) {
      await db.update(users).set({ roles: ['DEACTIVATED'], activeRole: 'DEACTIVATED', deletionDate: new Date(Date.now() - DAY_MS) }).where(eq(users.uuid, account.uuid));
    }
    const deletion = createAccountDeletion({ db, files: createFilesFrontDoor({ config: testApp.config, db, log: testApp.app.log }), log: testApp.app.log });
    expect(await deletion.deleteDueAccounts()).toMatchObject({ deleted: 2, failed: 0 });

    const [placement] = await db.select().from(internships).where(eq(internships.studentUuid, classmate.uuid));
    expect(placement).toMatchObject({ state: 'confirmed', reviewComment: 'Passt gut, viel Erfolg!', reviewedByUuid: null });
    const [period] = await db.select().from(internshipPeriods).where(eq(internshipPeriods.label, 'Betriebspraktikum 8'));
    expect(period).toMatchObject({ grade: 8, createdByUuid: null });
  });

  it('leaves the review and the period without the person by the foreign keys alone (set null)', async () => {
    // Without the section's erase – a user row removed straight away – the database does the same.
    const school = await createSchool(db, await createLand(db));
    const { uuid: classUuid } = await createClass(db, school);
    const pupil = await createAccount(db, { role: 'SCHUELER', school, classUuid });
    const reviewer = await createAccount(db, { role: 'LEHRER', school, classUuid });
    const [row] = await db
      .insert(internships)
      .values({
        studentUuid: pupil.uuid,
        schoolUuid: school.uuid,
        companyName: 'Hafenlogistik Nord',
        street: 'Kai 1',
        postcode: '24103',
        city: 'Kiel',
        fieldOfWork: 'verkehr-logistik',
        supervisorName: 'Herr Petersen',
        supervisorEmail: 'petersen@example.org',
        startDate: '2026-05-04',
        endDate: '2026-05-15',
        state: 'returned',
        reviewComment: 'Bitte die Adresse ergänzen.',
        reviewedByUuid: reviewer.uuid,
        reviewedAt: new Date(),
      })
      .returning();
    await db.insert(internshipPeriods).values({ schoolUuid: school.uuid, grade: 8, startDate: '2026-05-04', endDate: '2026-05-15', createdByUuid: reviewer.uuid });
    await db.delete(users).where(eq(users.uuid, reviewer.uuid));
    const [after] = await db.select().from(internships).where(eq(internships.uuid, row!.uuid));
    expect(after).toMatchObject({ reviewedByUuid: null, reviewComment: 'Bitte die Adresse ergänzen.' });
    const periods = await db.select().from(internshipPeriods).where(eq(internshipPeriods.schoolUuid, school.uuid));
    expect(periods.map((period) => period.createdByUuid)).toEqual([null]);
  });
});
