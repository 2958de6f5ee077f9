import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { loadConfig, type AppConfig, type DeletionPausePoint } from '../../../platform/config';
import { openDatabase, type Database } from '../../../platform/db/client';
import { users } from '../../../platform/db/schema';
import { seedDemo } from '../../../wiring/demo-seed';
import { findOrphanRows } from '../../../platform/personal-data/user-references';
import { findFreePort, startServerProcess } from '../../../test/server-process';
import { signIn } from '../../../test/sign-in';
import { demoUser, TEST_PUBLIC_URL } from '../../../test/test-app';
import { createScratchDatabase } from '../../../test/test-database';
import { createFilesFrontDoor, type FilesFrontDoor } from '../../files';
import { fileRemovals, files, uploadPngAs, checkStoreAgainstRows } from '../../files/testing';
import { deactivateWithPassedDeadline, objectKeys, rowsReferencing } from '../testing/account-deletion';

/**
 * Fault test (issue 8, audit: "a thrown error is not a killed process"): the server process is
 * killed with SIGKILL while the account deletion job runs – once inside an account's transaction
 * after its rows were deleted, once after the commit before the stored objects are removed. Both
 * points are hit deterministically through the test-only pause point TEST_DELETION_PAUSE_FILE
 * (refused in production, decision 169); the job runs at start through TEST_RUN_JOBS_AT_START,
 * before the server listens. After each kill the server starts again on the same data and the jobs
 * run again; the database and the object store are then checked directly.
 *
 * PGlite in DATA_DIR by default (killed with the process, recovered on opening); a fresh PostgreSQL
 * database when TEST_DATABASE_URL is set (the kill ends the connection, PostgreSQL rolls back).
 */
const DELETE_DUE_ACCOUNTS = 'identity.delete-due-accounts';
const CLEAN_UP_FILES = 'files.clean-up-orphans';

let dataDir: string;
let port: number;
/** PostgreSQL only: the fresh database the child process uses, and how to drop it. */
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
let killedProcess: { kill: () => void } | null = null;

/** Deleted at the first kill point, and at the second. */
const people = {
  insideTransaction: { username: 'schueler2', uuid: '', rowsBefore: 0, keys: [] as string[] },
  afterCommit: { username: 'lehrer2', uuid: '', rowsBefore: 0, keys: [] as string[] },
};

const pauseFile = () => path.join(dataDir, 'deletion-pause');

const environment = (options: { jobs: string[]; pauseAt?: DeletionPausePoint }) => ({
  DATA_DIR: dataDir,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  // The demo seed would bring the deleted demo accounts back on every restart.
  DEMO_SEED: 'false',
  LOG_LEVEL: 'error',
  TEST_RUN_JOBS_AT_START: options.jobs.join(','),
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  ...(options.pauseAt ? { TEST_DELETION_PAUSE_FILE: pauseFile(), TEST_DELETION_PAUSE_POINT: options.pauseAt } : {}),
});

const configOf = (): AppConfig =>
  loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: TEST_PUBLIC_URL,
    WEB_DIST_DIR: '/nonexistent-web-dist',
    RATE_LIMIT_UPLOADS: '1000/60',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });

/** Opens the database the server left (PGlite: only while no server runs) with the files module on its store. */
async function inspect<T>(check: (db: Database, front: FilesFrontDoor) => Promise<T>): Promise<T> {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    return await check(database.db, createFilesFrontDoor({ config: configOf(), db: database.db }));
  } finally {
    await database.close();
  }
}

/** Starts the server with the pause point, lets it run the deletion job at start, and kills it where it waits. */
async function killDeletionAt(point: DeletionPausePoint): Promise<void> {
  await rm(`${pauseFile()}.waiting`, { force: true });
  const server = await startServerProcess(environment({ jobs: [DELETE_DUE_ACCOUNTS], pauseAt: point }), { port, waitUntilReady: false });
  killedProcess = { kill: () => server.child.kill('SIGKILL') };
  const deadline = Date.now() + 60_000;
  let reached: string | null = null;
  while (!reached) {
    if (server.child.exitCode !== null) throw new Error(`the server ended before the pause point:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`the server did not reach the pause point ${point}:\n${server.output()}`);
    reached = await readFile(`${pauseFile()}.waiting`, 'utf8').catch(() => null);
    if (!reached) await new Promise((resolve) => setTimeout(resolve, 25));
  }
  // The job waits until the pause file exists – which never happens.
  server.child.kill('SIGKILL');
  await server.exited;
  killedProcess = null;
  expect(reached).toBe(point);
  expect(server.child.signalCode).toBe('SIGKILL');
}

/** Starts the server on the same data; the jobs run before it listens, so once it is ready they are done. */
async function restartRunning(jobs: string[]): Promise<void> {
  const server = await startServerProcess(environment({ jobs }), { port });
  // Stopped normally: PGlite's files belong to one process at a time.
  expect(await server.stop()).toBe(0);
}

/** PostgreSQL ends a killed client's transaction when it notices the closed connection; the rerun must not find it still open. */
async function waitForKilledTransactionToEnd(db: Database): Promise<void> {
  if (!databaseUrl) return;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const result = (await db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state like 'idle in transaction%'`,
    )) as unknown as { rows: { n: number }[] };
    if (Number(result.rows[0]?.n ?? 0) === 0) return;
    if (Date.now() > deadline) throw new Error('the killed transaction is still open after 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function storageKeysOf(db: Database, userUuid: string): Promise<string[]> {
  return (await db.select({ key: files.storageKey }).from(files).where(eq(files.ownerUuid, userUuid))).map((row) => row.key).sort();
}

async function queuedRemovals(db: Database): Promise<string[]> {
  return (await db.select({ key: fileRemovals.storageKey }).from(fileRemovals)).map((row) => row.key).sort();
}

async function hasAccount(db: Database, userUuid: string): Promise<boolean> {
  return (await db.select({ uuid: users.uuid }).from(users).where(eq(users.uuid, userUuid))).length === 1;
}

/** Each person gets two files and one in the trash, through the real routes of an app on the same data. */
async function prepareAccounts(): Promise<void> {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    await database.migrate();
    const world = await seedDemo(database.db, { isProduction: false });
    const app = await buildApp({ config: configOf(), database });
    await app.ready();
    try {
      for (const person of Object.values(people)) {
        person.uuid = demoUser(world, person.username).uuid;
        const token = (await signIn(app, { username: person.username })).accessToken;
        const asPerson = { app, tokenOf: async () => token };
        await uploadPngAs(asPerson, person.username, 'lebenslauf.png', 3000);
        await uploadPngAs(asPerson, person.username, 'zeugnis.png', 4000);
        const trashed = await uploadPngAs(asPerson, person.username, 'alt.png', 5000);
        const trash = await app.inject({ method: 'POST', url: `/api/files/v1/me/files/${trashed}/trash`, headers: { authorization: `Bearer ${token}` } });
        expect(trash.statusCode).toBe(204);
        person.keys = await storageKeysOf(database.db, person.uuid);
        person.rowsBefore = await rowsReferencing(database.db, person.uuid);
      }
    } finally {
      await app.close();
    }
    // Only the first is due yet; the second becomes due in its own case.
    await deactivateWithPassedDeadline(database.db, people.insideTransaction.uuid);
  } finally {
    await database.close();
  }
  for (const person of Object.values(people)) {
    expect(person.keys).toHaveLength(3);
    expect(person.rowsBefore).toBeGreaterThan(person.keys.length);
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'berufswahl-deletion-kill-'));
  port = await findFreePort();
  if (process.env.TEST_DATABASE_URL) {
    // PostgreSQL: a fresh database for the child process (the shared server is never touched otherwise).
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL, 'berufswahl_kill');
    databaseUrl = scratch.url;
    dropDatabase = scratch.drop;
  }
  await prepareAccounts();
}, 120_000);
afterAll(async () => {
  killedProcess?.kill();
  await dropDatabase?.();
  await rm(dataDir, { recursive: true, force: true });
});

describe(`SIGKILL during the account deletion job (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('killed inside an account’s transaction: nothing is deleted, and the rerun deletes everything', async () => {
    const person = people.insideTransaction;
    await killDeletionAt('before-commit');

    await inspect(async (db, front) => {
      // The paused transaction had deleted every row of the person; none of it was committed.
      expect(await hasAccount(db, person.uuid)).toBe(true);
      expect(await rowsReferencing(db, person.uuid)).toBe(person.rowsBefore);
      expect(await storageKeysOf(db, person.uuid)).toEqual(person.keys);
      expect(await objectKeys(front.storage)).toEqual(expect.arrayContaining(person.keys));
      expect(await queuedRemovals(db)).toEqual([]);
      expect((await checkStoreAgainstRows(db, front)).problems).toEqual([]);
      await waitForKilledTransactionToEnd(db);
    });

    await restartRunning([DELETE_DUE_ACCOUNTS]);

    await inspect(async (db, front) => {
      expect(await hasAccount(db, person.uuid)).toBe(false);
      expect(await rowsReferencing(db, person.uuid)).toBe(0);
      const stored = await objectKeys(front.storage);
      for (const key of person.keys) expect(stored).not.toContain(key);
      expect(await queuedRemovals(db)).toEqual([]);
      expect(await findOrphanRows(db)).toEqual([]);
      const check = await checkStoreAgainstRows(db, front);
      expect(check.problems).toEqual([]);
      expect(check.drift).toBe(0);
      // The other account was not due and is untouched.
      expect(await rowsReferencing(db, people.afterCommit.uuid)).toBe(people.afterCommit.rowsBefore);
      expect(await storageKeysOf(db, people.afterCommit.uuid)).toEqual(people.afterCommit.keys);
    });
  }, 120_000);

  it('killed after the commit, before the objects are removed: the next cleanup removes them, nothing is left', async () => {
    const person = people.afterCommit;
    await inspect((db) => deactivateWithPassedDeadline(db, person.uuid));
    await killDeletionAt('before-object-removal');

    await inspect(async (db, front) => {
      // Committed: the account and every row naming it are gone; its objects wait in the removal queue.
      expect(await hasAccount(db, person.uuid)).toBe(false);
      expect(await rowsReferencing(db, person.uuid)).toBe(0);
      expect(await findOrphanRows(db)).toEqual([]);
      expect(await queuedRemovals(db)).toEqual(person.keys);
      const check = await checkStoreAgainstRows(db, front);
      expect(check.objectsWithoutRow.sort()).toEqual(person.keys);
      expect(check.problems).toHaveLength(person.keys.length);
    });

    await restartRunning([DELETE_DUE_ACCOUNTS, CLEAN_UP_FILES]);

    await inspect(async (db, front) => {
      const stored = await objectKeys(front.storage);
      for (const key of person.keys) expect(stored).not.toContain(key);
      expect(await queuedRemovals(db)).toEqual([]);
      const check = await checkStoreAgainstRows(db, front);
      expect(check.objectsWithoutRow).toEqual([]);
      expect(check.problems).toEqual([]);
      expect(check.drift).toBe(0);
      expect(await rowsReferencing(db, person.uuid)).toBe(0);
      expect(await findOrphanRows(db)).toEqual([]);
      await expect(readFile(pauseFile())).rejects.toThrow();
    });
  }, 120_000);
});
