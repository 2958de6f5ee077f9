import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FILE_MESSAGES, FILE_MESSAGES_DU, STORY_MULTIPART_FIELDS } from '@berufswahl/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import type * as Sniffer from './file-sniffer';
import { pngBytes } from './testing/files';
import { namesIn, ownedRowsOf, postMultipartAs, uploadsFolder } from './testing/upload-outcome';

/**
 * An overloaded server whose type check cannot even read a file's first bytes in time (the thread
 * pool busy with password hashing and fsyncs) answers 503 with Retry-After and says so – it must
 * not refuse a good photo as "no valid type" – and keeps nothing.
 */
const sniffing = vi.hoisted(() => ({ isBusy: false }));

vi.mock('./file-sniffer', async (importOriginal) => {
  const actual = await importOriginal<typeof Sniffer>();
  return {
    ...actual,
    sniffMimeType: (...args: Parameters<typeof actual.sniffMimeType>) =>
      sniffing.isBusy ? Promise.resolve({ kind: 'busy' } as const) : actual.sniffMimeType(...args),
  };
});

let testApp: TestApp;
let dataDir: string;

const upload = (username: string, url: string, field: string, extra: { field: string; content: string }[] = []) =>
  postMultipartAs(testApp, username, url, [...extra, { field, filename: 'foto.png', contentType: 'image/png', content: pngBytes(2048) }]);

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'berufswahl-sniff-busy-'));
  testApp = await createTestApp({ DATA_DIR: dataDir, RATE_LIMIT_UPLOADS: '1000/60' });
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  sniffing.isBusy = false;
});

describe.each([
  ['the files route', 'lehrer', '/api/files/v1/me/files', 'file', []],
  ['the story route', 'schueler', '/api/bo/v1/artefacts/story', STORY_MULTIPART_FIELDS.attachment, [{ field: 'description', content: 'Mein Tag in der #Werkstatt' }]],
] as const)('a type check that cannot start in time on %s', (_route, username, url, field, extra) => {
  it('answers 503 with Retry-After and the German message, keeps nothing, and the next upload works', async () => {
    const before = await ownedRowsOf(testApp, username);
    sniffing.isBusy = true;
    const busy = await upload(username, url, field, [...extra]);
    expect(busy.statusCode, busy.body).toBe(503);
    expect(busy.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      // Students read du (issue 14).
      message: username === 'schueler' ? FILE_MESSAGES_DU.checkBusy : FILE_MESSAGES.checkBusy,
    });
    expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
    expect(await ownedRowsOf(testApp, username)).toEqual(before);
    expect(await namesIn(uploadsFolder(dataDir))).toEqual([]);

    sniffing.isBusy = false;
    const next = await upload(username, url, field, [...extra]);
    expect(next.statusCode, next.body).toBe(201);
  });
});
