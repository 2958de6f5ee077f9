import { mkdtemp, rm } from 'node:fs/promises';
import type * as FsPromises from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { STORY_MULTIPART_FIELDS } from '@berufswahl/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pngBytes } from './testing/files';
import { namesIn, postMultipartAs, uploadSnapshot, uploadsFolder } from './testing/upload-outcome';

/**
 * Fault injection (issue 8): the disk fills up while an upload is written. The file system calls
 * of the upload path are wrapped so that, when switched on, (a) writing the temporary file fails
 * with ENOSPC after 64 KiB, or (b) moving the finished file into the store fails with ENOSPC –
 * the two places where a real full disk shows. Expected: a clear 507 SERVER_STORAGE_FULL with
 * Retry-After, no temporary file, no row, no object, quota unchanged, and the next upload works
 * once there is space again.
 */
const disk = vi.hoisted(() => ({ temporaryWritesFail: false, storeFails: false }));

const enospc = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' });

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof FsPromises>();
  const isTemporaryUpload = (file: unknown) => String(file).includes(`${path.sep}uploads${path.sep}`);
  const isStoreTarget = (file: unknown) => String(file).includes(`${path.sep}objects${path.sep}`);
  return {
    ...actual,
    open: async (...args: Parameters<typeof actual.open>) => {
      const handle = await actual.open(...args);
      if (!disk.temporaryWritesFail || !isTemporaryUpload(args[0])) return handle;
      const createWriteStream = handle.createWriteStream.bind(handle);
      // The first 64 KiB land on the disk (a real half-written temporary file), then it is full.
      return Object.assign(handle, {
        createWriteStream: () => {
          const real = createWriteStream();
          let written = 0;
          return new Writable({
            write(chunk: Buffer, _encoding, done) {
              written += chunk.length;
              if (written > 64 * 1024) return done(enospc());
              real.write(chunk, (error) => done(error ?? null));
            },
            final(done) {
              real.end(() => done());
            },
            destroy(error, done) {
              real.destroy();
              done(error);
            },
          });
        },
      });
    },
    rename: async (from: string, to: string) => {
      if (disk.storeFails && isStoreTarget(to)) throw Object.assign(enospc(), { syscall: 'rename' });
      return actual.rename(from, to);
    },
  };
});

let testApp: TestApp;
let dataDir: string;

const uploadFile = (username: string, size: number) =>
  postMultipartAs(testApp, username, '/api/files/v1/me/files', [{ field: 'file', filename: 'foto.png', contentType: 'image/png', content: pngBytes(size) }]);

const uploadStory = (username: string, size: number) =>
  postMultipartAs(testApp, username, '/api/bo/v1/artefacts/story', [
    { field: 'description', content: 'Mein Tag in der #Werkstatt' },
    { field: STORY_MULTIPART_FIELDS.attachment, filename: 'werkstatt.png', contentType: 'image/png', content: pngBytes(size) },
  ]);

const snapshot = (username: string) => uploadSnapshot(testApp, dataDir, username);
const temporaryNames = () => namesIn(uploadsFolder(dataDir));

/** The student who uploads a story reads du, the teacher Sie (issue 14). */
function expectDiskFullAnswer(response: Awaited<ReturnType<typeof uploadFile>>, username: string) {
  expect(response.statusCode, response.body).toBe(507);
  expect(response.json()).toMatchObject({
    code: 'SERVER_STORAGE_FULL',
    message:
      username === 'schueler'
        ? 'Der Speicher des Servers ist gerade voll. Deine Datei wurde nicht gespeichert. Bitte versuche es später noch einmal.'
        : 'Der Speicher des Servers ist gerade voll. Ihre Datei wurde nicht gespeichert. Bitte versuchen Sie es später noch einmal.',
  });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'berufswahl-disk-full-'));
  testApp = await createTestApp({ DATA_DIR: dataDir, RATE_LIMIT_UPLOADS: '1000/60' });
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  disk.temporaryWritesFail = false;
  disk.storeFails = false;
});

describe.each([
  ['the files route', 'lehrer', uploadFile],
  ['the story route', 'schueler', uploadStory],
] as const)('disk full on %s', (_route, username, upload) => {
  it('while the temporary file is written: 507, temporary file removed, nothing recorded', async () => {
    const before = await snapshot(username);
    disk.temporaryWritesFail = true;
    expectDiskFullAnswer(await upload(username, 512 * 1024), username);
    expect(await temporaryNames()).toEqual([]);
    expect(await snapshot(username)).toEqual(before);
  });

  it('while the file is moved into the store: 507, nothing recorded, no object left', async () => {
    const before = await snapshot(username);
    disk.storeFails = true;
    expectDiskFullAnswer(await upload(username, 256 * 1024), username);
    expect(await temporaryNames()).toEqual([]);
    expect(await snapshot(username)).toEqual(before);
  });

  it('takes the next upload once there is space again', async () => {
    const before = await snapshot(username);
    const response = await upload(username, 100 * 1024);
    expect(response.statusCode, response.body).toBe(201);
    const after = await snapshot(username);
    expect(after.used).toBe(before.used + pngBytes(100 * 1024).length);
    expect(after.objects).toBe(before.objects + 1);
  });
});
