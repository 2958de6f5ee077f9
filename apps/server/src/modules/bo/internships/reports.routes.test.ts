import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import {
  germanDayOf,
  INTERNSHIP_MESSAGES,
  INTERNSHIP_REPORT_MESSAGES,
  internshipReportListSchema,
  internshipReportSchema,
  type InternshipReport,
} from '@berufswahl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../platform/db/schema';
import { createTestApp, demoUser, type TestApp } from '../../../test/test-app';
import { files, multipartBody, pngBytes, zipBytes, type MultipartPart } from '../../files/testing';
import { internships } from './internships.schema';

let testApp: TestApp;
let dataDir: string;

const reportsUrl = (internshipUuid: string) => `/api/bo/v1/internships/${internshipUuid}/reports`;
const reportUrl = (reportUuid: string) => `/api/bo/v1/internship-reports/${reportUuid}`;

/** A German day `n` days from `day` (YYYY-MM-DD). */
function shiftDay(day: string, n: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}
const today = germanDayOf(new Date());

async function call(
  username: string,
  request: { method: 'GET' | 'POST' | 'DELETE'; url: string; json?: object; parts?: MultipartPart[] },
) {
  const headers: Record<string, string> = { authorization: `Bearer ${await testApp.tokenOf(username)}` };
  if (request.parts) {
    const body = multipartBody(request.parts);
    return testApp.app.inject({ method: request.method, url: request.url, headers: { ...headers, ...body.headers }, payload: body.payload });
  }
  return testApp.app.inject({ method: request.method, url: request.url, headers, ...(request.json ? { payload: request.json } : {}) });
}

/** A placement of a demo student, written straight into the table: the placement routes are another part's. */
async function placementOf(username: string, state: 'draft' | 'submitted' | 'returned' | 'confirmed', startDate = shiftDay(today, -3)): Promise<string> {
  const { db } = testApp.database;
  const student = demoUser(testApp.world, username);
  const [account] = await db.select({ schoolUuid: users.schoolUuid }).from(users).where(eq(users.uuid, student.uuid));
  if (!account?.schoolUuid) throw new Error(`${username} has no school`);
  const [row] = await db
    .insert(internships)
    .values({
      studentUuid: student.uuid,
      schoolUuid: account.schoolUuid,
      companyName: 'Bäckerei Korn',
      street: 'Hauptstraße 1',
      postcode: '12345',
      city: 'Musterstadt',
      fieldOfWork: 'dienstleistung',
      supervisorName: 'Frau Korn',
      supervisorEmail: 'korn@example.org',
      startDate,
      endDate: shiftDay(startDate, 13),
      state,
    })
    .returning({ uuid: internships.uuid });
  if (!row) throw new Error('no placement');
  return row.uuid;
}

const textPart = (text: string): MultipartPart => ({ field: 'text', content: text });
const datePart = (day: string): MultipartPart => ({ field: 'report_date', content: day });
const photoPart = (content: Buffer, filename = 'werkstatt.png', contentType = 'image/png'): MultipartPart => ({ field: 'photo', filename, contentType, content });

async function filesOf(username: string) {
  return testApp.database.db.select().from(files).where(eq(files.ownerUuid, demoUser(testApp.world, username).uuid));
}

async function writeReport(internshipUuid: string, text: string, day: string, photo?: Buffer): Promise<InternshipReport> {
  const parts = [textPart(text), datePart(day), ...(photo ? [photoPart(photo)] : [])];
  const response = await call('schueler', { method: 'POST', url: reportsUrl(internshipUuid), parts });
  expect(response.statusCode, response.body).toBe(201);
  return internshipReportSchema.parse(response.json());
}

let confirmed: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'berufswahl-reports-'));
  testApp = await createTestApp({ DATA_DIR: dataDir, RATE_LIMIT_UPLOADS: '1000/60' });
  confirmed = await placementOf('schueler', 'confirmed');
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('POST /api/bo/v1/internships/:internshipUuid/reports', () => {
  it('stores a report with a photo through the files module, counted like a story’s', async () => {
    const before = (await filesOf('schueler')).length;
    const photo = pngBytes(200);
    const report = await writeReport(confirmed, 'Heute habe ich Brötchen geformt.', today, photo);
    expect(report).toMatchObject({
      report_date: today,
      text: 'Heute habe ich Brötchen geformt.',
      photo: { name: 'werkstatt.png', mime_type: 'image/png', size_bytes: photo.length, signed_url: expect.any(String) },
    });
    const stored = await filesOf('schueler');
    expect(stored).toHaveLength(before + 1);
    expect(stored.find((row) => row.uuid === report.photo?.file_uuid)).toMatchObject({
      purpose: 'story',
      mimeType: 'image/png',
      attachedKind: 'report',
      attachedUuid: report.uuid,
    });
    // Attached to its report: the student's file list cannot delete it on its own.
    const deleteAlone = await call('schueler', { method: 'DELETE', url: `/api/files/v1/me/files/${report.photo?.file_uuid ?? ''}` });
    expect(deleteAlone.statusCode).toBe(409);
    expect(deleteAlone.json()).toMatchObject({ code: 'FILE_ATTACHED' });
  });

  it('takes a report without photo as JSON too', async () => {
    const response = await call('schueler', { method: 'POST', url: reportsUrl(confirmed), json: { text: 'Nur Text', report_date: shiftDay(today, -1) } });
    expect(response.statusCode, response.body).toBe(201);
    expect(internshipReportSchema.parse(response.json())).toMatchObject({ photo: null, report_date: shiftDay(today, -1) });
  });

  it('accepts 2500 characters and refuses 2501 with the German message, keeping no file', async () => {
    expect((await writeReport(confirmed, 'a'.repeat(2500), today)).text).toHaveLength(2500);
    const before = (await filesOf('schueler')).length;
    const response = await call('schueler', { method: 'POST', url: reportsUrl(confirmed), parts: [textPart('a'.repeat(2501)), datePart(today), photoPart(pngBytes())] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'text', message: expect.stringContaining('2500') }] });
    expect(await filesOf('schueler')).toHaveLength(before);
  });

  it('refuses an empty text and a missing or impossible date', async () => {
    const empty = await call('schueler', { method: 'POST', url: reportsUrl(confirmed), json: { text: '   ', report_date: today } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ fields: [{ field: 'text' }] });
    for (const reportDate of [undefined, '2026-02-30', '27.11.2026']) {
      const response = await call('schueler', { method: 'POST', url: reportsUrl(confirmed), json: { text: 'Bericht', report_date: reportDate } });
      expect(response.statusCode, String(reportDate)).toBe(400);
      expect(response.json()).toMatchObject({ fields: [{ field: 'report_date' }] });
    }
  });

  it('refuses a day before the first day of the placement and a day in the future, keeping no file', async () => {
    const before = (await filesOf('schueler')).length;
    const early = await call('schueler', { method: 'POST', url: reportsUrl(confirmed), parts: [textPart('Zu früh'), datePart(shiftDay(today, -4)), photoPart(pngBytes())] });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ fields: [{ field: 'report_date', message: INTERNSHIP_MESSAGES.reportOnlyFromStart }] });
    const future = await call('schueler', { method: 'POST', url: reportsUrl(confirmed), json: { text: 'Morgen', report_date: shiftDay(today, 1) } });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ fields: [{ field: 'report_date', message: INTERNSHIP_REPORT_MESSAGES.notInFuture }] });
    expect(await filesOf('schueler')).toHaveLength(before);
  });

  it('takes only a photo (PNG or JPG), sniffed from the content, whatever the name says', async () => {
    const before = (await filesOf('schueler')).length;
    for (const photo of [photoPart(zipBytes(), 'bild.png', 'image/png'), photoPart(Buffer.from('%PDF-1.4\n'.padEnd(80, ' ')), 'bild.jpg', 'image/jpeg')]) {
      const response = await call('schueler', { method: 'POST', url: reportsUrl(confirmed), parts: [textPart('Mit Anhang'), datePart(today), photo] });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fields: [{ field: 'photo', message: INTERNSHIP_MESSAGES.reportPhotoOnly }] });
    }
    const twoPhotos = await call('schueler', {
      method: 'POST',
      url: reportsUrl(confirmed),
      parts: [textPart('Zwei Fotos'), datePart(today), photoPart(pngBytes()), photoPart(pngBytes())],
    });
    expect(twoPhotos.statusCode).toBe(400);
    expect(await filesOf('schueler')).toHaveLength(before);
  });

  it('waits for the teacher’s confirmation (409), keeping no file', async () => {
    for (const state of ['draft', 'submitted', 'returned'] as const) {
      const placement = await placementOf('schueler', state);
      const before = (await filesOf('schueler')).length;
      const response = await call('schueler', { method: 'POST', url: reportsUrl(placement), parts: [textPart('Bericht'), datePart(today), photoPart(pngBytes())] });
      expect(response.statusCode, state).toBe(409);
      expect(response.json()).toMatchObject({ code: 'CONFLICT', message: INTERNSHIP_MESSAGES.reportNeedsConfirmed });
      expect(await filesOf('schueler')).toHaveLength(before);
    }
  });

  it('answers 404 for another student’s placement (also of another school) and 403 for staff', async () => {
    const foreign = await call('schueler2', { method: 'POST', url: reportsUrl(confirmed), json: { text: 'Fremd', report_date: today } });
    expect(foreign.statusCode).toBe(404);
    const unknown = await call('schueler', { method: 'POST', url: reportsUrl('00000000-0000-4000-8000-000000000000'), json: { text: 'x', report_date: today } });
    expect(unknown.statusCode).toBe(404);
    for (const username of ['lehrer', 'schuladmin']) {
      const response = await call(username, { method: 'POST', url: reportsUrl(confirmed), json: { text: 'Lehrkraft', report_date: today } });
      expect(response.statusCode, username).toBe(403);
    }
  });
});

describe('GET /api/bo/v1/internships/:internshipUuid/reports', () => {
  it('shows the timeline newest day first to the student, the student’s teacher and the school’s coordinator', async () => {
    const placement = await placementOf('schueler', 'confirmed', shiftDay(today, -10));
    await writeReport(placement, 'Erster Tag', shiftDay(today, -10));
    const withPhoto = await writeReport(placement, 'Letzter Tag', today, pngBytes(120));
    await writeReport(placement, 'Mitte', shiftDay(today, -5));
    for (const username of ['schueler', 'lehrer', 'schuladmin']) {
      const response = await call(username, { method: 'GET', url: reportsUrl(placement) });
      expect(response.statusCode, username).toBe(200);
      const list = internshipReportListSchema.parse(response.json());
      expect(list.items.map((item) => item.text), username).toEqual(['Letzter Tag', 'Mitte', 'Erster Tag']);
      expect(list.items[0]?.photo?.file_uuid).toBe(withPhoto.photo?.file_uuid);
    }
  });

  it('lets the class’s teacher open the photo through the files module’s signed download', async () => {
    const placement = await placementOf('schueler', 'confirmed');
    const photo = pngBytes(150);
    await writeReport(placement, 'Mit Foto', today, photo);
    const list = internshipReportListSchema.parse((await call('lehrer', { method: 'GET', url: reportsUrl(placement) })).json());
    const signedUrl = list.items[0]?.photo?.signed_url;
    expect(signedUrl).toEqual(expect.stringContaining('/api/files/v1/downloads/'));
    // The signed link needs no bearer token: the report's read check above decided who gets it.
    const download = await testApp.app.inject({ method: 'GET', url: signedUrl ?? '' });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('image/png');
    expect(download.rawPayload.equals(photo)).toBe(true);
  });

  it('answers 404 to a teacher who does not teach the student, to another school and to another student; 403 to other roles', async () => {
    for (const username of ['lehrer-neu', 'lehrer2', 'schueler2']) {
      const response = await call(username, { method: 'GET', url: reportsUrl(confirmed) });
      expect(response.statusCode, username).toBe(404);
    }
    for (const username of ['landadmin', 'technik']) {
      const response = await call(username, { method: 'GET', url: reportsUrl(confirmed) });
      expect(response.statusCode, username).toBe(403);
    }
  });
});

describe('DELETE /api/bo/v1/internship-reports/:reportUuid', () => {
  it('deletes the own report and its photo for good', async () => {
    const report = await writeReport(confirmed, 'Wird gelöscht', today, pngBytes(90));
    expect((await call('schueler2', { method: 'DELETE', url: reportUrl(report.uuid) })).statusCode).toBe(404);
    expect((await call('lehrer', { method: 'DELETE', url: reportUrl(report.uuid) })).statusCode).toBe(403);
    const response = await call('schueler', { method: 'DELETE', url: reportUrl(report.uuid) });
    expect(response.statusCode).toBe(204);
    expect((await filesOf('schueler')).some((row) => row.uuid === report.photo?.file_uuid)).toBe(false);
    const list = internshipReportListSchema.parse((await call('schueler', { method: 'GET', url: reportsUrl(confirmed) })).json());
    expect(list.items.some((item) => item.uuid === report.uuid)).toBe(false);
    expect((await call('schueler', { method: 'DELETE', url: reportUrl(report.uuid) })).statusCode).toBe(404);
  });
});
