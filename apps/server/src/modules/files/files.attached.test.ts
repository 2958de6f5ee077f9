import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ERROR_MESSAGES_DU, STORY_MULTIPART_FIELDS, storySchema, taskDetailSchema, type StoredFile, type Story } from '@berufswahl/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoUser, type TestApp } from '../../test/test-app';
import { tasksOfPath } from '../bo/testing';
import { multipartBody, pngBytes, type MultipartPart } from './testing/files';

/** Decision 047: a story's attachment and a task answer's upload move only with their owner. */
let testApp: TestApp;
let dataDir: string;
const FILES = '/api/files/v1';
const BO = '/api/bo/v1';

async function call(username: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, parts?: MultipartPart[]) {
  const headers: Record<string, string> = { authorization: `Bearer ${await testApp.tokenOf(username)}` };
  if (!parts) return testApp.app.inject({ method, url, headers });
  const body = multipartBody(parts);
  return testApp.app.inject({ method, url, headers: { ...headers, ...body.headers }, payload: body.payload });
}

async function createStory(size: number): Promise<Story> {
  const response = await call('schueler', 'POST', `${BO}/artefacts/story`, [
    { field: STORY_MULTIPART_FIELDS.description, content: 'Mein Tag in der #Werkstatt' },
    { field: STORY_MULTIPART_FIELDS.attachment, filename: 'werkstatt.png', contentType: 'image/png', content: pngBytes(size) },
  ]);
  expect(response.statusCode, response.body).toBe(201);
  return storySchema.parse(response.json());
}

async function listed(state: 'active' | 'trash'): Promise<StoredFile[]> {
  return ((await call('schueler', 'GET', `${FILES}/me/files?state=${state}`)).json() as { items: StoredFile[] }).items;
}

/** `used + trash` from the API and `Σ sizes` from the rows must agree after every step. */
async function expectQuotaMatchesRows(): Promise<void> {
  const info = (await call('schueler', 'GET', `${FILES}/me/storage`)).json() as Record<string, number>;
  const result = (await testApp.database.db.execute(
    sql`select coalesce(sum(size_bytes), 0)::bigint as total from files where owner_uuid = ${demoUser(testApp.world, 'schueler').uuid}`,
  )) as unknown as { rows: { total: string | number }[] };
  expect(info.used_space! + info.system_used_space! + info.trashcan_used_space! + info.system_trashcan_used_space!).toBe(Number(result.rows[0]!.total));
}

async function expectRefusedAlone(fileUuid: string): Promise<void> {
  for (const [method, url] of [
    ['POST', `${FILES}/me/files/${fileUuid}/trash`],
    ['POST', `${FILES}/me/files/${fileUuid}/restore`],
    ['DELETE', `${FILES}/me/files/${fileUuid}`],
  ] as const) {
    const response = await call('schueler', method, url);
    expect(response.statusCode, `${method} ${url}`).toBe(409);
    expect(response.json()).toMatchObject({ code: 'FILE_ATTACHED', message: ERROR_MESSAGES_DU.FILE_ATTACHED });
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'berufswahl-files-attached-'));
  testApp = await createTestApp({ DATA_DIR: dataDir, RATE_LIMIT_UPLOADS: '1000/60' });
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a story attachment under /files/', () => {
  it('is listed with its story, refused alone (409), and moves to the trash, back and away with the story', async () => {
    const story = await createStory(300);
    const fileUuid = story.attachment!.uuid;
    const active = (await listed('active')).find((file) => file.uuid === fileUuid);
    expect(active?.attached_to).toEqual({ kind: 'story', uuid: story.uuid, date: story.created_date });
    await expectRefusedAlone(fileUuid);
    await expectQuotaMatchesRows();

    expect((await call('schueler', 'DELETE', `${BO}/artefacts/stories/${story.uuid}`)).statusCode).toBe(200);
    expect((await listed('trash')).map((file) => file.uuid)).toContain(fileUuid);
    await expectRefusedAlone(fileUuid);
    await expectQuotaMatchesRows();

    // Emptying the trash of /files/ leaves the story's file to the story.
    expect((await call('schueler', 'DELETE', `${FILES}/me/trash`)).statusCode).toBe(200);
    expect((await listed('trash')).map((file) => file.uuid)).toContain(fileUuid);

    expect((await call('schueler', 'POST', `${BO}/artefacts/stories/${story.uuid}/restore`)).statusCode).toBe(200);
    expect((await listed('active')).map((file) => file.uuid)).toContain(fileUuid);
    await expectQuotaMatchesRows();

    expect((await call('schueler', 'DELETE', `${BO}/artefacts/stories/${story.uuid}/forever`)).statusCode).toBe(204);
    expect([...(await listed('active')), ...(await listed('trash'))].map((file) => file.uuid)).not.toContain(fileUuid);
    await expectQuotaMatchesRows();
  });

  it('attaches a replacing file to the story and deletes the replaced one', async () => {
    const story = await createStory(200);
    const response = await call('schueler', 'PATCH', `${BO}/artefacts/stories/${story.uuid}`, [
      { field: STORY_MULTIPART_FIELDS.attachment, filename: 'neu.png', contentType: 'image/png', content: pngBytes(120) },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const edited = storySchema.parse(response.json());
    const file = (await listed('active')).find((item) => item.uuid === edited.attachment!.uuid);
    expect(file?.attached_to).toMatchObject({ kind: 'story', uuid: story.uuid });
    expect((await listed('active')).map((item) => item.uuid)).not.toContain(story.attachment!.uuid);
    await expectQuotaMatchesRows();
  });
});

describe('a task answer upload under /files/', () => {
  it('belongs to the answer; a replaced file belongs to nothing any more and may be managed alone', async () => {
    const task = (await tasksOfPath('sek1')).map(({ task: found }) => found).find((found) => found.kind === 'upload')!;
    const upload = async () =>
      taskDetailSchema.parse(
        (
          await call('schueler', 'POST', `${BO}/tasks/${task.uuid}/answer/file`, [
            { field: 'file', filename: 'lebenslauf.png', contentType: 'image/png', content: pngBytes(256) },
          ])
        ).json(),
      );
    const first = await upload();
    const firstFile = (await listed('active')).find((file) => file.uuid === first.answer!.file!.uuid);
    expect(firstFile?.attached_to).toMatchObject({ kind: 'answer', uuid: first.answer!.uuid });
    await expectRefusedAlone(firstFile!.uuid);

    const second = await upload();
    const replaced = (await listed('trash')).find((file) => file.uuid === firstFile!.uuid);
    expect(replaced?.attached_to).toBeNull();
    expect((await call('schueler', 'POST', `${FILES}/me/files/${replaced!.uuid}/restore`)).statusCode).toBe(204);
    expect((await call('schueler', 'DELETE', `${FILES}/me/files/${replaced!.uuid}`)).statusCode).toBe(204);
    await expectRefusedAlone(second.answer!.file!.uuid);
    await expectQuotaMatchesRows();
  });
});
