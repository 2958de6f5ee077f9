import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FILE_MESSAGES_DU, type StoredFile } from '@berufswahl/contracts';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorageDriver, uploadTemporaryDir } from '../../platform/storage';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createFilesFrontDoor } from './files.front-door';
import { files } from './files.schema';
import { multipartBody, pngBytes } from './testing/files';

let server: S3rver;
let directory: string;
let testApp: TestApp;
let storageUrl: string;
let s3Port: number;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'berufswahl-files-s3-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(directory, 'store'), configureBuckets: [{ name: 'dateien' }] });
  s3Port = (await server.run()).port;
  storageUrl = `s3://S3RVER:S3RVER@dateien?endpoint=http://127.0.0.1:${s3Port}`;
  testApp = await createTestApp({ DATA_DIR: path.join(directory, 'data'), STORAGE_URL: storageUrl });
});
afterAll(async () => {
  await testApp?.close();
  await server?.close();
  await rm(directory, { recursive: true, force: true });
});

describe('files with STORAGE_URL=s3://…', () => {
  it('uploads into the bucket, serves presigned URLs from it, and removes the object when deleted for good', async () => {
    const headers = { authorization: `Bearer ${await testApp.tokenOf('schueler')}` };
    const body = multipartBody([{ field: 'file', filename: 'foto.png', contentType: 'image/png', content: pngBytes(500) }]);
    const uploaded = await testApp.app.inject({ method: 'POST', url: '/api/files/v1/me/files', headers: { ...headers, ...body.headers }, payload: body.payload });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const file = uploaded.json() as StoredFile;
    expect(file.signed_url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/dateien/files/${file.uuid}\\?`));

    const fetched = await fetch(file.signed_url);
    expect(fetched.status).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(pngBytes(500))).toBe(true);
    expect(fetched.headers.get('content-type')).toBe('image/png');
    expect((await fetch(file.download_url)).headers.get('content-disposition')).toMatch(/^attachment;/);
    // The app's pages may show what the bucket serves (previews), and nothing else from elsewhere.
    const csp = uploaded.headers['content-security-policy'] as string;
    expect(csp).toContain(`img-src 'self' data: blob: ${new URL(file.signed_url).origin}`);
    expect(csp).toContain(`media-src 'self' blob: ${new URL(file.signed_url).origin}`);

    const driver = createStorageDriver({ storageUrl, dataDir: directory });
    expect(await driver.stat(`files/${file.uuid}`)).toMatchObject({ size: 500 });
    const front = createFilesFrontDoor({ config: testApp.config, db: testApp.database.db });

    expect((await testApp.app.inject({ method: 'DELETE', url: `/api/files/v1/me/files/${file.uuid}`, headers })).statusCode).toBe(204);
    expect(await driver.stat(`files/${file.uuid}`)).toBeNull();
    expect(await front.cleanUpOrphans()).toMatchObject({ orphanObjects: 0, rowsWithoutObject: [] });
  });

  it('presigns an unsafe type as an attachment even when inline is asked for, and a safe one inline', async () => {
    const headers = { authorization: `Bearer ${await testApp.tokenOf('schueler')}` };
    const upload = async (part: { filename: string; contentType: string; content: Buffer | string }) => {
      const body = multipartBody([{ field: 'file', ...part }]);
      const response = await testApp.app.inject({ method: 'POST', url: '/api/files/v1/me/files', headers: { ...headers, ...body.headers }, payload: body.payload });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as StoredFile;
    };
    const text = await upload({ filename: 'notiz.txt', contentType: 'text/plain', content: 'Nur ein Text, keine Seite.' });
    const photo = await upload({ filename: 'foto.png', contentType: 'image/png', content: pngBytes(300) });
    const front = createFilesFrontDoor({ config: testApp.config, db: testApp.database.db });

    // Asked for inline: the bucket is told to send the text as a download all the same.
    const textUrl = await front.signedDownloadUrl(text.uuid, { disposition: 'inline' });
    expect(new URL(textUrl).searchParams.get('response-content-disposition')).toMatch(/^attachment;/);
    const servedText = await fetch(textUrl);
    expect(servedText.status).toBe(200);
    expect(servedText.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(servedText.headers.get('content-type')).toMatch(/^text\/plain/);
    await servedText.arrayBuffer();

    const photoUrl = await front.signedDownloadUrl(photo.uuid, { disposition: 'inline' });
    const servedPhoto = await fetch(photoUrl);
    expect(servedPhoto.headers.get('content-disposition')).toMatch(/^inline;/);
    await servedPhoto.arrayBuffer();
    expect((await fetch(await front.signedDownloadUrl(photo.uuid, { disposition: 'attachment' }))).headers.get('content-disposition')).toMatch(/^attachment;/);

    for (const file of [text, photo]) {
      expect((await testApp.app.inject({ method: 'DELETE', url: `/api/files/v1/me/files/${file.uuid}`, headers })).statusCode).toBe(204);
    }
  });

  it('answers a clear error and records nothing when the bucket does not exist', async () => {
    // The same S3 server, but a bucket nobody created: every write into it fails (NoSuchBucket).
    const dataDir = await mkdtemp(path.join(tmpdir(), 'berufswahl-files-s3-missing-'));
    const missing = await createTestApp({ DATA_DIR: dataDir, STORAGE_URL: `s3://S3RVER:S3RVER@fehlt?endpoint=http://127.0.0.1:${s3Port}` });
    try {
      const body = multipartBody([{ field: 'file', filename: 'foto.png', contentType: 'image/png', content: pngBytes(400) }]);
      const response = await missing.app.inject({
        method: 'POST',
        url: '/api/files/v1/me/files',
        headers: { authorization: `Bearer ${await missing.tokenOf('schueler')}`, ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode, response.body).toBe(500);
      expect(response.json()).toMatchObject({ message: FILE_MESSAGES_DU.storageFailed }); // a student: du
      expect(await missing.database.db.select().from(files)).toEqual([]);
      // The file had arrived in the temporary folder before the store refused it: it is gone again.
      expect(await readdir(uploadTemporaryDir(dataDir))).toEqual([]);
    } finally {
      await missing.close();
      await rm(dataDir, { recursive: true, force: true });
    }
    // A second app with its own database and sign-in: slow on a busy machine.
  }, 120_000);
});
