import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  ANSWER_MESSAGES,
  REFLECTION_TEXT_MAX,
  careerOrientationSchema,
  myStationsSchema,
  reflectionListSchema,
  taskDetailSchema,
  type Task,
} from '@berufswahl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoUser, type TestApp } from '../../../test/test-app';
import { multipartBody, pngBytes } from '../../files/testing';
import { tasksOfPath } from '../career-orientations/mein-weg-content';
import { meinWegPersonalData } from './answers.personal-data';

let testApp: TestApp;
const BASE = '/api/bo/v1';
let sek1Tasks: Task[];
let sek2Task: Task;

const taskOfKind = <K extends Task['kind']>(kind: K, nth = 0) =>
  sek1Tasks.filter((task): task is Extract<Task, { kind: K }> => task.kind === kind)[nth]!;

async function call(method: 'GET' | 'PUT' | 'POST' | 'DELETE', username: string | null, url: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (username) headers.authorization = `Bearer ${await testApp.tokenOf(username)}`;
  return testApp.app.inject({ method, url: `${BASE}${url}`, headers, ...(body === undefined ? {} : { payload: body as object }) });
}

const save = (username: string, task: Task, body: object) => call('PUT', username, `/tasks/${task.uuid}/answer`, body);

async function pointEvents(username: string, action: string, subjectUuid: string): Promise<number> {
  const result: unknown = await testApp.database.db.execute(
    sql`select count(*)::int as n from arcade_point_events where user_uuid = ${demoUser(testApp.world, username).uuid} and action = ${action} and subject_uuid = ${subjectUuid}`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number }[];
  return rows[0]?.n ?? 0;
}

beforeAll(async () => {
  testApp = await createTestApp();
  sek1Tasks = (await tasksOfPath('sek1')).map(({ task }) => task);
  sek2Task = (await tasksOfPath('sek2'))[0]!.task;
});
afterAll(() => testApp.close());

describe('GET /career-orientations/my', () => {
  it("gives a student the path of the class's level with no progress yet", async () => {
    const response = await call('GET', 'schueler', '/career-orientations/my');
    expect(response.statusCode).toBe(200);
    const path = careerOrientationSchema.parse(response.json());
    expect(path).toMatchObject({ level: 'sek1', progress: { done: 0, total: sek1Tasks.length }, active_station_uuid: null });
  });

  it('answers 403 to teachers and 401 without a token', async () => {
    expect((await call('GET', 'lehrer', '/career-orientations/my')).statusCode).toBe(403);
    expect((await call('GET', 'lehrer', '/career-orientations/my/stations')).statusCode).toBe(403);
    expect((await call('GET', null, '/career-orientations/my/stations')).statusCode).toBe(401);
  });
});

describe('GET /tasks/:taskUuid', () => {
  it('shows a task of the own path with its station and no answer yet', async () => {
    const task = sek1Tasks[0]!;
    const detail = taskDetailSchema.parse((await call('GET', 'schueler', `/tasks/${task.uuid}`)).json());
    expect(detail).toMatchObject({ task: { uuid: task.uuid }, station: { position: 1 }, answer: null });
  });

  it("answers 404 for a task of the other level's path and for an unknown task", async () => {
    expect((await call('GET', 'schueler', `/tasks/${sek2Task.uuid}`)).statusCode).toBe(404);
    expect((await call('GET', 'schueler', `/tasks/${randomUUID()}`)).statusCode).toBe(404);
    expect((await save('schueler', sek2Task, { kind: 'reflection', text: 'Fremder Weg' })).statusCode).toBe(404);
  });

  it("writes nothing for a task of the other level, though the save finds that out after its write (decision 248)", async () => {
    const sek2Reflection = (await tasksOfPath('sek2')).map(({ task }) => task).find((task) => task.kind === 'reflection')!;
    const response = await save('schueler', sek2Reflection, { kind: 'reflection', text: 'Ein Text, der nicht gespeichert werden darf.', done: true });
    expect(response.statusCode).toBe(404);
    const result: unknown = await testApp.database.db.execute(
      sql`select count(*)::int as n from bo_task_answers where user_uuid = ${demoUser(testApp.world, 'schueler').uuid} and task_uuid = ${sek2Reflection.uuid}`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number }[];
    expect(rows[0]?.n).toBe(0);
    expect(await pointEvents('schueler', 'reflection_written', sek2Reflection.uuid)).toBe(0);
    expect(await pointEvents('schueler', 'task_done', sek2Reflection.uuid)).toBe(0);
  });
});

describe('PUT /tasks/:taskUuid/answer', () => {
  it('saves a reflection, marks it done and awards points once', async () => {
    const task = taskOfKind('reflection');
    const first = await save('schueler', task, { kind: 'reflection', text: 'Ich habe im Verein ein Turnier organisiert.' });
    expect(first.statusCode).toBe(200);
    expect(first.json().answer).toMatchObject({ kind: 'reflection', text: 'Ich habe im Verein ein Turnier organisiert.', done: false });

    const done = await save('schueler', task, { kind: 'reflection', text: 'Ich habe ein Turnier organisiert.', done: true });
    expect(done.json().answer).toMatchObject({ done: true, uuid: first.json().answer.uuid });
    await save('schueler', task, { kind: 'reflection', text: 'Noch einmal gespeichert.', done: true });
    expect(await pointEvents('schueler', 'reflection_written', task.uuid)).toBe(1);
    expect(await pointEvents('schueler', 'task_done', task.uuid)).toBe(1);

    const path = careerOrientationSchema.parse((await call('GET', 'schueler', '/career-orientations/my')).json());
    expect(path.progress.done).toBe(1);
  });

  it('answers 400 with German messages for an empty and a too long text', async () => {
    const task = taskOfKind('reflection', 1);
    const empty = await save('schueler', task, { kind: 'reflection', text: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Deine Antwort ist ein Pflichtfeld');
    expect((await save('schueler', task, { kind: 'reflection', text: 'x'.repeat(REFLECTION_TEXT_MAX) })).statusCode).toBe(200);
    const tooLong = await save('schueler', task, { kind: 'reflection', text: 'x'.repeat(REFLECTION_TEXT_MAX + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(`Deine Antwort darf nicht länger als ${REFLECTION_TEXT_MAX} Zeichen sein`);
  });

  it("refuses an answer of another kind than the task's", async () => {
    const response = await save('schueler', taskOfKind('checklist'), { kind: 'reflection', text: 'Falsche Art' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ANSWER_MESSAGES.kindMismatch);
  });

  it('ticks a checklist, refusing unknown items and "done" without a tick', async () => {
    const task = taskOfKind('checklist');
    const [first, second] = task.items;
    expect((await save('schueler', task, { kind: 'checklist', checked: ['gibt-es-nicht'] })).json().message).toBe(ANSWER_MESSAGES.unknownItem);
    expect((await save('schueler', task, { kind: 'checklist', checked: [], done: true })).json().message).toBe(ANSWER_MESSAGES.incompleteChecklist);
    const saved = await save('schueler', task, { kind: 'checklist', checked: [second!.id, first!.id, first!.id], done: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().answer).toMatchObject({ checked: [first!.id, second!.id], done: true });
  });

  it('rates a self-assessment from 1 to 5 and needs every item rated for "done"', async () => {
    const task = taskOfKind('scale');
    const [first] = task.items;
    expect((await save('schueler', task, { kind: 'scale', ratings: { [first!.id]: 6 } })).statusCode).toBe(400);
    expect((await save('schueler', task, { kind: 'scale', ratings: { [first!.id]: 4 }, done: true })).json().message).toBe(ANSWER_MESSAGES.incompleteScale);
    const all = Object.fromEntries(task.items.map((item, index) => [item.id, (index % 5) + 1]));
    expect((await save('schueler', task, { kind: 'scale', ratings: all, done: true })).json().answer).toMatchObject({ ratings: all, done: true });
  });

  it('records a visited link and needs the visit for "done"', async () => {
    const task = taskOfKind('link');
    expect((await save('schueler', task, { kind: 'link', visited: false, done: true })).json().message).toBe(ANSWER_MESSAGES.incompleteLink);
    const visited = await save('schueler', task, { kind: 'link', visited: true });
    expect(visited.json().answer.link_visited_date).toEqual(expect.any(String));
    const done = await save('schueler', task, { kind: 'link', visited: true, done: true });
    expect(done.json().answer.link_visited_date).toBe(visited.json().answer.link_visited_date);
  });

  it('refuses "done" for an upload task without a file', async () => {
    const response = await save('schueler', taskOfKind('upload'), { kind: 'upload', done: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ANSWER_MESSAGES.incompleteUpload);
  });

  it('shows status and progress per station', async () => {
    const stations = myStationsSchema.parse((await call('GET', 'schueler', '/career-orientations/my/stations')).json());
    const first = stations.items[0]!;
    // Station 1 of sek1.json: the scale, the first reflection, the checklist and the link (the
    // path's first of each kind) were done above, the second reflection only saved.
    expect(first.progress).toEqual({ done: 4, total: 7 });
    expect(first.tasks.map(({ task }) => task.kind)).toEqual(['scale', 'reflection', 'checklist', 'reflection', 'reflection', 'checklist', 'link']);
    expect(first.tasks.map((entry) => entry.status)).toEqual(['done', 'done', 'done', 'started', 'open', 'open', 'done']);
  });

  it('answers 403 to a teacher and 401 without a token', async () => {
    const task = taskOfKind('reflection');
    expect((await save('lehrer', task, { kind: 'reflection', text: 'x' })).statusCode).toBe(403);
    expect((await call('PUT', null, `/tasks/${task.uuid}/answer`, { kind: 'reflection', text: 'x' })).statusCode).toBe(401);
  });
});

describe('POST /tasks/:taskUuid/answer/file', () => {
  const upload = async (username: string, task: Task, parts = [{ field: 'file', filename: 'lebenslauf.png', contentType: 'image/png', content: pngBytes(256) }]) => {
    const { payload, headers } = multipartBody(parts);
    return testApp.app.inject({
      method: 'POST',
      url: `${BASE}/tasks/${task.uuid}/answer/file`,
      headers: { ...headers, authorization: `Bearer ${await testApp.tokenOf(username)}` },
      payload,
    });
  };
  const filesIn = async (state: 'active' | 'trash') => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/files/v1/me/files?state=${state}`,
      headers: { authorization: `Bearer ${await testApp.tokenOf('schueler')}` },
    });
    return JSON.stringify(response.json());
  };

  it('stores the file of an upload task, links it and lets the task be marked done', async () => {
    const task = taskOfKind('upload');
    const response = await upload('schueler', task);
    expect(response.statusCode).toBe(200);
    const detail = taskDetailSchema.parse(response.json());
    expect(detail.answer).toMatchObject({ kind: 'upload', file: { filename: 'lebenslauf.png' }, done: false });
    expect(detail.file_url).toEqual(expect.any(String));
    expect(await filesIn('active')).toContain(detail.answer!.file!.uuid);
    expect((await save('schueler', task, { kind: 'upload', done: true })).json().answer).toMatchObject({ done: true });
  });

  it('moves a replaced file to the trash of "Dateien" and keeps "done"', async () => {
    const task = taskOfKind('upload');
    const before = taskDetailSchema.parse((await call('GET', 'schueler', `/tasks/${task.uuid}`)).json());
    const after = taskDetailSchema.parse((await upload('schueler', task)).json());
    expect(after.answer).toMatchObject({ uuid: before.answer!.uuid, done: true });
    expect(after.answer!.file!.uuid).not.toBe(before.answer!.file!.uuid);
    expect(await filesIn('trash')).toContain(before.answer!.file!.uuid);
  });

  it('takes the file along into the Reflexion trash, back out and away for ever', async () => {
    const task = taskOfKind('upload', 1);
    const answer = taskDetailSchema.parse((await upload('schueler', task)).json()).answer!;
    await call('DELETE', 'schueler', `/reflections/${answer.uuid}`);
    expect(await filesIn('trash')).toContain(answer.file!.uuid);
    await call('POST', 'schueler', `/reflections/trash/${answer.uuid}/restore`);
    expect(await filesIn('active')).toContain(answer.file!.uuid);
    await call('DELETE', 'schueler', `/reflections/${answer.uuid}`);
    expect((await call('DELETE', 'schueler', `/reflections/trash/${answer.uuid}`)).statusCode).toBe(204);
    expect(await filesIn('trash')).not.toContain(answer.file!.uuid);
    expect(await filesIn('active')).not.toContain(answer.file!.uuid);
  });

  it('refuses a file for another kind of task, a request without a file and a JSON request', async () => {
    const onReflection = await upload('schueler', taskOfKind('reflection'));
    expect(onReflection.statusCode).toBe(400);
    expect(onReflection.json().message).toBe(ANSWER_MESSAGES.notAnUploadTask);
    const withoutFile = await upload('schueler', taskOfKind('upload'), [{ field: 'note', content: 'kein Anhang' }] as never);
    expect(withoutFile.statusCode).toBe(400);
    expect(withoutFile.json().message).toBe(ANSWER_MESSAGES.fileMissing);
    expect((await call('POST', 'schueler', `/tasks/${taskOfKind('upload').uuid}/answer/file`, {})).statusCode).toBe(415);
  });

  it('answers 403 to a teacher', async () => {
    expect((await upload('lehrer', taskOfKind('upload'))).statusCode).toBe(403);
  });
});

describe('Reflexion and its trash', () => {
  const reflections = async (username: string, url = '/reflections') => reflectionListSchema.parse((await call('GET', username, url)).json()).items;

  it('lists the answers with the names of task and station, newest first, only the own', async () => {
    const items = await reflections('schueler');
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(items[0]).toMatchObject({ task_title: expect.any(String), station_title: expect.any(String) });
    expect(await reflections('schueler2')).toEqual([]);
  });

  it('moves an answer to the trash, restores it and deletes it forever', async () => {
    const task = taskOfKind('reflection', 2);
    const answer = (await save('schueler', task, { kind: 'reflection', text: 'Mein Traumberuf: Tischlerin.' })).json().answer;

    const trashed = await call('DELETE', 'schueler', `/reflections/${answer.uuid}`);
    expect(trashed.statusCode).toBe(200);
    expect(trashed.json().deleted_date).toEqual(expect.any(String));
    expect((await reflections('schueler')).map((item) => item.uuid)).not.toContain(answer.uuid);
    expect((await reflections('schueler', '/reflections/trash')).map((item) => item.uuid)).toContain(answer.uuid);
    expect((await call('GET', 'schueler', `/tasks/${task.uuid}`)).json().answer).toBeNull();
    // Twice is 404: it is no live answer any more.
    expect((await call('DELETE', 'schueler', `/reflections/${answer.uuid}`)).statusCode).toBe(404);

    const restored = await call('POST', 'schueler', `/reflections/trash/${answer.uuid}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ uuid: answer.uuid, deleted_date: null, text: 'Mein Traumberuf: Tischlerin.' });

    // Deleting forever works only from the trash.
    expect((await call('DELETE', 'schueler', `/reflections/trash/${answer.uuid}`)).statusCode).toBe(404);
    await call('DELETE', 'schueler', `/reflections/${answer.uuid}`);
    expect((await call('DELETE', 'schueler', `/reflections/trash/${answer.uuid}`)).statusCode).toBe(204);
    expect((await reflections('schueler', '/reflections/trash')).map((item) => item.uuid)).not.toContain(answer.uuid);
    expect((await call('POST', 'schueler', `/reflections/trash/${answer.uuid}/restore`)).statusCode).toBe(404);
  });

  it('swaps a restored answer with a newer answer to the same task, losing neither', async () => {
    const task = taskOfKind('reflection', 3);
    const old = (await save('schueler', task, { kind: 'reflection', text: 'Alte Fassung' })).json().answer;
    await call('DELETE', 'schueler', `/reflections/${old.uuid}`);
    const newer = (await save('schueler', task, { kind: 'reflection', text: 'Neue Fassung' })).json().answer;
    expect(newer.uuid).not.toBe(old.uuid);

    expect((await call('POST', 'schueler', `/reflections/trash/${old.uuid}/restore`)).statusCode).toBe(200);
    expect((await call('GET', 'schueler', `/tasks/${task.uuid}`)).json().answer).toMatchObject({ uuid: old.uuid, text: 'Alte Fassung' });
    expect((await reflections('schueler', '/reflections/trash')).map((item) => item.uuid)).toContain(newer.uuid);
  });

  it("answers 404 for another student's answer in every step", async () => {
    const task = taskOfKind('reflection', 4);
    const answer = (await save('schueler', task, { kind: 'reflection', text: 'Nur für mich' })).json().answer;
    expect((await call('DELETE', 'schueler2', `/reflections/${answer.uuid}`)).statusCode).toBe(404);
    await call('DELETE', 'schueler', `/reflections/${answer.uuid}`);
    expect((await call('POST', 'schueler2', `/reflections/trash/${answer.uuid}/restore`)).statusCode).toBe(404);
    expect((await call('DELETE', 'schueler2', `/reflections/trash/${answer.uuid}`)).statusCode).toBe(404);
    expect((await reflections('schueler', '/reflections/trash')).map((item) => item.uuid)).toContain(answer.uuid);
  });

  it('answers 400 for a malformed uuid, 403 to teachers and 401 without a token', async () => {
    expect((await call('DELETE', 'schueler', '/reflections/abc')).statusCode).toBe(400);
    expect((await call('GET', 'lehrer', '/reflections')).statusCode).toBe(403);
    expect((await call('GET', null, '/reflections/trash')).statusCode).toBe(401);
  });
});

describe('personal data', () => {
  it('exports every answer of the student, the trash included, and erases them', async () => {
    const { db } = testApp.database;
    const userUuid = demoUser(testApp.world, 'schueler').uuid;
    const exported = await meinWegPersonalData.collect(db, userUuid);
    expect(exported.records.length).toBeGreaterThan(3);
    expect(exported.records).toContainEqual(expect.objectContaining({ deleted_date: expect.any(String), task_title: expect.any(String) }));
    expect((await meinWegPersonalData.collect(db, demoUser(testApp.world, 'schueler2').uuid)).records).toEqual([]);

    await db.transaction((tx) => meinWegPersonalData.erase(tx, userUuid));
    await db.transaction((tx) => meinWegPersonalData.erase(tx, userUuid));
    expect((await meinWegPersonalData.collect(db, userUuid)).records).toEqual([]);
  });
});
