import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { storySchema } from '@berufswahl/contracts';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, demoUser, type TestApp } from '../../test/test-app';
import { tasksOfPath, postStoryAs } from '../bo/testing';
import { createFilesFrontDoor, type FilesFrontDoor } from './files.front-door';
import { files } from './files.schema';
import { multipartBody, pngBytes } from './testing/files';
import { checkStoreAgainstRows } from './testing/store-check';

/**
 * Decision 035: every transaction is re-run on a serialization failure or deadlock, uploads too –
 * the pending file must survive a rolled-back attempt that had already moved it into the store.
 * A trigger raises 40P01 a set number of times after the object is stored (PGlite and PostgreSQL);
 * on PostgreSQL a real deadlock is forced against a running story upload.
 */
let testApp: TestApp;
let dataDir: string;
let front: FilesFrontDoor;
let uploadTaskUuid: string;

const temporaryUploads = () => readdir(path.join(dataDir, 'tmp', 'uploads')).catch(() => [] as string[]);

/** The next `count` row changes on `table` fail with SQLSTATE 40P01 (a sequence: not rolled back with them). */
async function failNext(count: number): Promise<void> {
  await testApp.database.db.execute(sql.raw(`alter sequence retry_test_conflicts restart with 1`));
  await testApp.database.db.execute(sql.raw(`update retry_test_budget set conflicts = ${count}`));
}

async function installConflictTrigger(table: string): Promise<void> {
  await testApp.database.db.execute(sql.raw(`drop trigger if exists retry_test_conflict on ${table}`));
  await testApp.database.db.execute(
    sql.raw(`create trigger retry_test_conflict after insert or update on ${table} for each row execute function retry_test_conflict()`),
  );
}

async function removeConflictTrigger(table: string): Promise<void> {
  await testApp.database.db.execute(sql.raw(`drop trigger if exists retry_test_conflict on ${table}`));
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'berufswahl-files-retry-'));
  testApp = await createTestApp({ DATA_DIR: dataDir, RATE_LIMIT_UPLOADS: '1000/60' });
  front = createFilesFrontDoor({ config: testApp.config, db: testApp.database.db });
  const { db } = testApp.database;
  await db.execute(sql.raw(`create sequence retry_test_conflicts`));
  await db.execute(sql.raw(`create table retry_test_budget (conflicts int not null)`));
  await db.execute(sql.raw(`insert into retry_test_budget values (0)`));
  await db.execute(
    sql.raw(`create function retry_test_conflict() returns trigger language plpgsql as $$
      begin
        if nextval('retry_test_conflicts') <= (select conflicts from retry_test_budget) then
          raise exception 'deadlock detected (retry test)' using errcode = '40P01';
        end if;
        return new;
      end $$`),
  );
  const task = (await tasksOfPath('sek1')).map((found) => found.task).find((candidate) => candidate.kind === 'upload');
  if (!task) throw new Error('The demo path has no upload task');
  uploadTaskUuid = task.uuid;
});
afterAll(async () => {
  await testApp?.close();
  await rm(dataDir, { recursive: true, force: true });
});
afterEach(() => vi.restoreAllMocks());

/** The retries the database layer logged (client.ts), as `code@attempt`. */
function spyOnRetries(): () => string[] {
  const print = console.error.bind(console);
  // The expected re-run lines are counted, not printed; anything else still reaches the output.
  const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('database conflict, re-running')) print(...args);
  });
  return () =>
    spy.mock.calls
      .map(([line]) => String(line))
      .filter((line) => line.includes('database conflict, re-running'))
      .map((line) => {
        const entry = JSON.parse(line) as { code: string; attempt: number };
        return `${entry.code}@${entry.attempt}`;
      });
}

async function expectStoreConsistent(): Promise<void> {
  // A replaced attachment's object is queued for removal after commit; the cleanup job removes it.
  await front.removeDeletedObjects();
  const check = await checkStoreAgainstRows(testApp.database.db, front);
  expect(check.problems).toEqual([]);
  expect(check.drift).toBe(0);
  expect(await temporaryUploads()).toEqual([]);
}

type UploadCase = { name: string; table: string; send: () => Promise<{ statusCode: number; body: string; fileUuid: () => string | null }> };

async function inject(method: 'POST' | 'PATCH', url: string, parts: Parameters<typeof multipartBody>[0]) {
  const body = multipartBody(parts);
  const response = await testApp.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${await testApp.tokenOf('schueler')}`, ...body.headers },
    payload: body.payload,
  });
  return response;
}

const photo = (size: number) => ({ field: 'attachment', filename: 'foto.png', contentType: 'image/png', content: pngBytes(size) });

const uploadCases: UploadCase[] = [
  {
    name: 'a new story with a photo (POST /artefacts/story)',
    table: 'stories',
    send: async () => {
      const response = await inject('POST', '/api/bo/v1/artefacts/story', [{ field: 'description', content: 'Nochmal versucht' }, photo(4_001)]);
      return { ...response, fileUuid: () => storySchema.parse(response.json()).attachment?.uuid ?? null };
    },
  },
  {
    name: 'a story’s replaced photo (PATCH /artefacts/stories/:uuid)',
    table: 'stories',
    send: async () => {
      const story = await postStoryAs(testApp, 'schueler', 'Bekommt ein neues Foto', { filename: 'alt.png', content: pngBytes(3_001) });
      const response = await inject('PATCH', `/api/bo/v1/artefacts/stories/${story.uuid}`, [photo(4_002)]);
      return { ...response, fileUuid: () => storySchema.parse(response.json()).attachment?.uuid ?? null };
    },
  },
  {
    name: 'a task answer’s file (POST /tasks/:uuid/answer/file)',
    table: 'bo_task_answers',
    send: async () => {
      const response = await inject('POST', `/api/bo/v1/tasks/${uploadTaskUuid}/answer/file`, [
        { field: 'file', filename: 'antwort.png', contentType: 'image/png', content: pngBytes(4_003) },
      ]);
      return { ...response, fileUuid: () => (response.json() as { answer: { file: { uuid: string } | null } | null }).answer?.file?.uuid ?? null };
    },
  },
];

describe('uploads in a re-run transaction', () => {
  it.each(uploadCases)('records $name once when its transaction conflicts twice after the file was stored', async ({ table, send }) => {
    const retries = spyOnRetries();
    await installConflictTrigger(table);
    let response;
    try {
      await failNext(2);
      response = await send();
    } finally {
      await removeConflictTrigger(table);
    }
    expect(response.statusCode, response.body).toBeLessThan(300);
    expect(retries()).toEqual(['40P01@1', '40P01@2']);
    const fileUuid = response.fileUuid();
    expect(fileUuid).toBeTruthy();
    const [row] = await testApp.database.db.select().from(files).where(eq(files.uuid, fileUuid!));
    expect(row).toBeDefined();
    expect((await front.storage.stat(row!.storageKey))?.size).toBe(row!.sizeBytes);
    await expectStoreConsistent();
  }, 60_000);

  it('answers 503 with Retry-After when the conflict outlasts 3 retries, and keeps neither row nor object', async () => {
    const retries = spyOnRetries();
    const owner = demoUser(testApp.world, 'schueler').uuid;
    const rowsBefore = await testApp.database.db.select({ uuid: files.uuid }).from(files).where(eq(files.ownerUuid, owner));
    await installConflictTrigger('stories');
    let response;
    try {
      await failNext(4);
      response = await inject('POST', '/api/bo/v1/artefacts/story', [{ field: 'description', content: 'Klappt nicht' }, photo(4_004)]);
    } finally {
      await removeConflictTrigger('stories');
    }
    expect(response.statusCode, response.body).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(retries()).toEqual(['40P01@1', '40P01@2', '40P01@3']);
    expect(await testApp.database.db.select({ uuid: files.uuid }).from(files).where(eq(files.ownerUuid, owner))).toEqual(rowsBefore);
    await expectStoreConsistent();
  }, 60_000);
});

/**
 * A real deadlock (PostgreSQL only): while a story with a photo is being created, this test holds
 * the student's arcade lock (the story's points take it last) and then asks for the student's
 * storage-account row (the upload took it first). PostgreSQL's deadlock detector aborts the
 * upload's transaction (this session waits with a longer deadlock_timeout, so it is never the
 * victim); the app re-runs it and the story is created with its photo.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a real deadlock on PostgreSQL', () => {
  it('re-runs the story upload that lost a deadlock, and it succeeds with its photo', async () => {
    const owner = demoUser(testApp.world, 'schueler').uuid;
    // node-postgres' result (this block runs on PostgreSQL only).
    const current = (await testApp.database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${current.rows[0]!.name}`;
    const blocker = new pg.Client({ connectionString: url.toString() });
    await blocker.connect();
    const retries = spyOnRetries();
    // The storage account row exists before the race (an upload creates it on first use).
    await postStoryAs(testApp, 'schueler', 'Vorher', { filename: 'vorher.png', content: pngBytes(2_000) });
    const objectsBefore = new Set<string>();
    for await (const object of front.storage.list('files/')) objectsBefore.add(object.key);
    try {
      await blocker.query('begin');
      await blocker.query(`set local deadlock_timeout = '30s'`);
      await blocker.query('select pg_advisory_xact_lock(hashtext($1))', [`arcade:${owner}`]);

      let answeredAt = 0;
      const upload = inject('POST', '/api/bo/v1/artefacts/story', [{ field: 'description', content: 'Trotz Deadlock' }, photo(5_005)]).then((response) => {
        answeredAt = performance.now();
        return response;
      });
      // The upload has stored its photo and now waits for the arcade lock this session holds.
      const deadline = Date.now() + 30_000;
      for (;;) {
        const waiting = await blocker.query(
          `select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
            where l.locktype = 'advisory' and not l.granted and a.datname = current_database()`,
        );
        if ((waiting.rows[0] as { n: number }).n > 0) break;
        if (Date.now() > deadline) throw new Error('the upload never waited for the arcade lock');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const stored: string[] = [];
      for await (const object of front.storage.list('files/')) if (!objectsBefore.has(object.key)) stored.push(object.key);
      expect(stored, 'the photo is in the store before the deadlock').toHaveLength(1);

      // The cycle: this session now wants the row the upload holds. The upload's transaction is
      // aborted (40P01), which frees the row – this query returns while the upload is still running.
      await blocker.query('select 1 from file_storage_accounts where user_uuid = $1 for update', [owner]);
      const lockedAt = performance.now();
      expect(answeredAt, 'the upload has not answered yet').toBe(0);
      await blocker.query('commit');

      const response = await upload;
      expect(response.statusCode, response.body).toBe(201);
      expect(answeredAt).toBeGreaterThan(lockedAt);
      expect(retries()).toContain('40P01@1');
      const story = storySchema.parse(response.json());
      const [row] = await testApp.database.db.select().from(files).where(eq(files.uuid, story.attachment!.uuid));
      // The retry recorded the object the first attempt had stored, under the same key.
      expect(row?.storageKey).toBe(stored[0]);
      expect((await front.storage.stat(row!.storageKey))?.size).toBe(row!.sizeBytes);
      await expectStoreConsistent();
    } finally {
      await blocker.query('rollback').catch(() => undefined);
      await blocker.end();
    }
  }, 90_000);
});
