import { request as httpRequest, type ClientRequest } from 'node:http';
import { FILE_MESSAGES, FILE_MESSAGES_DU, STORY_MULTIPART_FIELDS } from '@berufswahl/contracts';

/** Students read du (the story route's uploader), the teacher Sie (issue 14). */
const stalledMessageFor = (username: string) => (username.startsWith('schueler') ? FILE_MESSAGES_DU.stalled : FILE_MESSAGES.stalled);
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config';
import type { TestApp } from '../../test/test-app';
import type { FilesFrontDoor } from './files.front-door';
import { multipartBody } from './testing/files';
import { expectRowsAndObjectsMatch, type ListeningUploadApp, namesIn, pngPart, startListeningUploadApp, UPLOAD_ROUTES, type UploadRoute, uploadsFolder, uploadSnapshot } from './testing/upload-outcome';

/**
 * The upload stall limit (decision 167) over a real socket – `app.inject` always delivers the whole
 * body. A client that goes silent mid-upload is answered and cut off after UPLOAD_STALL_SECONDS,
 * leaving no temporary file, no row, no object and no quota used; a slow upload that keeps moving is
 * never cut. The limit is 1 s here (60 s by default).
 */

const STALL_SECONDS = 1;

let testApp: TestApp;
let dataDir: string;
let front: FilesFrontDoor;
let port: number;

const snapshot = (username: string) => uploadSnapshot(testApp, dataDir, username);
const temporaryNames = () => namesIn(uploadsFolder(dataDir));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Outcome = { status: number; body: string; connection: string | undefined; socketClosed: Promise<void> };

/** Opens an upload over a real socket; the body is written by the caller, piece by piece. */
async function openUpload(route: UploadRoute, payload: Buffer, headers: Record<string, string>) {
  const token = await testApp.tokenOf(route.username);
  const outgoing: ClientRequest = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: route.url,
    agent: false,
    headers: { ...headers, authorization: `Bearer ${token}`, 'content-length': String(payload.length) },
  });
  outgoing.on('error', () => undefined);
  const answered = new Promise<Outcome>((resolve) => {
    outgoing.on('response', (response) => {
      const socketClosed = new Promise<void>((closed) => response.socket.once('close', () => closed()));
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString(), connection: response.headers.connection, socketClosed }),
      );
    });
  });
  return { outgoing, answered };
}

let running: ListeningUploadApp;
beforeAll(async () => {
  running = await startListeningUploadApp('upload-stall', { UPLOAD_STALL_SECONDS: String(STALL_SECONDS) });
  ({ testApp, dataDir, front, port } = running);
});
afterAll(() => running?.close());

describe.each(UPLOAD_ROUTES)('$name', (route) => {
  it('answers and closes an upload that goes silent half-way, and keeps nothing', async () => {
    const before = await snapshot(route.username);
    const body = multipartBody(route.partsWith(pngPart(512 * 1024)));
    const { outgoing, answered } = await openUpload(route, body.payload, body.headers);
    outgoing.write(body.payload.subarray(0, body.payload.length / 2));
    // The server is writing the temporary file …
    await expect.poll(() => temporaryNames(), { timeout: 10_000 }).toHaveLength(1);
    // … when the client sends nothing more, without closing the connection.
    const silentSince = Date.now();
    const outcome = await answered;
    const waited = Date.now() - silentSince;
    expect(outcome.status, outcome.body).toBe(400);
    expect(JSON.parse(outcome.body)).toMatchObject({ code: 'VALIDATION_FAILED', message: stalledMessageFor(route.username) });
    expect(outcome.connection).toBe('close');
    await outcome.socketClosed;
    expect(waited).toBeGreaterThanOrEqual(STALL_SECONDS * 1000 - 300);
    expect(waited).toBeLessThan(5_000);
    await expect.poll(() => temporaryNames(), { timeout: 5_000 }).toEqual([]);
    expect(await snapshot(route.username)).toEqual(before);
    await expectRowsAndObjectsMatch(testApp, front, dataDir);
    outgoing.destroy();
  });

  it('lets a slow upload through that keeps moving (a piece every 500 ms, longer than the limit in total)', async () => {
    const before = await snapshot(route.username);
    const file = pngPart(64 * 1024);
    const body = multipartBody(route.partsWith(file));
    const { outgoing, answered } = await openUpload(route, body.payload, body.headers);
    const pieces = 6;
    const pieceLength = Math.ceil(body.payload.length / pieces);
    const started = Date.now();
    for (let index = 0; index < pieces; index += 1) {
      outgoing.write(body.payload.subarray(index * pieceLength, (index + 1) * pieceLength));
      if (index < pieces - 1) await sleep(500);
    }
    outgoing.end();
    const outcome = await answered;
    expect(Date.now() - started).toBeGreaterThan(2 * STALL_SECONDS * 1000);
    expect(outcome.status, outcome.body).toBe(201);
    const after = await snapshot(route.username);
    expect(after.used).toBe(before.used + file.content.length);
    expect(after.files).toBe(before.files + 1);
    expect(await temporaryNames()).toEqual([]);
    await expectRowsAndObjectsMatch(testApp, front, dataDir);
  });
});

describe('a stall outside the file part', () => {
  it('answers the story route that goes silent after its text, before the attachment starts', async () => {
    const route = UPLOAD_ROUTES[1]!;
    const before = await snapshot(route.username);
    const body = multipartBody(route.partsWith(pngPart(4096)));
    const { outgoing, answered } = await openUpload(route, body.payload, body.headers);
    // The description part and the start of the attachment's part headers.
    const attachmentStart = body.payload.indexOf(`name="${STORY_MULTIPART_FIELDS.attachment}"`);
    outgoing.write(body.payload.subarray(0, attachmentStart));
    const outcome = await answered;
    expect(outcome.status, outcome.body).toBe(400);
    expect(JSON.parse(outcome.body)).toMatchObject({ message: stalledMessageFor(route.username) });
    await outcome.socketClosed;
    expect(await temporaryNames()).toEqual([]);
    expect(await snapshot(route.username)).toEqual(before);
    outgoing.destroy();
  });
});

describe('UPLOAD_STALL_SECONDS', () => {
  it('is 60 s unless set, and refuses a limit under one second', () => {
    expect(loadConfig({}).uploadStallSeconds).toBe(60);
    expect(loadConfig({ UPLOAD_STALL_SECONDS: '120' }).uploadStallSeconds).toBe(120);
    expect(() => loadConfig({ UPLOAD_STALL_SECONDS: '0' })).toThrow(/UPLOAD_STALL_SECONDS/);
  });
});
