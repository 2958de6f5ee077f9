import { ERROR_MESSAGES, ERROR_MESSAGES_DU } from '@berufswahl/contracts';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUser, type TestApp } from '../../test/test-app';
import type { FilesFrontDoor } from './files.front-door';
import { multipartBody } from './testing/files';
import { expectRowsAndObjectsMatch, fileSizeSumOf, type ListeningUploadApp, namesIn, pngPart, postMultipartAs, startListeningUploadApp, UPLOAD_ROUTES, type UploadRoute, uploadsFolder, uploadSnapshot } from './testing/upload-outcome';

/**
 * Two things that must leave the storage accounting exact on every upload route (issue 5 and 7):
 * two concurrent uploads that together pass the quota (exactly one gets through), and an upload
 * broken off half-way (nothing stays behind). Each scenario runs over the plain files route and the
 * story route, which stream through the same receiver and record through the same quota lock.
 */

let testApp: TestApp;
let dataDir: string;
let front: FilesFrontDoor;
let port: number;

const upload = (route: UploadRoute, size: number) => postMultipartAs(testApp, route.username, route.url, route.partsWith(pngPart(size)));
const snapshot = (username: string) => uploadSnapshot(testApp, dataDir, username);
const temporaryNames = () => namesIn(uploadsFolder(dataDir));

let running: ListeningUploadApp;
beforeAll(async () => {
  running = await startListeningUploadApp('upload-races');
  ({ testApp, dataDir, front, port } = running);
});
afterAll(() => running?.close());

describe.each(UPLOAD_ROUTES)('$name', (route) => {
  it('lets exactly one of two concurrent uploads through when both together pass the quota', async () => {
    const user = demoUser(testApp.world, route.username);
    await front.setSpaceOf(user.uuid, 150 + (await fileSizeSumOf(testApp, user.uuid)));
    try {
      const before = await snapshot(route.username);
      const answers = await Promise.all([upload(route, 100), upload(route, 100)]);
      expect(answers.map((answer) => answer.statusCode).sort(), answers.map((answer) => answer.body).join('\n')).toEqual([201, 413]);
      expect(answers.find((answer) => answer.statusCode === 413)?.json()).toMatchObject({
        code: 'USER_STORAGE_FULL',
        // du for the student, Sie for the teacher (decision 232).
        message: route.username.startsWith('schueler') ? ERROR_MESSAGES_DU.USER_STORAGE_FULL : ERROR_MESSAGES.USER_STORAGE_FULL,
      });
      expect(await snapshot(route.username)).toEqual({
        used: before.used + 100,
        files: before.files + 1,
        stories: before.stories + route.storiesPerUpload,
        objects: before.objects + 1,
      });
      expect(await temporaryNames()).toEqual([]);
      await expectRowsAndObjectsMatch(testApp, front, dataDir);
    } finally {
      await front.setSpaceOf(user.uuid, null);
    }
  });

  it('leaves no temporary file, no object, no row and no quota used when the upload breaks off half-way', async () => {
    const before = await snapshot(route.username);
    const body = multipartBody(route.partsWith(pngPart(4 * 1024 * 1024)));
    const token = await testApp.tokenOf(route.username);
    const outgoing = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: route.url,
      headers: { ...body.headers, authorization: `Bearer ${token}`, 'content-length': String(body.payload.length) },
    });
    outgoing.on('error', () => undefined);
    outgoing.write(body.payload.subarray(0, body.payload.length / 2));
    // The server is writing the temporary file …
    await expect.poll(() => temporaryNames(), { timeout: 10_000 }).toHaveLength(1);
    // … when the connection breaks.
    outgoing.destroy();
    await expect.poll(() => temporaryNames(), { timeout: 10_000 }).toEqual([]);
    expect(await snapshot(route.username)).toEqual(before);
    await expectRowsAndObjectsMatch(testApp, front, dataDir);
  });
});
