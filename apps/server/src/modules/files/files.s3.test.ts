import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StoredFile } from '@berufswahl/contracts';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorageDriver } from '../../platform/storage';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createFilesFrontDoor } from './files.front-door';
import { multipartBody, pngBytes } from './files.test-support';

let server: S3rver;
let directory: string;
let testApp: TestApp;
let storageUrl: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'berufswahl-files-s3-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(directory, 'store'), configureBuckets: [{ name: 'dateien' }] });
  const { port } = await server.run();
  storageUrl = `s3://S3RVER:S3RVER@dateien?endpoint=http://127.0.0.1:${port}`;
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
});
