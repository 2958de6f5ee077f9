import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import {
  classPinboardSchema,
  myPinboardSchema,
  PINBOARD_FEEDBACK_MAX,
  PINBOARD_MESSAGES,
  pinboardCandidatesSchema,
  pinboardClassListSchema,
  pinboardEntrySchema,
  type PinboardEntry,
} from '@berufswahl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classMemberships, teacherAssignments } from '../../../platform/db/schema';
import { createTestApp, demoUser, type TestApp } from '../../../test/test-app';
import { pngBytes } from '../../files/testing';
import { postStoryAs } from '../testing/stories';
import { pinboardPersonalData } from './pinboard.personal-data';
import { pinboardEntries, pinboardFeedback } from './pinboard.schema';

const CLASS_8A = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0001';
const CLASS_9C = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0011';
/** A reflection task of the Sek I path (content/mein-weg/sek1.json). */
const SEK1_REFLECTION_TASK = '25374f87-dc4b-5d1c-93d8-c260a2c6c9ff';
const MY_URL = '/api/bo/v1/pinboard/my';
const PIN_URL = '/api/bo/v1/pinboard/my/entries';
const classUrl = (classUuid: string) => `/api/bo/v1/pinboard/classes/${classUuid}`;
const feedbackUrl = (classUuid: string, entryUuid: string) => `${classUrl(classUuid)}/entries/${entryUuid}/feedback`;

let testApp: TestApp;

async function call(username: string | null, request: { method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'; url: string; json?: object }) {
  const headers: Record<string, string> = username ? { authorization: `Bearer ${await testApp.tokenOf(username)}` } : {};
  return testApp.app.inject({ method: request.method, url: request.url, headers, ...(request.json ? { payload: request.json } : {}) });
}

async function statementOf(username: string, text: string): Promise<string> {
  const response = await call(username, { method: 'POST', url: '/api/bo/v1/statements', json: { text } });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { uuid: string }).uuid;
}

async function pin(username: string, kind: string, itemUuid: string): Promise<PinboardEntry> {
  const response = await call(username, { method: 'POST', url: PIN_URL, json: { kind, item_uuid: itemUuid } });
  expect(response.statusCode, response.body).toBe(201);
  return pinboardEntrySchema.parse(response.json());
}

async function classEntries(username: string, classUuid: string) {
  const response = await call(username, { method: 'GET', url: classUrl(classUuid) });
  expect(response.statusCode, response.body).toBe(200);
  return classPinboardSchema.parse(response.json()).entries;
}

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'berufswahl-pinboard-'));
  testApp = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('pinning and unpinning', () => {
  it('pins a statement for the class teacher, once; unpinning withdraws it', async () => {
    const statementUuid = await statementOf('schueler', 'Ich kann gut zuhören.');
    const entry = await pin('schueler', 'statement', statementUuid);
    expect(entry.item).toMatchObject({ kind: 'statement', uuid: statementUuid, text: 'Ich kann gut zuhören.', title: null });

    const again = await call('schueler', { method: 'POST', url: PIN_URL, json: { kind: 'statement', item_uuid: statementUuid } });
    expect(again.statusCode).toBe(200);
    expect(again.json().uuid).toBe(entry.uuid);

    const candidates = pinboardCandidatesSchema.parse((await call('schueler', { method: 'GET', url: `${MY_URL}/candidates` })).json());
    expect(candidates.items.find((candidate) => candidate.item.uuid === statementUuid)?.entry_uuid).toBe(entry.uuid);

    const seen = await classEntries('lehrer', CLASS_8A);
    expect(seen.find((one) => one.uuid === entry.uuid)).toMatchObject({
      student: { uuid: demoUser(testApp.world, 'schueler').uuid },
      item: { text: 'Ich kann gut zuhören.' },
    });
    const classes = pinboardClassListSchema.parse((await call('lehrer', { method: 'GET', url: '/api/bo/v1/pinboard/classes' })).json());
    expect(classes.classes.find((one) => one.uuid === CLASS_8A)?.entry_count).toBeGreaterThanOrEqual(1);

    // Another student can neither see nor withdraw it.
    const foreign = myPinboardSchema.parse((await call('schueler2', { method: 'GET', url: MY_URL })).json());
    expect(foreign.entries.map((one) => one.uuid)).not.toContain(entry.uuid);
    expect((await call('schueler2', { method: 'DELETE', url: `${PIN_URL}/${entry.uuid}` })).statusCode).toBe(404);

    expect((await call('schueler', { method: 'DELETE', url: `${PIN_URL}/${entry.uuid}` })).statusCode).toBe(204);
    expect((await classEntries('lehrer', CLASS_8A)).map((one) => one.uuid)).not.toContain(entry.uuid);
    expect((await call('schueler', { method: 'DELETE', url: `${PIN_URL}/${entry.uuid}` })).statusCode).toBe(404);
  });

  it('hides a pinned story from the teacher while it is in the trash', async () => {
    const created = await call('schueler', { method: 'POST', url: '/api/bo/v1/artefacts/story', json: { description: 'Mein Tag in der #Werkstatt' } });
    expect(created.statusCode, created.body).toBe(201);
    const storyUuid = (created.json() as { uuid: string }).uuid;
    const entry = await pin('schueler', 'story', storyUuid);
    expect((await classEntries('lehrer', CLASS_8A)).map((one) => one.uuid)).toContain(entry.uuid);

    await call('schueler', { method: 'DELETE', url: `/api/bo/v1/artefacts/stories/${storyUuid}` });
    expect((await classEntries('lehrer', CLASS_8A)).map((one) => one.uuid)).not.toContain(entry.uuid);
    const mine = myPinboardSchema.parse((await call('schueler', { method: 'GET', url: MY_URL })).json());
    expect(mine.entries.map((one) => one.uuid)).not.toContain(entry.uuid);
    // A trashed story cannot be pinned either.
    expect((await call('schueler', { method: 'POST', url: PIN_URL, json: { kind: 'story', item_uuid: storyUuid } })).statusCode).toBe(404);
  });

  it('links a pinned story\'s photo for the class teacher with a short-lived URL, and no more once unpinned', async () => {
    const photo = pngBytes(700);
    const story = await postStoryAs(testApp, 'schueler', 'Mein #Werkstück aus dem Praktikum', { filename: 'werkstueck.png', content: photo });
    const entry = await pin('schueler', 'story', story.uuid);
    expect(entry.item).toMatchObject({ attachment_name: 'werkstueck.png', attachment: { content_type: 'image/png', signed_url: expect.any(String) } });

    const seen = (await classEntries('lehrer', CLASS_8A)).find((one) => one.uuid === entry.uuid);
    expect(seen?.item.attachment).toMatchObject({ content_type: 'image/png' });
    // The link works without a bearer token (an <img> cannot send one) and serves the photo itself.
    const download = await testApp.app.inject({ method: 'GET', url: seen!.item.attachment!.signed_url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(photo)).toBe(true);
    expect(download.headers['content-type']).toContain('image/png');

    // Statements have no attachment.
    const statement = await pin('schueler', 'statement', await statementOf('schueler', 'Ich baue gern Dinge.'));
    expect(statement.item).toMatchObject({ attachment_name: null, attachment: null });

    expect((await call('schueler', { method: 'DELETE', url: `${PIN_URL}/${entry.uuid}` })).statusCode).toBe(204);
    expect((await classEntries('lehrer', CLASS_8A)).find((one) => one.uuid === entry.uuid)).toBeUndefined();
  });

  it('pins a task answer only once it is done, with the task title', async () => {
    const saved = await call('schueler', {
      method: 'PUT',
      url: `/api/bo/v1/tasks/${SEK1_REFLECTION_TASK}/answer`,
      json: { kind: 'reflection', text: 'Ich habe gemerkt, dass ich gern plane.', done: false },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const answerUuid = (saved.json() as { answer: { uuid: string } }).answer.uuid;
    const notDone = await call('schueler', { method: 'POST', url: PIN_URL, json: { kind: 'task_answer', item_uuid: answerUuid } });
    expect(notDone.statusCode).toBe(400);
    expect(notDone.json().message).toBe(PINBOARD_MESSAGES.taskNotDone);

    await call('schueler', {
      method: 'PUT',
      url: `/api/bo/v1/tasks/${SEK1_REFLECTION_TASK}/answer`,
      json: { kind: 'reflection', text: 'Ich habe gemerkt, dass ich gern plane.', done: true },
    });
    const entry = await pin('schueler', 'task_answer', answerUuid);
    expect(entry.item.title).toEqual(expect.any(String));
    expect(entry.item.text).toBe('Ich habe gemerkt, dass ich gern plane.');
    await call('schueler', { method: 'DELETE', url: `${PIN_URL}/${entry.uuid}` });
  });

  it('refuses items of another student (404), bad input (400) and a student without class (400)', async () => {
    const foreignStatement = await statementOf('schueler2', 'Ich tanze gern.');
    expect((await call('schueler', { method: 'POST', url: PIN_URL, json: { kind: 'statement', item_uuid: foreignStatement } })).statusCode).toBe(404);
    const badKind = await call('schueler', { method: 'POST', url: PIN_URL, json: { kind: 'foto', item_uuid: foreignStatement } });
    expect(badKind.statusCode).toBe(400);
    expect((await call('schueler', { method: 'POST', url: PIN_URL, json: { kind: 'statement', item_uuid: 'x' } })).statusCode).toBe(400);

    const schueler2 = demoUser(testApp.world, 'schueler2').uuid;
    await testApp.database.db.delete(classMemberships).where(eq(classMemberships.userUuid, schueler2));
    try {
      const noClass = await call('schueler2', { method: 'POST', url: PIN_URL, json: { kind: 'statement', item_uuid: foreignStatement } });
      expect(noClass.statusCode).toBe(400);
      expect(noClass.json().message).toBe(PINBOARD_MESSAGES.noClass);
    } finally {
      await testApp.database.db.insert(classMemberships).values({ userUuid: schueler2, classUuid: CLASS_9C });
    }
  });

  it('answers 401 without a token and 403 for teachers on the student routes', async () => {
    expect((await call(null, { method: 'GET', url: MY_URL })).statusCode).toBe(401);
    expect((await call('lehrer', { method: 'GET', url: MY_URL })).statusCode).toBe(403);
    expect((await call('lehrer', { method: 'POST', url: PIN_URL, json: { kind: 'statement', item_uuid: CLASS_8A } })).statusCode).toBe(403);
  });
});

describe('the class Pinnwand and feedback', () => {
  it('lets the class teacher give feedback, which notifies the student', async () => {
    const entry = await pin('schueler', 'statement', await statementOf('schueler', 'Ich kann gut organisieren.'));
    const response = await call('lehrer', { method: 'POST', url: feedbackUrl(CLASS_8A, entry.uuid), json: { text: 'Das sehe ich auch so!' } });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ text: 'Das sehe ich auch so!', author_name: expect.any(String) });

    const mine = myPinboardSchema.parse((await call('schueler', { method: 'GET', url: MY_URL })).json());
    expect(mine.entries.find((one) => one.uuid === entry.uuid)?.feedback.map((one) => one.text)).toEqual(['Das sehe ich auch so!']);
    const unread = await call('schueler', { method: 'GET', url: '/api/messaging/v1/notifications/unread' });
    expect(unread.body).toContain(PINBOARD_MESSAGES.feedbackNotificationTitle);

    const seen = await classEntries('lehrer', CLASS_8A);
    expect(seen.find((one) => one.uuid === entry.uuid)?.feedback).toHaveLength(1);
  });

  it('lets the author change and delete his feedback, and nobody else (decision 136)', async () => {
    const entry = await pin('schueler', 'statement', await statementOf('schueler', 'Ich rechne gern.'));
    const sent = await call('lehrer', { method: 'POST', url: feedbackUrl(CLASS_8A, entry.uuid), json: { text: 'Stark in Mathe!' } });
    expect(sent.statusCode).toBe(201);
    const feedback = sent.json() as { uuid: string; is_mine: boolean; edited_date: string | null };
    expect(feedback).toMatchObject({ is_mine: true, edited_date: null });
    const itemUrl = `${feedbackUrl(CLASS_8A, entry.uuid)}/${feedback.uuid}`;

    const changed = await call('lehrer', { method: 'PATCH', url: itemUrl, json: { text: 'Stark in Mathe – und im Erklären!' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ text: 'Stark in Mathe – und im Erklären!', is_mine: true, edited_date: expect.any(String) });
    // The student reads the new text, marked as changed, and not as his own.
    const mine = myPinboardSchema.parse((await call('schueler', { method: 'GET', url: MY_URL })).json());
    expect(mine.entries.find((one) => one.uuid === entry.uuid)?.feedback).toEqual([
      expect.objectContaining({ text: 'Stark in Mathe – und im Erklären!', is_mine: false, edited_date: expect.any(String) }),
    ]);

    // Validation as for sending; another teacher of the class may read but not change it.
    expect((await call('lehrer', { method: 'PATCH', url: itemUrl, json: { text: ' ' } })).statusCode).toBe(400);
    const mehrfach = demoUser(testApp.world, 'mehrfach').uuid;
    await testApp.database.db.insert(teacherAssignments).values({ teacherUuid: mehrfach, classUuid: CLASS_8A });
    try {
      const foreign = await call('mehrfach', { method: 'PATCH', url: itemUrl, json: { text: 'Überschrieben' } });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().message).toBe(PINBOARD_MESSAGES.feedbackNotYours);
      expect((await call('mehrfach', { method: 'DELETE', url: itemUrl })).statusCode).toBe(403);
      const asOther = (await classEntries('mehrfach', CLASS_8A)).find((one) => one.uuid === entry.uuid);
      expect(asOther?.feedback.map((one) => one.is_mine)).toEqual([false]);
    } finally {
      await testApp.database.db.delete(teacherAssignments).where(and(eq(teacherAssignments.teacherUuid, mehrfach), eq(teacherAssignments.classUuid, CLASS_8A)));
    }
    // Another school's teacher and a wrong feedback id: 404.
    expect((await call('lehrer2', { method: 'PATCH', url: itemUrl, json: { text: 'x' } })).statusCode).toBe(404);
    expect((await call('lehrer', { method: 'DELETE', url: `${feedbackUrl(CLASS_8A, entry.uuid)}/00000000-0000-4000-8000-000000000000` })).statusCode).toBe(404);

    expect((await call('lehrer', { method: 'DELETE', url: itemUrl })).statusCode).toBe(204);
    expect((await classEntries('lehrer', CLASS_8A)).find((one) => one.uuid === entry.uuid)?.feedback).toEqual([]);
    expect((await call('lehrer', { method: 'DELETE', url: itemUrl })).statusCode).toBe(404);
  });

  it('keeps the class Pinnwand to the class teachers: 404 for another school, 403 for other teachers and roles', async () => {
    const entry = await pin('schueler', 'statement', await statementOf('schueler', 'Ich bin neugierig.'));
    expect((await call(null, { method: 'GET', url: classUrl(CLASS_8A) })).statusCode).toBe(401);
    expect((await call('lehrer2', { method: 'GET', url: classUrl(CLASS_8A) })).statusCode).toBe(404);
    expect((await call('lehrer-neu', { method: 'GET', url: classUrl(CLASS_8A) })).statusCode).toBe(403);
    expect((await call('schuladmin', { method: 'GET', url: classUrl(CLASS_8A) })).statusCode).toBe(403);
    expect((await call('schueler', { method: 'GET', url: classUrl(CLASS_8A) })).statusCode).toBe(403);
    expect((await call('lehrer', { method: 'GET', url: classUrl('00000000-0000-4000-8000-000000000000') })).statusCode).toBe(404);

    const text = { text: 'Prima' };
    expect((await call('lehrer2', { method: 'POST', url: feedbackUrl(CLASS_8A, entry.uuid), json: text })).statusCode).toBe(404);
    expect((await call('lehrer-neu', { method: 'POST', url: feedbackUrl(CLASS_8A, entry.uuid), json: text })).statusCode).toBe(403);
    // The class's teacher of 9c cannot reach an 8a pin through his own class.
    expect((await call('lehrer2', { method: 'POST', url: feedbackUrl(CLASS_9C, entry.uuid), json: text })).statusCode).toBe(404);

    const empty = await call('lehrer', { method: 'POST', url: feedbackUrl(CLASS_8A, entry.uuid), json: { text: ' ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Rückmeldung ist ein Pflichtfeld');
    const long = await call('lehrer', { method: 'POST', url: feedbackUrl(CLASS_8A, entry.uuid), json: { text: 'a'.repeat(PINBOARD_FEEDBACK_MAX + 1) } });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain(`Rückmeldung darf nicht länger als ${PINBOARD_FEEDBACK_MAX} Zeichen sein`);
  });

  it('hides the pins of a student who left the class', async () => {
    const entry = await pin('schueler', 'statement', await statementOf('schueler', 'Ich helfe gern.'));
    const schueler = demoUser(testApp.world, 'schueler').uuid;
    await testApp.database.db.update(classMemberships).set({ classUuid: CLASS_9C }).where(and(eq(classMemberships.userUuid, schueler)));
    try {
      expect((await classEntries('lehrer', CLASS_8A)).map((one) => one.uuid)).not.toContain(entry.uuid);
      expect((await call('lehrer', { method: 'POST', url: feedbackUrl(CLASS_8A, entry.uuid), json: { text: 'Hallo' } })).statusCode).toBe(404);
    } finally {
      await testApp.database.db.update(classMemberships).set({ classUuid: CLASS_8A }).where(eq(classMemberships.userUuid, schueler));
    }
  });
});

describe('personal data (runs last: it erases)', () => {
  it('exports pins with feedback and the feedback a teacher wrote; erasure keeps a teacher\'s feedback without author', async () => {
    const entry = await pin('schueler', 'statement', await statementOf('schueler', 'Ich erkläre gern.'));
    await call('lehrer', { method: 'POST', url: feedbackUrl(CLASS_8A, entry.uuid), json: { text: 'Stimmt!' } });
    const student = demoUser(testApp.world, 'schueler').uuid;
    const teacher = demoUser(testApp.world, 'lehrer').uuid;
    const db = testApp.database.db;

    const ofStudent = await pinboardPersonalData.collect(db, student);
    expect(ofStudent.records).toContainEqual(expect.objectContaining({ uuid: entry.uuid, kind: 'statement', feedback: [expect.objectContaining({ text: 'Stimmt!' })] }));
    const ofTeacher = await pinboardPersonalData.collect(db, teacher);
    expect(ofTeacher.records).toContainEqual(expect.objectContaining({ kind: 'feedback_written', entry_uuid: entry.uuid, text: 'Stimmt!' }));

    await db.transaction(async (tx) => {
      await pinboardPersonalData.erase(tx, teacher);
      await pinboardPersonalData.erase(tx, teacher); // safe to run again
    });
    const kept = await db.select().from(pinboardFeedback).where(eq(pinboardFeedback.entryUuid, entry.uuid));
    expect(kept.map((row) => [row.text, row.authorUuid])).toEqual([['Stimmt!', null]]);

    await db.transaction((tx) => pinboardPersonalData.erase(tx, student));
    expect(await db.select().from(pinboardEntries).where(eq(pinboardEntries.ownerUuid, student))).toEqual([]);
    expect(await db.select().from(pinboardFeedback).where(eq(pinboardFeedback.entryUuid, entry.uuid))).toEqual([]);
  });
});
