import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/client';
import { clients, schools, users } from '../../../platform/db/schema';
import { type PersonalDataSection, personalDataSections } from '../../../platform/personal-data';
import { findUserReferenceColumns } from '../../../platform/personal-data/user-references';
import { createTestApp, demoUser, type TestApp } from '../../../test/test-app';
import { createStorageDriver } from '../../../platform/storage';
import { createFilesFrontDoor } from '../../files';
import { files as fileRows, multipartBody, pngBytes, uploadPngAs } from '../../files/testing';
import { tasksOfPath, postStoryAs } from '../../bo/testing';
import { newsItems, importantNotifications, notifications, supportTickets, DELETED_AUTHOR_NAME } from '../../messaging/testing';
import { createAccountDeletion, type FilesEraser } from './account-deletion.service';

const DAY_MS = 24 * 60 * 60 * 1000;
let testApp: TestApp;
let db: Database;

/** Stands in for the files module: remembers whose files it was told to erase. */
function recordingFilesEraser(): FilesEraser & { erased: string[] } {
  const erased: string[] = [];
  return { erased, eraseAllOf: async (_tx, userUuid) => void erased.push(userUuid) };
}

/** How many rows of every user-referencing table point at each given user. */
async function rowCounts(userUuids: readonly string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { table, column } of await findUserReferenceColumns(db)) {
    for (const userUuid of userUuids) {
      const result = (await db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text = ${userUuid}`,
      )) as unknown as { rows: { n: number }[] };
      counts[`${table}.${column}:${userUuid}`] = Number(result.rows[0]?.n ?? 0);
    }
  }
  return counts;
}

async function oidcRowsOf(subject: string): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as n from oidc_payloads where payload ->> 'accountId' = ${subject}`)) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]?.n ?? 0);
}

async function plantRecordsOf(userUuid: string, options: { writesBanner: boolean }) {
  const [account] = await db.select({ clientUuid: users.clientUuid }).from(users).where(eq(users.uuid, userUuid));
  await db.insert(notifications).values({ userUuid, type: 'news', title: 'Hallo', message: 'Eine Nachricht' });
  await db.insert(supportTickets).values({ kind: 'barrier', subject: 'Barriere', description: 'Beschreibung', reporterUuid: userUuid, clientUuid: account!.clientUuid });
  await db.insert(newsItems).values({
    kind: 'news',
    clientUuid: account!.clientUuid,
    authorUuid: userUuid,
    authorName: `Autor ${userUuid}`,
    title: 'Praktikumsbörse',
    text: '<p>Am Freitag</p>',
    audiences: ['SCHUELER'],
  });
  // One banner per Land: only one of the planted accounts writes it.
  if (options.writesBanner) await db.insert(importantNotifications).values({ clientUuid: account!.clientUuid, text: 'Banner', authorUuid: userUuid });
}

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'berufswahl-deletion-'));
  testApp = await createTestApp({ DATA_DIR: dataDir });
  db = testApp.database.db;
  for (const username of ['deaktiviert', 'schueler', 'lehrer']) {
    // Signing in leaves sessions and grants of the provider; an export leaves a rate-limit counter.
    const token = await testApp.tokenOf(username);
    await testApp.app.inject({ method: 'GET', url: '/api/identity/v1/archive', headers: { authorization: `Bearer ${token}` } });
  }
  await plantRecordsOf(demoUser(testApp.world, 'deaktiviert').uuid, { writesBanner: true });
  await plantRecordsOf(demoUser(testApp.world, 'schueler').uuid, { writesBanner: false });
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the deletion job', () => {
  it('leaves an account alone before its deletion date', async () => {
    const deletion = createAccountDeletion({ db, files: recordingFilesEraser(), log: testApp.app.log });
    expect(await deletion.deleteDueAccounts(new Date())).toEqual({ due: 0, deleted: 0, failed: 0 });
    expect(await db.select().from(users).where(eq(users.uuid, demoUser(testApp.world, 'deaktiviert').uuid))).toHaveLength(1);
  });

  it('never deletes an active account, even one with a deletion date in the past', async () => {
    const lehrer = demoUser(testApp.world, 'lehrer');
    await db.update(users).set({ deletionDate: new Date(Date.now() - DAY_MS) }).where(eq(users.uuid, lehrer.uuid));
    const deletion = createAccountDeletion({ db, files: recordingFilesEraser(), log: testApp.app.log });
    expect(await deletion.findDue(new Date(Date.now() + 365 * DAY_MS))).not.toContain(lehrer.uuid);
    await db.update(users).set({ deletionDate: null }).where(eq(users.uuid, lehrer.uuid));
  });

  it('rolls everything back when a section fails half-way, so that the next run starts again', async () => {
    const deaktiviert = demoUser(testApp.world, 'deaktiviert');
    const before = await rowCounts([deaktiviert.uuid]);
    const failing: PersonalDataSection = {
      name: 'kaputt',
      title: 'Kaputt',
      tables: [],
      collect: async () => ({ records: [] }),
      erase: async () => {
        throw new Error('Absturz mitten in der Löschung');
      },
    };
    const files = recordingFilesEraser();
    const deletion = createAccountDeletion({ db, files, log: testApp.app.log, sections: () => [...personalDataSections(), failing] });
    const result = await deletion.deleteDueAccounts(new Date(Date.now() + 61 * DAY_MS));
    expect(result).toEqual({ due: 1, deleted: 0, failed: 1 });
    expect(await rowCounts([deaktiviert.uuid])).toEqual(before);
    expect(await db.select().from(users).where(eq(users.uuid, deaktiviert.uuid))).toHaveLength(1);
  });

  it('refuses to run without the files module rather than leave files behind', async () => {
    const deletion = createAccountDeletion({ db, files: null, log: testApp.app.log });
    expect(await deletion.deleteDueAccounts(new Date(Date.now() + 61 * DAY_MS))).toEqual({ due: 0, deleted: 0, failed: 0 });
    expect(await db.select().from(users).where(eq(users.uuid, demoUser(testApp.world, 'deaktiviert').uuid))).toHaveLength(1);
  });

  it('after the deadline deletes the account, all its rows and its files – and nothing of anyone else; a rerun is safe', async () => {
    const deaktiviert = demoUser(testApp.world, 'deaktiviert');
    const others = testApp.world.users.filter((user) => user.uuid !== deaktiviert.uuid).map((user) => user.uuid);
    const othersBefore = await rowCounts(others);
    const otherUsersBefore = await db.select({ uuid: users.uuid, updatedAt: users.updatedAt }).from(users).where(sql`${users.uuid} <> ${deaktiviert.uuid}`);
    const schoolsBefore = await db.select().from(schools);
    const clientsBefore = await db.select().from(clients);
    expect(Object.values(await rowCounts([deaktiviert.uuid])).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(3);
    expect(await oidcRowsOf(deaktiviert.uuid)).toBeGreaterThan(0);

    const files = recordingFilesEraser();
    const deletion = createAccountDeletion({ db, files, log: testApp.app.log });
    const afterDeadline = new Date(Date.now() + 61 * DAY_MS);
    expect(await deletion.deleteDueAccounts(afterDeadline)).toEqual({ due: 1, deleted: 1, failed: 0 });

    // 0 rows of the user remain, in any table that can point at a user.
    expect(await db.select().from(users).where(eq(users.uuid, deaktiviert.uuid))).toEqual([]);
    for (const [column, count] of Object.entries(await rowCounts([deaktiviert.uuid]))) expect(count, column).toBe(0);
    expect(await oidcRowsOf(deaktiviert.uuid)).toBe(0);
    const counters = (await db.execute(sql`select count(*)::int as n from rate_limit_counters where key like ${`%${deaktiviert.uuid}%`}`)) as unknown as {
      rows: { n: number }[];
    };
    expect(Number(counters.rows[0]?.n)).toBe(0);
    // Files: the files module was told to erase everything of the user, trash included.
    expect(files.erased).toEqual([deaktiviert.uuid]);
    // The barrier report stays for the support team, without its author (§ 12b BGG).
    expect(await db.select().from(supportTickets).where(eq(supportTickets.subject, 'Barriere'))).toHaveLength(2);

    // News written stay for their readers, without the link and without the author's name.
    const news = await db.select().from(newsItems).where(eq(newsItems.authorName, DELETED_AUTHOR_NAME));
    expect(news).toHaveLength(1);
    expect(await db.select().from(newsItems).where(eq(newsItems.authorName, `Autor ${deaktiviert.uuid}`))).toEqual([]);

    // Others untouched.
    expect(await rowCounts(others)).toEqual(othersBefore);
    expect(await db.select({ uuid: users.uuid, updatedAt: users.updatedAt }).from(users).where(sql`${users.uuid} <> ${deaktiviert.uuid}`)).toEqual(
      otherUsersBefore,
    );
    expect(await db.select().from(schools)).toEqual(schoolsBefore);
    expect(await db.select().from(clients)).toEqual(clientsBefore);

    // Rerun: nothing left to do, nothing breaks; the reconciliation finds no orphans.
    expect(await deletion.deleteDueAccounts(afterDeadline)).toEqual({ due: 0, deleted: 0, failed: 0 });
    expect(await deletion.deleteAccount(deaktiviert.uuid, afterDeadline)).toBe(false);
    expect(files.erased).toEqual([deaktiviert.uuid]);
    expect(await deletion.findOrphans()).toEqual([]);
  });

  it('erases every row and every stored file of a deleted student – uploads, story attachments, task files, trash included – and only those', async () => {
    const leaving = demoUser(testApp.world, 'schueler2');
    const staying = demoUser(testApp.world, 'schueler');
    const api = async (method: 'POST' | 'DELETE', url: string, body?: ReturnType<typeof multipartBody>) => {
      const response = await testApp.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${await testApp.tokenOf('schueler2')}`, ...body?.headers },
        ...(body ? { payload: body.payload } : {}),
      });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
      return response;
    };
    // Own uploads: one kept, one in the trash.
    await uploadPngAs(testApp, 'schueler2', 'bleibt-nicht.png');
    const trashed = await uploadPngAs(testApp, 'schueler2', 'im-papierkorb.png');
    await api('POST', `/api/files/v1/me/files/${trashed}/trash`);
    // Stories with an attachment: one live, one in the trash (its attachment goes with it).
    await postStoryAs(testApp, 'schueler2', 'Mein Praktikum #lernen', { filename: 'story.png', content: pngBytes(300) });
    const trashedStory = await postStoryAs(testApp, 'schueler2', 'Weg damit #lernen', { filename: 'story-papierkorb.png', content: pngBytes(301) });
    await api('DELETE', `/api/bo/v1/artefacts/stories/${trashedStory.uuid}`);
    // Answers with a file to two upload tasks: one live, one in the reflection trash.
    const uploadTasks = (await tasksOfPath('sek1')).filter(({ task }) => task.kind === 'upload').map(({ task }) => task.uuid);
    expect(uploadTasks.length).toBeGreaterThanOrEqual(2);
    const answerFile = (filename: string, size: number) => multipartBody([{ field: 'file', filename, contentType: 'image/png', content: pngBytes(size) }]);
    await api('POST', `/api/bo/v1/tasks/${uploadTasks[0]}/answer/file`, answerFile('aufgabe.png', 400));
    const trashedAnswer = (await api('POST', `/api/bo/v1/tasks/${uploadTasks[1]}/answer/file`, answerFile('aufgabe-papierkorb.png', 401))).json() as {
      answer: { uuid: string };
    };
    await api('DELETE', `/api/bo/v1/reflections/${trashedAnswer.answer.uuid}`);
    const kept = await uploadPngAs(testApp, 'schueler', 'bleibt.png');

    // The student's account is deactivated and its deadline has passed.
    await db
      .update(users)
      .set({ roles: ['DEACTIVATED'], activeRole: 'DEACTIVATED', deletionDate: new Date(Date.now() - DAY_MS) })
      .where(eq(users.uuid, leaving.uuid));
    const storage = createStorageDriver(testApp.config);
    const objectKeys = async () => {
      const keys: string[] = [];
      for await (const object of storage.list('files/')) keys.push(object.key);
      return keys;
    };
    const leavingFiles = await db
      .select({ key: fileRows.storageKey, purpose: fileRows.purpose, trashedAt: fileRows.trashedAt })
      .from(fileRows)
      .where(eq(fileRows.ownerUuid, leaving.uuid));
    // Every kind is there, live and trashed, and stored.
    expect(leavingFiles.map((file) => `${file.purpose}:${file.trashedAt ? 'trash' : 'live'}`).sort()).toEqual(
      ['story:live', 'story:trash', 'task:live', 'task:trash', 'upload:live', 'upload:trash'],
    );
    const leavingKeys = leavingFiles.map((file) => file.key);
    expect(await objectKeys()).toEqual(expect.arrayContaining(leavingKeys));
    const storageAccount = `file_storage_accounts.user_uuid:${leaving.uuid}`;
    expect((await rowCounts([leaving.uuid]))[storageAccount]).toBe(1);

    const files = createFilesFrontDoor({ config: testApp.config, db, log: testApp.app.log });
    const deletion = createAccountDeletion({ db, files, log: testApp.app.log });
    expect(await deletion.deleteDueAccounts()).toMatchObject({ deleted: 1, failed: 0 });

    // 0 rows of the student remain in any table that can point at a user (the storage account
    // row included), and none of the student's objects in the store.
    expect(await db.select().from(users).where(eq(users.uuid, leaving.uuid))).toEqual([]);
    const counts = await rowCounts([leaving.uuid]);
    expect(Object.keys(counts)).toContain(storageAccount);
    for (const [column, count] of Object.entries(counts)) expect(count, column).toBe(0);
    const remaining = await objectKeys();
    for (const key of leavingKeys) expect(remaining).not.toContain(key);
    const [keptRow] = await db.select().from(fileRows).where(eq(fileRows.uuid, kept));
    expect(remaining).toContain(keptRow!.storageKey);
    expect(await db.select().from(users).where(eq(users.uuid, staying.uuid))).toHaveLength(1);
    expect(await deletion.deleteDueAccounts()).toMatchObject({ due: 0, deleted: 0 });
  });
});
