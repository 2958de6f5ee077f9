import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ERROR_MESSAGES } from '@berufswahl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createFilesFrontDoor, type FilesFrontDoor } from './files.front-door';
import { checkDownloads, checkStore, fileRows, FuzzStats, sendUpload, temporaryUploads, uploadRoutes, type UploadRoute } from './testing/fuzz/fuzz-harness';
import { hostileRequest, hostileUploads } from './testing/fuzz/hostile-files';
import { corpusFiles, generateRequest } from './testing/fuzz/multipart-fuzz';

/**
 * Upload fuzzing (issue 8, decision 057): the curated hostile corpus and a fixed-seed sample of
 * generated malformed requests against every upload route (files, story, story edit, task answer).
 * The long variant (≥ 10,000 requests per route) is `bench/upload-fuzz.bench.ts`.
 */
const SEED = 20261123;
/** Generated requests per route in `npm test`; about 10 ms each here with PGlite, see decision 057. */
const GENERATED_PER_ROUTE = 300;

let testApp: TestApp;
let dataDir: string;
let front: FilesFrontDoor;
let routes: UploadRoute[];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'berufswahl-upload-fuzz-'));
  testApp = await createTestApp({ DATA_DIR: dataDir, RATE_LIMIT_UPLOADS: '100000/60' });
  front = createFilesFrontDoor({ config: testApp.config, db: testApp.database.db });
  routes = await uploadRoutes(testApp);
});
afterAll(async () => {
  await testApp?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('upload fuzzing', () => {
  it('holds a curated corpus of at least 50 hostile files', () => {
    expect(hostileUploads().filter((entry) => entry.kind === 'file').length).toBeGreaterThanOrEqual(50);
  });

  it('answers every hostile upload on every route as expected, never 5xx, never slow', async () => {
    const stats = new FuzzStats();
    for (const route of routes) {
      const token = await testApp.tokenOf(route.username);
      for (const entry of hostileUploads()) {
        const label = `${route.name} ← ${entry.label}`;
        const rowsBefore = new Set((await fileRows(testApp)).map((row) => row.uuid));
        const leftBefore = (await temporaryUploads(testApp)).length;
        const outcome = await sendUpload(testApp, token, route, hostileRequest(entry, route.target));
        stats.record(label, outcome);
        if ((await temporaryUploads(testApp)).length > leftBefore) stats.problem(`${label}: temporary upload left behind`);
        // New rows, not more rows: the story edit replaces its attachment (one row out, one in).
        const rowsAfter = (await fileRows(testApp)).filter((row) => !rowsBefore.has(row.uuid));
        const stored = rowsAfter.length > 0;
        const ok = outcome.status >= 200 && outcome.status < 300;
        if (entry.kind === 'raw') {
          if (stored) stats.problem(`${label}: broken framing stored a file`);
        } else if (entry.expected === 'accept') {
          if (!ok || !stored) stats.problem(`${label}: expected accepted, got ${outcome.status} ${outcome.body.slice(0, 160)}`);
          else if (entry.storedType && !rowsAfter.some((row) => row.mimeType === entry.storedType)) stats.problem(`${label}: not stored as ${entry.storedType}`);
        } else if (entry.expected === 'reject' && (ok || stored)) {
          stats.problem(`${label}: expected rejected, got ${outcome.status}`);
        }
      }
    }
    expect(stats.problems).toEqual([]);
    expect(stats.serverErrors).toBe(0);
  }, 180_000);

  it('answers generated malformed requests with 2xx only for allowed types and never 5xx or slow', async () => {
    const stats = new FuzzStats();
    const corpus = corpusFiles();
    for (const route of routes) {
      const token = await testApp.tokenOf(route.username);
      for (let index = 0; index < GENERATED_PER_ROUTE; index += 1) {
        const request = generateRequest(SEED, index, route.target, corpus);
        const label = `${route.name} #${index} [${request.recipe.join(' ')}]`;
        const leftBefore = (await temporaryUploads(testApp)).length;
        stats.record(label, await sendUpload(testApp, token, route, request));
        if ((await temporaryUploads(testApp)).length > leftBefore) stats.problem(`${label}: temporary upload left behind`);
      }
    }
    expect(stats.problems).toEqual([]);
    expect(stats.accepted).toBeGreaterThan(0);
  }, 120_000);

  it('answers text the database cannot hold (NUL) with 400, in multipart and in JSON', async () => {
    const token = await testApp.tokenOf('schueler');
    const json = await testApp.app.inject({
      method: 'POST',
      url: '/api/bo/v1/artefacts/story',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ description: 'Hallo\u0000Welt' }),
    });
    expect(json.statusCode, json.body).toBe(400);
    expect(json.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: ERROR_MESSAGES.VALIDATION_FAILED });
    const story = routes.find((route) => route.name === 'story')!;
    const nul = hostileUploads().find((entry) => entry.label === 'NUL in a text field')!;
    const multipart = await sendUpload(testApp, token, story, hostileRequest(nul, story.target));
    expect(multipart.status, multipart.body).toBe(400);
  });

  it('leaves no quota drift, no orphan objects or rows, and serves nothing as HTML or inline when unsafe', async () => {
    const { drift, problems } = await checkStore(testApp, front);
    expect(problems).toEqual([]);
    expect(drift).toBe(0);
    expect(await checkDownloads(testApp, front)).toEqual([]);
  }, 60_000);
});
