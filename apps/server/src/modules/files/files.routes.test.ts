import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FILE_MESSAGES, FILE_MESSAGES_DU, MAX_FILE_BYTES, type StoredFile } from '@berufswahl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoUser, type TestApp } from '../../test/test-app';
import { createFilesFrontDoor } from './files.front-door';
import { multipartBody, pdfBytes, pngBytes, zipBytes, type MultipartPart } from './testing/files';

let testApp: TestApp;
let dataDir: string;
const BASE = '/api/files/v1';

async function as(username: string) {
  return { authorization: `Bearer ${await testApp.tokenOf(username)}` };
}

async function upload(username: string, parts: MultipartPart[]) {
  const body = multipartBody(parts);
  return testApp.app.inject({ method: 'POST', url: `${BASE}/me/files`, headers: { ...(await as(username)), ...body.headers }, payload: body.payload });
}

const png = (name = 'bild.png', size = 64): MultipartPart => ({ field: 'file', filename: name, contentType: 'image/png', content: pngBytes(size) });

async function storage(username: string) {
  const response = await testApp.app.inject({ method: 'GET', url: `${BASE}/me/storage`, headers: await as(username) });
  expect(response.statusCode).toBe(200);
  return response.json() as Record<string, number>;
}

async function objectsOnDisk(): Promise<string[]> {
  return readdir(path.join(dataDir, 'objects', 'files')).catch(() => []);
}

async function temporaryUploads(): Promise<string[]> {
  return readdir(path.join(dataDir, 'tmp', 'uploads')).catch(() => []);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'berufswahl-files-'));
  testApp = await createTestApp({ DATA_DIR: dataDir, RATE_LIMIT_UPLOADS: '1000/60' });
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('GET /me/storage', () => {
  it('answers the default quota and no usage for a new user', async () => {
    expect(await storage('lehrer-neu')).toEqual({
      space: 1073741824,
      used_space: 0,
      system_used_space: 0,
      trashcan_used_space: 0,
      system_trashcan_used_space: 0,
    });
  });

  it('refuses a request without a token (401)', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `${BASE}/me/storage` });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /me/files', () => {
  it('stores a png, lists it and counts it as used space', async () => {
    const before = await storage('schueler');
    const response = await upload('schueler', [png('Urlaub Ärger.png', 100)]);
    expect(response.statusCode, response.body).toBe(201);
    const file = response.json() as StoredFile;
    expect(file).toMatchObject({ filename: 'Urlaub Ärger.png', content_type: 'image/png', size: 100, purpose: 'upload', trashed_date: null });
    expect((await storage('schueler')).used_space).toBe(before.used_space! + 100);
    const list = await testApp.app.inject({ method: 'GET', url: `${BASE}/me/files`, headers: await as('schueler') });
    expect((list.json() as { items: StoredFile[] }).items.map((item) => item.uuid)).toContain(file.uuid);
    expect(await temporaryUploads()).toEqual([]);
  });

  it('accepts a file of exactly 50000 KB', async () => {
    const response = await upload('lehrer', [png('gross.png', MAX_FILE_BYTES)]);
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json() as StoredFile).size).toBe(50000 * 1024);
  });

  it('refuses a file of 50001 KB with the German message and stores nothing', async () => {
    const objects = await objectsOnDisk();
    const before = await storage('lehrer');
    const response = await upload('lehrer', [png('zu-gross.png', 50001 * 1024)]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: FILE_MESSAGES.tooLarge });
    expect(await storage('lehrer')).toEqual(before);
    expect(await objectsOnDisk()).toEqual(objects);
    expect(await temporaryUploads()).toEqual([]);
  });

  it('stores a .png that really is a zip as the zip it is (the type comes from the content)', async () => {
    const response = await upload('schueler', [{ field: 'file', filename: 'tarnung.png', contentType: 'image/png', content: zipBytes() }]);
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json() as StoredFile).content_type).toBe('application/zip');
  });

  it('refuses a type outside the allowed list, judged by content (an HTML page named .pdf)', async () => {
    const response = await upload('schueler', [
      { field: 'file', filename: 'rechnung.pdf', contentType: 'application/pdf', content: Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0x3e, 0]) },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: FILE_MESSAGES.invalidType });
  });

  it('refuses two files with "Du kannst nur eine Datei anhängen." (students read du) and stores neither', async () => {
    const objects = await objectsOnDisk();
    const response = await upload('schueler', [png('eins.png'), png('zwei.png')]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: FILE_MESSAGES_DU.onlyOneFile });
    expect(await objectsOnDisk()).toEqual(objects);
    expect(await temporaryUploads()).toEqual([]);
  });

  it('refuses a request without a file and one that is not multipart (415)', async () => {
    const none = await upload('schueler', [{ field: 'titel', content: 'nur Text' }]);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: FILE_MESSAGES_DU.missing });
    const json = await testApp.app.inject({ method: 'POST', url: `${BASE}/me/files`, headers: await as('schueler'), payload: {} });
    expect(json.statusCode).toBe(415);
  });

  it('answers USER_STORAGE_FULL when the file does not fit into the quota', async () => {
    const front = createFilesFrontDoor({ config: testApp.config, db: testApp.database.db });
    const user = demoUser(testApp.world, 'lehrer2');
    await front.setSpaceOf(user.uuid, 150);
    expect((await upload('lehrer2', [png('a.png', 100)])).statusCode).toBe(201);
    const full = await upload('lehrer2', [png('b.png', 100)]);
    expect(full.statusCode).toBe(413);
    expect(full.json()).toMatchObject({ code: 'USER_STORAGE_FULL', message: 'Sie können diese Datei nicht hochladen. Ihr Speicher ist voll. Bitte löschen Sie Dateien - auch aus Ihrem Papierkorb!' });
    expect(await storage('lehrer2')).toMatchObject({ space: 150, used_space: 100 });
    expect(await temporaryUploads()).toEqual([]);
  });
});

describe('trash, restore, delete forever, empty trash', () => {
  it('moves a file through the trash and back, and deletes it for good', async () => {
    const file = (await upload('schueler', [png('kreislauf.png', 80)])).json() as StoredFile;
    const start = await storage('schueler');
    const headers = await as('schueler');
    expect((await testApp.app.inject({ method: 'POST', url: `${BASE}/me/files/${file.uuid}/trash`, headers })).statusCode).toBe(204);
    const trashed = await storage('schueler');
    expect(trashed.used_space).toBe(start.used_space! - 80);
    expect(trashed.trashcan_used_space).toBe(start.trashcan_used_space! + 80);
    const trash = await testApp.app.inject({ method: 'GET', url: `${BASE}/me/files?state=trash`, headers });
    expect((trash.json() as { items: StoredFile[] }).items.map((item) => item.uuid)).toContain(file.uuid);
    expect((await testApp.app.inject({ method: 'POST', url: `${BASE}/me/files/${file.uuid}/restore`, headers })).statusCode).toBe(204);
    expect(await storage('schueler')).toEqual(start);
    await testApp.app.inject({ method: 'POST', url: `${BASE}/me/files/${file.uuid}/trash`, headers });
    const emptied = await testApp.app.inject({ method: 'DELETE', url: `${BASE}/me/trash`, headers });
    expect(emptied.json()).toMatchObject({ deleted: expect.any(Number) });
    expect((await storage('schueler')).trashcan_used_space).toBe(0);
    expect(await objectsOnDisk()).not.toContain(file.uuid);
  });

  it("answers 404 for another person's file, for every action", async () => {
    const file = (await upload('schueler', [png('privat.png')])).json() as StoredFile;
    const headers = await as('schueler2');
    for (const [method, url] of [
      ['POST', `${BASE}/me/files/${file.uuid}/trash`],
      ['POST', `${BASE}/me/files/${file.uuid}/restore`],
      ['DELETE', `${BASE}/me/files/${file.uuid}`],
    ] as const) {
      const response = await testApp.app.inject({ method, url, headers });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const list = await testApp.app.inject({ method: 'GET', url: `${BASE}/me/files`, headers });
    expect((list.json() as { items: StoredFile[] }).items.map((item) => item.uuid)).not.toContain(file.uuid);
  });
});

describe('GET /downloads/:fileUuid (signed)', () => {
  it('serves an image inline and a pdf as download when asked, never sniffable', async () => {
    const image = (await upload('schueler', [png('vorschau.png', 70)])).json() as StoredFile;
    const inline = await testApp.app.inject({ method: 'GET', url: image.signed_url });
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('image/png');
    expect(inline.headers['content-disposition']).toMatch(/^inline; filename="vorschau.png"/);
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    expect(inline.rawPayload.length).toBe(70);
    const attachment = await testApp.app.inject({ method: 'GET', url: image.download_url });
    expect(attachment.headers['content-disposition']).toMatch(/^attachment;/);
    const pdf = (await upload('schueler', [{ field: 'file', filename: 'lebenslauf.pdf', contentType: 'application/pdf', content: pdfBytes() }])).json() as StoredFile;
    expect(pdf.content_type).toBe('application/pdf');
  });

  it('serves a plain-text file as an attachment, even when the link asks for inline', async () => {
    // Markup itself is refused (decision 057); script without tags is text and must stay inert.
    const text = (await upload('schueler', [{ field: 'file', filename: 'seite.txt', contentType: 'text/html', content: 'alert(document.cookie) // <script>' }])).json() as StoredFile;
    expect(text.content_type).toBe('text/plain');
    const response = await testApp.app.inject({ method: 'GET', url: text.signed_url });
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    expect(response.headers['content-security-policy']).toContain('sandbox');
  });

  it('answers a byte range with 206', async () => {
    const image = (await upload('schueler', [png('teil.png', 100)])).json() as StoredFile;
    const response = await testApp.app.inject({ method: 'GET', url: image.signed_url, headers: { range: 'bytes=10-19' } });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe('bytes 10-19/100');
    expect(response.rawPayload.length).toBe(10);
  });

  it('refuses a changed or expired signature (403)', async () => {
    const image = (await upload('schueler', [png('signiert.png')])).json() as StoredFile;
    const tampered = image.signed_url.replace('disposition=inline', 'disposition=attachment');
    expect((await testApp.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const url = new URL(image.signed_url, 'http://x');
    url.searchParams.set('expires', String(Math.floor(Date.now() / 1000) - 1));
    expect((await testApp.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).statusCode).toBe(403);
  });
});
