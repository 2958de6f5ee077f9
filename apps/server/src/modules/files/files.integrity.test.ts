import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { STORY_MULTIPART_FIELDS, type StoredFile } from '@berufswahl/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoUser, type TestApp } from '../../test/test-app';
import { createFilesFrontDoor, type FilesFrontDoor } from './files.front-door';
import { files } from './files.schema';
import { multipartBody, pngBytes, type MultipartPart } from './testing/files';
import { expectRowsAndObjectsMatch, fileSizeSumOf, namesIn, objectsFolder, postMultipartAs, uploadsFolder } from './testing/upload-outcome';
import { tasksOfPath, postStoryAs, createBoTrashPurge } from '../bo/testing';
import { checkStoreAgainstRows } from './testing/store-check';

let testApp: TestApp;
let dataDir: string;
let front: FilesFrontDoor;
const BASE = '/api/files/v1';
const HOUR = 60 * 60 * 1000;

const png = (size: number, name = `bild-${randomUUID().slice(0, 8)}.png`): MultipartPart => ({
  field: 'file',
  filename: name,
  contentType: 'image/png',
  content: pngBytes(size),
});

async function call(username: string, method: 'GET' | 'POST' | 'DELETE', url: string) {
  return testApp.app.inject({ method, url: `${BASE}${url}`, headers: { authorization: `Bearer ${await testApp.tokenOf(username)}` } });
}

const upload = (username: string, part: MultipartPart) => postMultipartAs(testApp, username, `${BASE}/me/files`, [part]);
const objectsDir = () => objectsFolder(dataDir);
const temporaryDir = () => uploadsFolder(dataDir);

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'berufswahl-files-integrity-'));
  testApp = await createTestApp({ DATA_DIR: dataDir, RATE_LIMIT_UPLOADS: '10000/60' });
  front = createFilesFrontDoor({ config: testApp.config, db: testApp.database.db });
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

// Two concurrent uploads past the quota and an upload broken off half-way: files.upload-races.test.ts,
// over the files route and the story route alike.
describe('quota', () => {
  it('counts the trash towards the quota until it is emptied', async () => {
    const user = demoUser(testApp.world, 'lehrer-neu');
    await front.setSpaceOf(user.uuid, 100);
    const first = (await upload('lehrer-neu', png(80))).json() as StoredFile;
    await call('lehrer-neu', 'POST', `/me/files/${first.uuid}/trash`);
    expect((await upload('lehrer-neu', png(80))).statusCode).toBe(413);
    await call('lehrer-neu', 'DELETE', '/me/trash');
    expect((await upload('lehrer-neu', png(80))).statusCode).toBe(201);
    await front.setSpaceOf(user.uuid, null);
  });
});

describe('the object store failing', () => {
  it('answers a clear error and records nothing', async () => {
    const brokenDir = await mkdtemp(path.join(tmpdir(), 'berufswahl-files-broken-'));
    // A file where the store's folder should be: every write into it fails (ENOTDIR).
    await writeFile(path.join(brokenDir, 'blocker'), 'kein Ordner');
    const broken = await createTestApp({ DATA_DIR: brokenDir, STORAGE_URL: `file://${brokenDir}/blocker/objects` });
    try {
      const body = multipartBody([png(100)]);
      const response = await broken.app.inject({
        method: 'POST',
        url: `${BASE}/me/files`,
        headers: { authorization: `Bearer ${await broken.tokenOf('schueler')}`, ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ message: 'Die Datei konnte nicht gespeichert werden. Bitte versuche es später noch einmal.' });
      expect(await broken.database.db.select().from(files)).toEqual([]);
      expect(await readdir(path.join(brokenDir, 'tmp', 'uploads'))).toEqual([]);
    } finally {
      await broken.close();
      await rm(brokenDir, { recursive: true, force: true });
    }
    // A second app with its own database and sign-in: slow on a busy machine.
  }, 120_000);
});

describe('jobs', () => {
  it('purges files trashed more than 30 days ago, object included, and only those', async () => {
    const old = (await upload('schueler2', png(60))).json() as StoredFile;
    const recent = (await upload('schueler2', png(61))).json() as StoredFile;
    await call('schueler2', 'POST', `/me/files/${old.uuid}/trash`);
    await call('schueler2', 'POST', `/me/files/${recent.uuid}/trash`);
    await testApp.database.db.update(files).set({ trashedAt: new Date(Date.now() - 31 * 24 * HOUR) }).where(eq(files.uuid, old.uuid));
    const result = await front.purgeExpiredTrash();
    expect(result.purged).toBe(1);
    expect(await front.findFile(old.uuid)).toBeUndefined();
    expect(await front.findFile(recent.uuid)).toBeDefined();
    expect(await namesIn(objectsDir())).not.toContain(old.uuid);
    expect(await front.purgeExpiredTrash()).toEqual({ purged: 0, removedObjects: 0 });
  });

  it('removes objects without row and stale temporary uploads after an hour, reports rows without object, and is idempotent', async () => {
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR);
    const strayOld = randomUUID();
    const strayNew = randomUUID();
    await mkdir(objectsDir(), { recursive: true });
    await mkdir(temporaryDir(), { recursive: true });
    await writeFile(path.join(objectsDir(), strayOld), 'ohne Zeile');
    await utimes(path.join(objectsDir(), strayOld), twoHoursAgo, twoHoursAgo);
    await writeFile(path.join(objectsDir(), strayNew), 'vielleicht gleich mit Zeile');
    await writeFile(path.join(temporaryDir(), 'abgebrochen'), 'halb');
    await utimes(path.join(temporaryDir(), 'abgebrochen'), twoHoursAgo, twoHoursAgo);
    const lost = (await upload('schueler2', png(62))).json() as StoredFile;
    await rm(path.join(objectsDir(), lost.uuid));

    const first = await front.cleanUpOrphans(new Date(Date.now() + 1000));
    expect(first.orphanObjects).toBe(1);
    expect(first.rowsWithoutObject).toEqual([`files/${lost.uuid}`]);
    const objects = await namesIn(objectsDir());
    expect(objects).not.toContain(strayOld);
    expect(objects).toContain(strayNew);
    expect(await namesIn(temporaryDir())).toEqual([]);

    const second = await front.cleanUpOrphans(new Date(Date.now() + 1000));
    expect(second).toMatchObject({ removedObjects: 0, orphanObjects: 0, rowsWithoutObject: [`files/${lost.uuid}`] });
    // Tidy up for the tests that follow: the stray object becomes old, the lost row goes.
    await utimes(path.join(objectsDir(), strayNew), twoHoursAgo, twoHoursAgo);
    await testApp.database.db.transaction((tx) => front.deleteForever(tx, lost.uuid));
    expect((await front.cleanUpOrphans()).orphanObjects).toBe(1);
    await expectRowsAndObjectsMatch(testApp, front, dataDir);
  });
});

/** mulberry32: a small seeded generator, so a failing sequence can be replayed by its seed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Bucket = 'used' | 'systemUsed' | 'trash' | 'systemTrash';
const BUCKETS: readonly Bucket[] = ['used', 'systemUsed', 'trash', 'systemTrash'];
type ModelFile = { size: number; purpose: 'upload' | 'story' | 'task'; isTrashed: boolean; isAttached: boolean };
type ModelStory = { fileUuid: string; isTrashed: boolean };
type ModelAnswer = { taskUuid: string; fileUuid: string; isTrashed: boolean };
/** What each user should have, by uuid; kept across the seeds, since the database is too. */
type UserModel = { files: Map<string, ModelFile>; stories: Map<string, ModelStory>; answers: Map<string, ModelAnswer> };

/** The bucket of `GET /me/storage` a file counts in: task files are the "system" part (spec 3). */
const bucketOf = (file: ModelFile): Bucket =>
  file.purpose === 'task' ? (file.isTrashed ? 'systemTrash' : 'systemUsed') : file.isTrashed ? 'trash' : 'used';

async function api(username: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: { payload: Buffer; headers: Record<string, string> }) {
  return testApp.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${await testApp.tokenOf(username)}`, ...body?.headers },
    ...(body ? { payload: body.payload } : {}),
  });
}

async function bucketsOf(username: string): Promise<Record<Bucket, number>> {
  const info = (await api(username, 'GET', `${BASE}/me/storage`)).json() as Record<string, number>;
  return { used: info.used_space!, systemUsed: info.system_used_space!, trash: info.trashcan_used_space!, systemTrash: info.system_trashcan_used_space! };
}

describe('property: used + trash == Σ sizes, bucket by bucket, and every row the size of its object', () => {
  const usernames = ['schueler', 'schueler2', 'lehrer'] as const;
  const students = new Set<string>(['schueler', 'schueler2']);
  const model = new Map<string, UserModel>(usernames.map((name) => [name, { files: new Map(), stories: new Map(), answers: new Map() }]));
  /** Bytes per bucket that were there before (other tests' files), so the model need not know them. */
  const baseline = new Map<string, Record<Bucket, number>>();
  let uploadTasks: string[] = [];

  const modelled = (name: string): Record<Bucket, number> => {
    const sums = { used: 0, systemUsed: 0, trash: 0, systemTrash: 0 };
    for (const file of model.get(name)!.files.values()) sums[bucketOf(file)] += file.size;
    return sums;
  };
  const rebaseline = async () => {
    for (const name of usernames) {
      const [info, expected] = [await bucketsOf(name), modelled(name)];
      baseline.set(name, { used: info.used - expected.used, systemUsed: info.systemUsed - expected.systemUsed, trash: info.trash - expected.trash, systemTrash: info.systemTrash - expected.systemTrash });
    }
  };

  beforeAll(async () => {
    uploadTasks = (await tasksOfPath('sek1')).filter(({ task }) => task.kind === 'upload').map(({ task }) => task.uuid);
    expect(uploadTasks.length).toBeGreaterThanOrEqual(2);
    await rebaseline();
  });

  it.each([1, 2, 3, 4])('holds for every user after each step of a random sequence (seed %i)', async (seed) => {
    const boPurge = createBoTrashPurge({ db: testApp.database.db, files: front });
    const random = seededRandom(seed);
    const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(random() * items.length)];
    const size = () => 40 + Math.floor(random() * 5000);
    // Weighted by repetition; the purges (which empty every trash) rarely, so restores get their turn.
    const operations = [
      'upload', 'upload', 'trash', 'trash', 'restore', 'restore', 'delete', 'empty', 'purgeFiles', 'purgeAll',
      'story', 'story', 'storyTrash', 'storyTrash', 'storyRestore', 'storyRestore', 'storyReplace', 'storyDelete',
      'taskUpload', 'taskUpload', 'answerTrash', 'answerTrash', 'answerRestore', 'answerRestore', 'answerDelete',
    ] as const;

    for (let step = 0; step < 60; step += 1) {
      const username = pick(usernames)!;
      const own = model.get(username)!;
      // Own files the user manages under /files/: not a story's or an answer's (those answer 409).
      const loose = [...own.files.entries()].filter(([, file]) => !file.isAttached);
      const stories = [...own.stories.values()];
      const answers = [...own.answers.values()];
      // Only what the user can do now, so that every kind of step happens, not mostly skips.
      const isPossible: Record<(typeof operations)[number], boolean> = {
        upload: true,
        trash: loose.some(([, file]) => !file.isTrashed),
        restore: loose.some(([, file]) => file.isTrashed),
        delete: loose.length > 0,
        empty: true,
        purgeFiles: true,
        purgeAll: true,
        story: students.has(username),
        storyTrash: stories.some((story) => !story.isTrashed),
        storyRestore: stories.some((story) => story.isTrashed),
        storyReplace: stories.some((story) => !story.isTrashed),
        storyDelete: stories.length > 0,
        taskUpload: students.has(username),
        answerTrash: answers.some((answer) => !answer.isTrashed),
        answerRestore: answers.some((answer) => answer.isTrashed),
        answerDelete: answers.some((answer) => answer.isTrashed),
      };
      const operation = pick(operations.filter((candidate) => isPossible[candidate]))!;
      const context = `seed ${seed}, step ${step}, ${username} ${operation}`;

      if (operation === 'upload') {
        const bytes = size();
        const response = await upload(username, png(bytes));
        expect(response.statusCode, context).toBe(201);
        own.files.set((response.json() as StoredFile).uuid, { size: bytes, purpose: 'upload', isTrashed: false, isAttached: false });
      } else if (operation === 'trash' || operation === 'restore') {
        const target = pick(loose.filter(([, file]) => file.isTrashed === (operation === 'restore')));
        if (!target) continue;
        expect((await api(username, 'POST', `${BASE}/me/files/${target[0]}/${operation}`)).statusCode, context).toBe(204);
        target[1].isTrashed = operation === 'trash';
      } else if (operation === 'delete') {
        const target = pick(loose);
        if (!target) continue;
        expect((await api(username, 'DELETE', `${BASE}/me/files/${target[0]}`)).statusCode, context).toBe(204);
        own.files.delete(target[0]);
      } else if (operation === 'empty') {
        // Emptying /files/' trash leaves a trashed story's or answer's file to its owner.
        expect((await api(username, 'DELETE', `${BASE}/me/trash`)).statusCode, context).toBe(200);
        for (const [uuid, file] of loose) if (file.isTrashed) own.files.delete(uuid);
      } else if (operation === 'purgeFiles' || operation === 'purgeAll') {
        // The hourly jobs 31 days from now. The files job takes loose trashed files only; the
        // students' trash job takes trashed stories and answers with their files (decision 137).
        const later = new Date(Date.now() + 31 * 24 * HOUR);
        await front.purgeExpiredTrash(later);
        if (operation === 'purgeAll') await boPurge.purgeExpired(later);
        for (const user of model.values()) {
          for (const [uuid, file] of user.files) if (file.isTrashed && !file.isAttached) user.files.delete(uuid);
          if (operation !== 'purgeAll') continue;
          for (const [uuid, item] of [...user.stories, ...user.answers]) {
            if (!item.isTrashed) continue;
            user.files.delete(item.fileUuid);
            user.stories.delete(uuid);
            user.answers.delete(uuid);
          }
        }
        // Other tests' trashed files went too; they are no longer part of the baseline.
        await rebaseline();
      } else if (operation === 'story') {
        const bytes = size();
        const story = await postStoryAs(testApp, username, `Story ${step} #eigenschaft`, { filename: 'foto.png', content: pngBytes(bytes) });
        own.stories.set(story.uuid, { fileUuid: story.attachment!.uuid, isTrashed: false });
        own.files.set(story.attachment!.uuid, { size: bytes, purpose: 'story', isTrashed: false, isAttached: true });
      } else if (operation === 'storyTrash' || operation === 'storyRestore') {
        const target = pick([...own.stories.entries()].filter(([, story]) => story.isTrashed === (operation === 'storyRestore')));
        if (!target) continue;
        const url = `/api/bo/v1/artefacts/stories/${target[0]}${operation === 'storyRestore' ? '/restore' : ''}`;
        expect((await api(username, operation === 'storyRestore' ? 'POST' : 'DELETE', url)).statusCode, context).toBe(200);
        target[1].isTrashed = operation === 'storyTrash';
        own.files.get(target[1].fileUuid)!.isTrashed = target[1].isTrashed;
      } else if (operation === 'storyReplace') {
        // A new photo for a live story: the old one is deleted for ever, the new one belongs to the story.
        const target = pick([...own.stories.entries()].filter(([, story]) => !story.isTrashed));
        if (!target) continue;
        const bytes = size();
        const body = multipartBody([{ field: STORY_MULTIPART_FIELDS.attachment, filename: 'neu.png', contentType: 'image/png', content: pngBytes(bytes) }]);
        const response = await api(username, 'PATCH', `/api/bo/v1/artefacts/stories/${target[0]}`, body);
        expect(response.statusCode, `${context}: ${response.body}`).toBe(200);
        const replacement = (response.json() as { attachment: { uuid: string } }).attachment.uuid;
        own.files.delete(target[1].fileUuid);
        target[1].fileUuid = replacement;
        own.files.set(replacement, { size: bytes, purpose: 'story', isTrashed: false, isAttached: true });
      } else if (operation === 'storyDelete') {
        const target = pick([...own.stories.entries()]);
        if (!target) continue;
        expect((await api(username, 'DELETE', `/api/bo/v1/artefacts/stories/${target[0]}/forever`)).statusCode, context).toBe(204);
        own.files.delete(target[1].fileUuid);
        own.stories.delete(target[0]);
      } else if (operation === 'taskUpload') {
        // The task's live answer gets the new file; a file it replaces goes to the trash, no longer attached (decision 047).
        const taskUuid = pick(uploadTasks)!;
        const bytes = size();
        const body = multipartBody([png(bytes)]);
        const response = await api(username, 'POST', `/api/bo/v1/tasks/${taskUuid}/answer/file`, body);
        expect(response.statusCode, `${context}: ${response.body}`).toBe(200);
        const answer = (response.json() as { answer: { uuid: string; file: { uuid: string } } }).answer;
        const live = own.answers.get(answer.uuid);
        if (live) Object.assign(own.files.get(live.fileUuid)!, { isTrashed: true, isAttached: false });
        own.answers.set(answer.uuid, { taskUuid, fileUuid: answer.file.uuid, isTrashed: false });
        own.files.set(answer.file.uuid, { size: bytes, purpose: 'task', isTrashed: false, isAttached: true });
      } else if (operation === 'answerTrash') {
        const target = pick([...own.answers.entries()].filter(([, answer]) => !answer.isTrashed));
        if (!target) continue;
        expect((await api(username, 'DELETE', `/api/bo/v1/reflections/${target[0]}`)).statusCode, context).toBe(200);
        target[1].isTrashed = true;
        own.files.get(target[1].fileUuid)!.isTrashed = true;
      } else if (operation === 'answerRestore') {
        // A newer live answer to the same task takes the restored one's place in the trash.
        const target = pick([...own.answers.entries()].filter(([, answer]) => answer.isTrashed));
        if (!target) continue;
        expect((await api(username, 'POST', `/api/bo/v1/reflections/trash/${target[0]}/restore`)).statusCode, context).toBe(200);
        for (const answer of own.answers.values()) {
          if (answer.taskUuid !== target[1].taskUuid || answer.isTrashed) continue;
          answer.isTrashed = true;
          own.files.get(answer.fileUuid)!.isTrashed = true;
        }
        target[1].isTrashed = false;
        own.files.get(target[1].fileUuid)!.isTrashed = false;
      } else {
        const target = pick([...own.answers.entries()].filter(([, answer]) => answer.isTrashed));
        if (!target) continue;
        expect((await api(username, 'DELETE', `/api/bo/v1/reflections/trash/${target[0]}`)).statusCode, context).toBe(204);
        own.files.delete(target[1].fileUuid);
        own.answers.delete(target[0]);
      }

      for (const name of usernames) {
        const info = await bucketsOf(name);
        const expected = modelled(name);
        const before = baseline.get(name)!;
        for (const bucket of BUCKETS) expect(info[bucket] - before[bucket], `${context}: ${name}'s ${bucket}`).toBe(expected[bucket]);
        expect(info.used + info.systemUsed + info.trash + info.systemTrash, context).toBe(await fileSizeSumOf(testApp, demoUser(testApp.world, name).uuid));
      }
      // Against the store itself: every row has its object, of the row's size, and no object lacks a row.
      await front.removeDeletedObjects();
      const store = await checkStoreAgainstRows(testApp.database.db, front);
      expect(store.problems, context).toEqual([]);
    }
    await expectRowsAndObjectsMatch(testApp, front, dataDir);
  }, 300_000);
});
