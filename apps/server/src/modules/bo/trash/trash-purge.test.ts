import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { storageInfoSchema } from '@berufswahl/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createFilesFrontDoor } from '../../files';
import { files, pngBytes, uploadPngAs } from '../../files/testing';
import { taskAnswers } from '../answers/answers.schema';
import { stories } from '../stories/stories.schema';
import { postStoryAs } from '../testing/stories';
import { createBoTrashPurge } from './trash-purge';

/** A reflection task of the Sek I path (content/mein-weg/sek1.json). */
const SEK1_REFLECTION_TASK = '25374f87-dc4b-5d1c-93d8-c260a2c6c9ff';
const DAY_MS = 24 * 60 * 60 * 1000;

let testApp: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'berufswahl-bo-trash-'));
  testApp = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function call(method: 'GET' | 'PUT' | 'DELETE', url: string, json?: object) {
  return testApp.app.inject({ method, url, headers: { authorization: `Bearer ${await testApp.tokenOf('schueler')}` }, ...(json ? { payload: json } : {}) });
}

async function trashedStory(description: string, withPhoto: boolean): Promise<{ uuid: string; fileUuid: string | null }> {
  const story = await postStoryAs(testApp, 'schueler', description, withPhoto ? { filename: 'foto.png', content: pngBytes(900) } : undefined);
  expect((await call('DELETE', `/api/bo/v1/artefacts/stories/${story.uuid}`)).statusCode).toBe(200);
  return { uuid: story.uuid, fileUuid: story.attachment?.uuid ?? null };
}

/** Moves an item's trash date (and its file's) back by `days`. */
async function trashedDaysAgo(table: 'story' | 'answer', uuid: string, fileUuid: string | null, days: number) {
  const at = new Date(Date.now() - days * DAY_MS);
  const db = testApp.database.db;
  if (table === 'story') await db.update(stories).set({ deletedAt: at }).where(eq(stories.uuid, uuid));
  else await db.update(taskAnswers).set({ deletedAt: at }).where(eq(taskAnswers.uuid, uuid));
  if (fileUuid) await db.update(files).set({ trashedAt: at }).where(eq(files.uuid, fileUuid));
}

describe('the 30-day purge of the students\' trash (decision 137)', () => {
  it('deletes stories and answers trashed more than 30 days ago with their files, keeps younger ones, and reruns safely', async () => {
    const old = await trashedStory('Alte Story #weg', true);
    const young = await trashedStory('Junge Story #bleibt', true);
    await trashedDaysAgo('story', old.uuid, old.fileUuid, 31);
    await trashedDaysAgo('story', young.uuid, young.fileUuid, 29);

    const saved = await call('PUT', `/api/bo/v1/tasks/${SEK1_REFLECTION_TASK}/answer`, { kind: 'reflection', text: 'Alte Antwort', done: true });
    expect(saved.statusCode, saved.body).toBe(200);
    const answerUuid = (saved.json() as { answer: { uuid: string } }).answer.uuid;
    expect((await call('DELETE', `/api/bo/v1/reflections/${answerUuid}`)).statusCode).toBe(200);
    await trashedDaysAgo('answer', answerUuid, null, 40);
    const objectsBefore = await readdir(path.join(dataDir, 'objects', 'files'));

    const purge = createBoTrashPurge({ db: testApp.database.db, files: createFilesFrontDoor({ config: testApp.config, db: testApp.database.db }) });
    expect(await purge.purgeExpired()).toEqual({ stories: 1, answers: 1 });

    const db = testApp.database.db;
    expect((await db.select({ uuid: stories.uuid }).from(stories).where(inArray(stories.uuid, [old.uuid, young.uuid]))).map((row) => row.uuid)).toEqual([young.uuid]);
    expect(await db.select().from(taskAnswers).where(eq(taskAnswers.uuid, answerUuid))).toEqual([]);
    expect((await db.select({ uuid: files.uuid }).from(files).where(inArray(files.uuid, [old.fileUuid!, young.fileUuid!]))).map((row) => row.uuid)).toEqual([
      young.fileUuid,
    ]);
    // The old photo's stored object is gone too, the young one's stays.
    const objectsAfter = await readdir(path.join(dataDir, 'objects', 'files'));
    expect(objectsAfter.length).toBe(objectsBefore.length - 1);

    // The trash as the student sees it, and the storage bar: only the young story's photo is left in the trash.
    const trash = await call('GET', '/api/bo/v1/artefacts/stories?view=trash');
    expect(trash.body).toContain('Junge Story');
    expect(trash.body).not.toContain('Alte Story');
    const storage = storageInfoSchema.parse((await call('GET', '/api/files/v1/me/storage')).json());
    const [trashed] = await db.select({ size: files.sizeBytes }).from(files).where(eq(files.uuid, young.fileUuid!));
    expect(storage.trashcan_used_space).toBeGreaterThanOrEqual(trashed!.size);

    // Rerun: nothing left to do.
    expect(await purge.purgeExpired()).toEqual({ stories: 0, answers: 0 });
  });

  it('keeps an item the student restored before its turn', async () => {
    const story = await trashedStory('Gerettete Story', false);
    await trashedDaysAgo('story', story.uuid, null, 35);
    expect((await testApp.app.inject({
      method: 'POST',
      url: `/api/bo/v1/artefacts/stories/${story.uuid}/restore`,
      headers: { authorization: `Bearer ${await testApp.tokenOf('schueler')}` },
    })).statusCode).toBe(200);
    const purge = createBoTrashPurge({ db: testApp.database.db, files: createFilesFrontDoor({ config: testApp.config, db: testApp.database.db }) });
    expect((await purge.purgeExpired()).stories).toBe(0);
    expect(await testApp.database.db.select({ uuid: stories.uuid }).from(stories).where(eq(stories.uuid, story.uuid))).toHaveLength(1);
  });

  it("leaves a trashed story's photo to the story's purge, so a restore in between brings the story back whole", async () => {
    const story = await trashedStory('Story mit Foto, fast zu spät gerettet', true);
    await trashedDaysAgo('story', story.uuid, story.fileUuid, 31);
    // The files module's hourly purge runs first: it must not take the attached photo.
    const filesFrontDoor = createFilesFrontDoor({ config: testApp.config, db: testApp.database.db });
    await filesFrontDoor.purgeExpiredTrash();
    expect(await filesFrontDoor.findFile(story.fileUuid!)).toBeDefined();

    const restored = await testApp.app.inject({
      method: 'POST',
      url: `/api/bo/v1/artefacts/stories/${story.uuid}/restore`,
      headers: { authorization: `Bearer ${await testApp.tokenOf('schueler')}` },
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ attachment: { uuid: story.fileUuid } });
    const opened = await filesFrontDoor.openFile(story.fileUuid!);
    opened.stream.destroy();
    expect(opened.size).toBe(900);
    expect(await filesFrontDoor.findFile(story.fileUuid!)).toMatchObject({ trashedAt: null });
  });

  it("purges an own upload 30 days after it was trashed, but a trashed story's photo only with the story", async () => {
    const db = testApp.database.db;
    const filesFrontDoor = createFilesFrontDoor({ config: testApp.config, db });
    const loose = await uploadPngAs(testApp, 'schueler', 'lose.png', 300);
    // In the trash of /files/ for 31 days.
    await db.update(files).set({ trashedAt: new Date(Date.now() - 31 * DAY_MS) }).where(eq(files.uuid, loose));
    const story = await trashedStory('Noch im Papierkorb', true);
    await trashedDaysAgo('story', story.uuid, story.fileUuid, 31);

    await filesFrontDoor.purgeExpiredTrash();
    expect(await filesFrontDoor.findFile(loose)).toBeUndefined();
    expect(await filesFrontDoor.findFile(story.fileUuid!)).toBeDefined();
    // The story's own purge then takes both.
    const purge = createBoTrashPurge({ db, files: filesFrontDoor });
    expect((await purge.purgeExpired()).stories).toBe(1);
    expect(await filesFrontDoor.findFile(story.fileUuid!)).toBeUndefined();
  });
});
