import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FILE_FIELD, STORY_MULTIPART_FIELDS } from '@berufswahl/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { stories } from '../../bo/testing';
import { createTestApp, demoUser, type TestApp } from '../../../test/test-app';
import { createFilesFrontDoor, type FilesFrontDoor } from '../files.front-door';
import { files } from '../files.schema';
import { multipartBody, pngBytes, type MultipartPart } from './files';

// What the upload fault tests look at after a failed, aborted or raced upload: nothing may be half
// written – no row without its object, no object without its row, no quota counted for nothing.

/** An upload route and how its form sends a file: the plain files route and the story route. */
export type UploadRoute = {
  name: string;
  /** Who uploads: the story route is for students only. */
  username: string;
  url: string;
  /** The multipart parts around the PNG, as the route's form sends them. */
  partsWith: (png: MultipartPart) => MultipartPart[];
  /** Story rows a successful upload adds. */
  storiesPerUpload: number;
};

/** The two routes that stream through the same receiver and record through the same quota lock. */
export const UPLOAD_ROUTES: readonly UploadRoute[] = [
  {
    name: 'the files route',
    username: 'lehrer2',
    url: '/api/files/v1/me/files',
    partsWith: (png) => [{ ...png, field: FILE_FIELD }],
    storiesPerUpload: 0,
  },
  {
    name: 'the story route',
    username: 'schueler2',
    url: '/api/bo/v1/artefacts/story',
    // The text comes first, as the story form sends it (buildStoryFormData).
    partsWith: (png) => [
      { field: STORY_MULTIPART_FIELDS.description, content: 'Mein Tag in der #Werkstatt' },
      { ...png, field: STORY_MULTIPART_FIELDS.attachment },
    ],
    storiesPerUpload: 1,
  },
];

/** A PNG part of `size` bytes with a fresh name. */
export const pngPart = (size: number): MultipartPart => ({
  field: FILE_FIELD,
  filename: `bild-${randomUUID().slice(0, 8)}.png`,
  contentType: 'image/png',
  content: pngBytes(size),
});

/** Posts a hand-built multipart body to `url` as `username`. */
export async function postMultipartAs(testApp: TestApp, username: string, url: string, parts: MultipartPart[]) {
  const body = multipartBody(parts);
  return testApp.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${await testApp.tokenOf(username)}`, ...body.headers },
    payload: body.payload,
  });
}

export const objectsFolder = (dataDir: string) => path.join(dataDir, 'objects', 'files');
export const uploadsFolder = (dataDir: string) => path.join(dataDir, 'tmp', 'uploads');
export const namesIn = (folder: string) => readdir(folder).catch(() => [] as string[]);

/** Everything `GET /me/storage` counts for the user, trash and system files included. */
export async function storedBytesOf(testApp: TestApp, username: string): Promise<number> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/files/v1/me/storage',
    headers: { authorization: `Bearer ${await testApp.tokenOf(username)}` },
  });
  const info = response.json() as Record<string, number>;
  return info.used_space! + info.system_used_space! + info.trashcan_used_space! + info.system_trashcan_used_space!;
}

/** The sum of the sizes of the user's file rows. */
export async function fileSizeSumOf(testApp: TestApp, ownerUuid: string): Promise<number> {
  const [row] = await testApp.database.db
    .select({ total: sql<number>`coalesce(sum(${files.sizeBytes}), 0)::bigint`.mapWith(Number) })
    .from(files)
    .where(eq(files.ownerUuid, ownerUuid));
  return row?.total ?? 0;
}

/** How many file and story rows the user owns. */
export async function ownedRowsOf(testApp: TestApp, username: string) {
  const owner = demoUser(testApp.world, username).uuid;
  const [fileRows] = await testApp.database.db.select({ total: count() }).from(files).where(eq(files.ownerUuid, owner));
  const [storyRows] = await testApp.database.db.select({ total: count() }).from(stories).where(eq(stories.ownerUuid, owner));
  return { files: fileRows?.total ?? 0, stories: storyRows?.total ?? 0 };
}

/** What an upload may change: the used space, the user's file and story rows, the stored objects. */
export async function uploadSnapshot(testApp: TestApp, dataDir: string, username: string) {
  return { used: await storedBytesOf(testApp, username), ...(await ownedRowsOf(testApp, username)), objects: (await namesIn(objectsFolder(dataDir))).length };
}

/** Every row has its object and every object its row (after queued removals ran). */
export async function expectRowsAndObjectsMatch(testApp: TestApp, front: FilesFrontDoor, dataDir: string) {
  await front.removeDeletedObjects();
  const rows = await testApp.database.db.select({ key: files.storageKey }).from(files);
  const objects = (await namesIn(objectsFolder(dataDir))).map((name) => `files/${name}`);
  expect(objects.sort()).toEqual(rows.map((row) => row.key).sort());
}

/** The real app on its own data folder, listening on a free port – broken-off and stalled uploads need a real socket. */
export type ListeningUploadApp = { testApp: TestApp; dataDir: string; front: FilesFrontDoor; port: number; close: () => Promise<void> };

export async function startListeningUploadApp(name: string, env: Record<string, string> = {}): Promise<ListeningUploadApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `berufswahl-${name}-`));
  const testApp = await createTestApp({ DATA_DIR: dataDir, RATE_LIMIT_UPLOADS: '10000/60', ...env });
  const front = createFilesFrontDoor({ config: testApp.config, db: testApp.database.db });
  const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    testApp,
    dataDir,
    front,
    port: Number(new URL(address).port),
    close: async () => {
      await testApp.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
