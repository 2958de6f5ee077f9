import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import {
  ERROR_MESSAGES_DU,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_MESSAGES_DU,
  IDEMPOTENT_REPLAY_HEADER,
  ANSWER_FILE_FIELD,
  STORY_MULTIPART_FIELDS,
  storySchema,
  taskDetailSchema,
  type Task,
} from '@berufswahl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoUser, type TestApp } from './test-app';
import { tasksOfPath } from '../modules/bo/testing';
import { files, multipartBody, pngBytes } from '../modules/files/testing';
import { idempotencyKeys } from '../platform/db/schema';
import { createIdempotencyStore } from '../platform/http/idempotency';

const STORY_URL = '/api/bo/v1/artefacts/story';
const STATEMENTS_URL = '/api/bo/v1/statements';

let testApp: TestApp;
let dataDir: string;

async function send(
  username: string,
  request: { method: 'POST' | 'PUT' | 'PATCH'; url: string; key?: string; json?: object; story?: { description: string; photo?: Buffer } },
) {
  const headers: Record<string, string> = { authorization: `Bearer ${await testApp.tokenOf(username)}` };
  if (request.key) headers[IDEMPOTENCY_KEY_HEADER] = request.key;
  if (request.story) {
    const { description, photo } = request.story;
    const body = multipartBody([
      { field: 'description', content: description },
      ...(photo
        ? [
            { field: 'attachment_source', content: 'photo' },
            { field: STORY_MULTIPART_FIELDS.attachment, filename: 'foto.png', contentType: 'image/png', content: photo },
          ]
        : []),
    ]);
    return testApp.app.inject({ method: request.method, url: request.url, headers: { ...headers, ...body.headers }, payload: body.payload });
  }
  return testApp.app.inject({ method: request.method, url: request.url, headers, ...(request.json ? { payload: request.json } : {}) });
}

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const result: unknown = await testApp.database.db.execute(query);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number }[];
  return Number(rows[0]?.n ?? 0);
}

const storiesWith = (username: string, description: string) =>
  count(sql`select count(*)::int as n from stories where owner_uuid = ${demoUser(testApp.world, username).uuid} and description = ${description}`);

const filesOwnedBy = async (username: string) =>
  (await testApp.database.db.select().from(files).where(eq(files.ownerUuid, demoUser(testApp.world, username).uuid))).length;

const storyPoints = (storyUuid: string) =>
  count(sql`select count(*)::int as n from arcade_point_events where subject_uuid = ${storyUuid} and action = 'story_created'`);

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'berufswahl-idempotency-'));
  testApp = await createTestApp({ DATA_DIR: dataDir, RATE_LIMIT_UPLOADS: '1000/60' });
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('Idempotency-Key on story create', () => {
  it('creates one story, one file and one points award however often the key is sent', async () => {
    const key = randomUUID();
    const description = `Offline geschrieben ${key}`;
    const filesBefore = await filesOwnedBy('schueler');
    const first = await send('schueler', { method: 'POST', url: STORY_URL, key, story: { description, photo: pngBytes() } });
    expect(first.statusCode, first.body).toBe(201);
    const again = await send('schueler', { method: 'POST', url: STORY_URL, key, story: { description, photo: pngBytes() } });
    expect(again.statusCode).toBe(201);
    expect(again.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
    const story = storySchema.parse(first.json());
    expect(storySchema.parse(again.json()).uuid).toBe(story.uuid);
    expect(await storiesWith('schueler', description)).toBe(1);
    expect(await filesOwnedBy('schueler')).toBe(filesBefore + 1);
    expect(await storyPoints(story.uuid)).toBe(1);
  });

  it('creates one story when two requests with the same key race', async () => {
    const key = randomUUID();
    const description = `Zweimal gleichzeitig ${key}`;
    const answers = await Promise.all([
      send('schueler', { method: 'POST', url: STORY_URL, key, story: { description, photo: pngBytes(4096) } }),
      send('schueler', { method: 'POST', url: STORY_URL, key, story: { description, photo: pngBytes(4096) } }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(new Set(answers.map((answer) => storySchema.parse(answer.json()).uuid)).size).toBe(1);
    // One did the work; the other waited for it and got its answer.
    expect(answers.filter((answer) => answer.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()] === 'true')).toHaveLength(1);
    expect(await storiesWith('schueler', description)).toBe(1);
  });

  it('keeps the keys of different users apart', async () => {
    const key = randomUUID();
    const description = `Gleicher Schlüssel ${key}`;
    const mine = await send('schueler', { method: 'POST', url: STORY_URL, key, story: { description } });
    const theirs = await send('schueler2', { method: 'POST', url: STORY_URL, key, story: { description } });
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(storySchema.parse(theirs.json()).uuid).not.toBe(storySchema.parse(mine.json()).uuid);
    expect(await storiesWith('schueler2', description)).toBe(1);
  });

  it('creates a story anew when the key has expired', async () => {
    const key = randomUUID();
    const description = `Nach einem Tag ${key}`;
    await send('schueler', { method: 'POST', url: STORY_URL, key, story: { description } });
    await testApp.database.db
      .update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(idempotencyKeys.key, key));
    const later = await send('schueler', { method: 'POST', url: STORY_URL, key, story: { description } });
    expect(later.statusCode).toBe(201);
    expect(later.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBeUndefined();
    expect(await storiesWith('schueler', description)).toBe(2);
  });

  it('keeps no key after a refused request, so the fixed draft is created with the same key', async () => {
    const key = randomUUID();
    const refused = await send('schueler', { method: 'POST', url: STORY_URL, key, story: { description: 'x'.repeat(5000) } });
    expect(refused.statusCode).toBe(400);
    const fixed = await send('schueler', { method: 'POST', url: STORY_URL, key, story: { description: `Kürzer ${key}` } });
    expect(fixed.statusCode).toBe(201);
  });

  it('refuses a key that is no UUID with a German message', async () => {
    const answer = await send('schueler', { method: 'POST', url: STORY_URL, key: 'nicht-eindeutig', story: { description: 'Hallo' } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: IDEMPOTENCY_MESSAGES_DU.invalidKey });
  });
});

describe('Idempotency-Key on JSON writes', () => {
  it('answers 422 when the key comes again with another payload', async () => {
    const key = randomUUID();
    const first = await send('schueler', { method: 'POST', url: STATEMENTS_URL, key, json: { text: 'Ich helfe gern anderen.' } });
    expect(first.statusCode).toBe(201);
    const other = await send('schueler', { method: 'POST', url: STATEMENTS_URL, key, json: { text: 'Ich baue gern Dinge.' } });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', message: ERROR_MESSAGES_DU.IDEMPOTENCY_KEY_REUSED });
  });

  it('answers 422 when the key comes again on another route', async () => {
    const key = randomUUID();
    await send('schueler', { method: 'POST', url: STATEMENTS_URL, key, json: { text: 'Ich rechne gern.' } });
    const story = await send('schueler', { method: 'POST', url: STORY_URL, key, story: { description: 'Ich rechne gern.' } });
    expect(story.statusCode).toBe(422);
  });

  it('creates one statement for a repeated key', async () => {
    const key = randomUUID();
    const text = `Ich male gern. ${key.slice(0, 8)}`;
    await send('schueler', { method: 'POST', url: STATEMENTS_URL, key, json: { text } });
    await send('schueler', { method: 'POST', url: STATEMENTS_URL, key, json: { text } });
    const userUuid = demoUser(testApp.world, 'schueler').uuid;
    expect(await count(sql`select count(*)::int as n from statements where owner_uuid = ${userUuid} and text = ${text}`)).toBe(1);
  });

  it('leaves routes without the option untouched by the header', async () => {
    const key = randomUUID();
    const list = await testApp.app.inject({
      method: 'GET',
      url: STATEMENTS_URL,
      headers: { authorization: `Bearer ${await testApp.tokenOf('schueler')}`, [IDEMPOTENCY_KEY_HEADER]: key },
    });
    expect(list.statusCode).toBe(200);
    const stored = await testApp.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(stored).toHaveLength(0);
  });
});

describe('Idempotency-Key on a task answer file', () => {
  it('stores one file and one answer however often the upload is sent under one key', async () => {
    const uploadTask = (await tasksOfPath('sek1')).map(({ task }) => task).find((task) => task.kind === 'upload')!;
    const url = `/api/bo/v1/tasks/${uploadTask.uuid}/answer/file`;
    const key = randomUUID();
    const upload = async () => {
      const body = multipartBody([{ field: ANSWER_FILE_FIELD, filename: 'lebenslauf.png', contentType: 'image/png', content: pngBytes() }]);
      return testApp.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${await testApp.tokenOf('schueler2')}`, [IDEMPOTENCY_KEY_HEADER]: key, ...body.headers },
        payload: body.payload,
      });
    };
    const filesBefore = await filesOwnedBy('schueler2');
    const first = await upload();
    expect(first.statusCode, first.body).toBe(200);
    const again = await upload();
    expect(again.statusCode).toBe(200);
    expect(again.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
    expect(taskDetailSchema.parse(again.json()).answer?.file?.filename).toBe('lebenslauf.png');
    expect(await filesOwnedBy('schueler2')).toBe(filesBefore + 1);
  });
});

describe('a task answer changed on another device', () => {
  let reflectionTask: Task;
  beforeAll(async () => {
    reflectionTask = (await tasksOfPath('sek1')).map(({ task }) => task).find((task) => task.kind === 'reflection')!;
  });
  const saveAnswer = (body: object, key?: string) =>
    send('schueler2', { method: 'PUT', url: `/api/bo/v1/tasks/${reflectionTask.uuid}/answer`, json: body, ...(key ? { key } : {}) });

  it('answers 409 with the current answer when the draft was based on an older one', async () => {
    const first = taskDetailSchema.parse((await saveAnswer({ kind: 'reflection', text: 'Am Handy geschrieben.' })).json());
    const seen = first.answer!.last_modified;
    await saveAnswer({ kind: 'reflection', text: 'Am PC geändert.', based_on: seen });
    const draft = await saveAnswer({ kind: 'reflection', text: 'Offline auf dem Handy.', based_on: seen }, randomUUID());
    expect(draft.statusCode).toBe(409);
    expect(draft.json()).toMatchObject({ code: 'ANSWER_CHANGED', message: ERROR_MESSAGES_DU.ANSWER_CHANGED });
    expect(taskDetailSchema.parse(draft.json().current).answer?.text).toBe('Am PC geändert.');
  });

  it('saves when the draft is based on the answer still stored', async () => {
    const current = taskDetailSchema.parse((await saveAnswer({ kind: 'reflection', text: 'Stand jetzt.' })).json());
    const kept = await saveAnswer({ kind: 'reflection', text: 'Meine Fassung.', based_on: current.answer!.last_modified }, randomUUID());
    expect(kept.statusCode).toBe(200);
    expect(taskDetailSchema.parse(kept.json()).answer?.text).toBe('Meine Fassung.');
  });
});

describe('the idempotency store', () => {
  it('deletes expired keys and keeps the others', async () => {
    const store = createIdempotencyStore(testApp.database.db);
    const userUuid = demoUser(testApp.world, 'schueler').uuid;
    const [old, fresh] = [randomUUID(), randomUUID()];
    await store.claim(userUuid, old, 'a');
    await store.claim(userUuid, fresh, 'b');
    await testApp.database.db
      .update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(idempotencyKeys.userUuid, userUuid), eq(idempotencyKeys.key, old)));
    expect(await store.purgeExpired()).toBeGreaterThanOrEqual(1);
    const left = await testApp.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userUuid, userUuid));
    expect(left.map((row) => row.key)).toContain(fresh);
    expect(left.map((row) => row.key)).not.toContain(old);
  });
});
