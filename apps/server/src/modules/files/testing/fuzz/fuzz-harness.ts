import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { isAllowedFileType, isErrorBody, isSafeInlineType, STORY_MULTIPART_FIELDS, storySchema } from '@berufswahl/contracts';
import type { TestApp } from '../../../../test/test-app';
import { tasksOfPath } from '../../../bo';
import type { FilesFrontDoor } from '../../files.front-door';
import { files } from '../../files.schema';
import { checkStoreAgainstRows } from '../store-check';
import type { UploadTarget } from './hostile-files';

/** Shared by the fuzz test (`npm test`) and the long fuzz benchmark (`npm run bench`). */

/** A request that takes longer than this counts as hanging (issue 8). */
export const HANG_MS = 5_000;

export type UploadRoute = { name: string; method: 'POST' | 'PATCH'; url: string; username: string; target: UploadTarget };

/**
 * Every multipart upload route of the server (the CSV import takes JSON, decision 100): the
 * files upload, a new story, a story's edit that replaces its attachment – on a story of the
 * student's own, created here first – and a task answer's file.
 */
export async function uploadRoutes(testApp: Pick<TestApp, 'app' | 'tokenOf'>): Promise<UploadRoute[]> {
  const uploadTask = (await tasksOfPath('sek1')).map(({ task }) => task).find((task) => task.kind === 'upload');
  if (!uploadTask) throw new Error('The demo path has no upload task');
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/bo/v1/artefacts/story',
    headers: { authorization: `Bearer ${await testApp.tokenOf('schueler')}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ description: 'Fuzz-Story zum Bearbeiten' }),
  });
  if (created.statusCode !== 201) throw new Error(`The story to edit was not created: ${created.statusCode} ${created.body}`);
  const editedStory = storySchema.parse(created.json());
  const storyTarget = { fileField: STORY_MULTIPART_FIELDS.attachment, fields: { [STORY_MULTIPART_FIELDS.description]: 'Fuzz-Story' } };
  return [
    { name: 'files', method: 'POST', url: '/api/files/v1/me/files', username: 'lehrer', target: { fileField: 'file', fields: {} } },
    { name: 'story', method: 'POST', url: '/api/bo/v1/artefacts/story', username: 'schueler', target: storyTarget },
    { name: 'story-edit', method: 'PATCH', url: `/api/bo/v1/artefacts/stories/${editedStory.uuid}`, username: 'schueler', target: storyTarget },
    { name: 'task', method: 'POST', url: `/api/bo/v1/tasks/${uploadTask.uuid}/answer/file`, username: 'schueler', target: { fileField: 'file', fields: {} } },
  ];
}

export type Outcome = { status: number; ms: number; body: string };

/** Sends one upload; a request still unanswered after HANG_MS is reported as status 0. */
export async function sendUpload(
  testApp: Pick<TestApp, 'app'>,
  token: string,
  route: UploadRoute,
  request: { headers: Record<string, string>; payload: Buffer },
): Promise<Outcome> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), HANG_MS)));
  try {
    const response = await Promise.race([
      testApp.app.inject({ method: route.method, url: route.url, headers: { authorization: `Bearer ${token}`, ...request.headers }, payload: request.payload }),
      hang,
    ]);
    const ms = performance.now() - started;
    return response ? { status: response.statusCode, ms, body: response.body } : { status: 0, ms, body: '' };
  } finally {
    clearTimeout(timer);
  }
}

/** A rejection must carry the API's error body with a German message. */
export function isGermanError(body: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return false;
  }
  return isErrorBody(parsed) && /[äöüßÄÖÜ]|\b(Sie|Bitte|Datei|nicht|ist|ein|eine|Die|Der|Das|du|Du)\b/.test(parsed.message);
}

/** Counts of a fuzz run, as printed by the benchmark. */
export class FuzzStats {
  requests = 0;
  accepted = 0;
  byStatus = new Map<number, number>();
  serverErrors = 0;
  hanging = 0;
  slowestMs = 0;
  problems: string[] = [];

  record(label: string, outcome: Outcome): void {
    this.requests += 1;
    this.byStatus.set(outcome.status, (this.byStatus.get(outcome.status) ?? 0) + 1);
    this.slowestMs = Math.max(this.slowestMs, outcome.ms);
    if (outcome.status >= 200 && outcome.status < 300) this.accepted += 1;
    if (outcome.status >= 500) {
      this.serverErrors += 1;
      this.problem(`${label}: ${outcome.status} ${outcome.body.slice(0, 200)}`);
    }
    if (outcome.status === 0 || outcome.ms > HANG_MS) {
      this.hanging += 1;
      this.problem(`${label}: took ${Math.round(outcome.ms)} ms`);
    }
    if (outcome.status >= 400 && outcome.status < 500 && !isGermanError(outcome.body)) {
      this.problem(`${label}: ${outcome.status} without a German error body: ${outcome.body.slice(0, 200)}`);
    }
  }

  problem(text: string): void {
    // Keep the report readable when one bug makes thousands of requests fail the same way.
    if (this.problems.length < 50) this.problems.push(text);
  }

  summary(): string {
    const statuses = [...this.byStatus.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
    return `${this.requests} requests, ${this.accepted} accepted, ${statuses.join(', ')}; 5xx ${this.serverErrors}, hanging ${this.hanging}, slowest ${Math.round(this.slowestMs)} ms`;
  }
}

/** Uploads still lying in DATA_DIR/tmp/uploads; after an answered request there must be none. */
export async function temporaryUploads(testApp: Pick<TestApp, 'config'>): Promise<string[]> {
  return readdir(path.join(testApp.config.dataDir, 'tmp', 'uploads')).catch(() => [] as string[]);
}

type FileRowFacts = { uuid: string; ownerUuid: string; mimeType: string; sizeBytes: number; originalName: string; storageKey: string };

export async function fileRows(testApp: Pick<TestApp, 'database'>): Promise<FileRowFacts[]> {
  return testApp.database.db
    .select({
      uuid: files.uuid,
      ownerUuid: files.ownerUuid,
      mimeType: files.mimeType,
      sizeBytes: files.sizeBytes,
      originalName: files.originalName,
      storageKey: files.storageKey,
    })
    .from(files);
}

/** Types that would run script if a browser rendered them. */
const ACTIVE_TYPE = /html|svg|xml|javascript|ecmascript/i;

/** A stored name that could be a path or hide its real extension. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
const UNSAFE_NAME = /[\\/\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]|^\.\.?$/;

/**
 * The store's invariants after a run: every row has an allowed, inert type and a clean name of at
 * most 255 bytes; measured against the object store (`checkStoreAgainstRows`): every row has its
 * object with exactly the row's size, every object its row, and each user's storage total equals
 * the bytes the store really holds for them (`drift`); no temporary upload is left behind.
 */
export async function checkStore(testApp: Pick<TestApp, 'database' | 'config'>, front: FilesFrontDoor): Promise<{ drift: number; problems: string[] }> {
  const problems: string[] = [];
  // Replaced attachments and deleted files are queued for removal after their commit; the cleanup job would remove them.
  await front.removeDeletedObjects();
  const rows = await fileRows(testApp);
  for (const row of rows) {
    if (!isAllowedFileType(row.mimeType) || ACTIVE_TYPE.test(row.mimeType)) problems.push(`stored ${row.uuid} as ${row.mimeType}`);
    if (UNSAFE_NAME.test(row.originalName) || Buffer.byteLength(row.originalName) > 255) problems.push(`unsafe stored name ${JSON.stringify(row.originalName)}`);
  }
  const store = await checkStoreAgainstRows(testApp.database.db, front);
  problems.push(...store.problems);
  const leftovers = await temporaryUploads(testApp);
  if (leftovers.length > 0) problems.push(`${leftovers.length} temporary uploads left behind`);
  return { drift: store.drift, problems };
}

/**
 * Fetches every stored file through its signed download URL, asking for inline display: never an
 * HTML/SVG/JS type, always `nosniff` and a sandboxing CSP, inline only for safe preview types.
 */
export async function checkDownloads(testApp: Pick<TestApp, 'app' | 'database'>, front: FilesFrontDoor): Promise<string[]> {
  const problems: string[] = [];
  for (const row of await fileRows(testApp)) {
    const url = new URL(await front.signedDownloadUrl(row.uuid, { disposition: 'inline' }), 'http://localhost');
    const response = await testApp.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    const type = String(response.headers['content-type'] ?? '');
    const disposition = String(response.headers['content-disposition'] ?? '');
    if (response.statusCode !== 200) problems.push(`download of ${row.uuid}: ${response.statusCode}`);
    if (ACTIVE_TYPE.test(type)) problems.push(`download of ${row.uuid} served as ${type}`);
    if (response.headers['x-content-type-options'] !== 'nosniff') problems.push(`download of ${row.uuid} without nosniff`);
    if (!String(response.headers['content-security-policy'] ?? '').includes("default-src 'none'")) problems.push(`download of ${row.uuid} without CSP`);
    if (disposition.startsWith('inline') && !isSafeInlineType(type)) problems.push(`download of ${row.uuid} (${type}) served inline`);
  }
  return problems;
}
