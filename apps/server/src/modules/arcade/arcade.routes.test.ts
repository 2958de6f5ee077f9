import { randomUUID } from 'node:crypto';
import {
  achievementsResponseSchema,
  type ArcadeAction,
  nudgeResponseSchema,
  questListResponseSchema,
  questSchema,
  rankingResponseSchema,
} from '@berufswahl/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../platform/auth/passwords';
import { classMemberships, users } from '../../platform/db/schema';
import { createTestApp, demoUser, type TestApp } from '../../test/test-app';
import { notifications } from '../messaging/testing';
import { arcadePointEvents } from './arcade.schema';
import { buildStudent, CLASS_8A_SCHOOL_A, CLASS_8B_SCHOOL_A, CLASS_OF_SCHOOL_B } from './testing/factories';
import { awardForAction } from './points/award-for-action';
import { pointsRepository } from './points/points.repository';

// Sek I path (content/mein-weg/sek1.json): station "Stärken entdecken" and two of its tasks.
const STATION_STAERKEN = '071dff1a-ae9a-538d-825d-ea5fbb4086bb';
const TASK_SCALE = '9ddcb338-de94-5b02-89f3-d248a1d878a4';
const TASK_REFLECTION = '25374f87-dc4b-5d1c-93d8-c260a2c6c9ff';
const TASK_CHECKLIST = '0186c20b-db13-5577-9c37-6fab69696edd';
// A task of the Sek II path only.
const TASK_SEK2 = '6e22dc98-5d0b-5a4c-82ad-5ad1d81a5108';

let testApp: TestApp;

async function call(username: string | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (username) headers.authorization = `Bearer ${await testApp.tokenOf(username)}`;
  return testApp.app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
}

function award(userUuid: string, action: ArcadeAction, subjectUuid: string = randomUUID()) {
  return testApp.database.db.transaction((tx) => awardForAction(tx, { userUuid, action, subjectUuid }));
}

const schueler = () => demoUser(testApp.world, 'schueler').uuid;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

describe('GET /api/arcade/v1/rankings', () => {
  it('answers 401 without a token and 403 for a teacher', async () => {
    expect((await call(null, 'GET', '/api/arcade/v1/rankings')).statusCode).toBe(401);
    expect((await call('lehrer', 'GET', '/api/arcade/v1/rankings')).statusCode).toBe(403);
  });

  it('ranks the students of the caller’s class only, by points, and shows first name and initial', async () => {
    const db = testApp.database.db;
    const ahead = await buildStudent(db, testApp.world, { classUuid: CLASS_8A_SCHOOL_A, firstName: 'Ada', surname: 'Vorne' });
    const otherClass = await buildStudent(db, testApp.world, { classUuid: CLASS_8B_SCHOOL_A, firstName: 'Olga', surname: 'Andere' });
    const otherSchool = await buildStudent(db, testApp.world, { classUuid: CLASS_OF_SCHOOL_B, firstName: 'Bert', surname: 'Fremd', schoolKey: 'B' });
    for (const userUuid of [ahead, otherClass, otherSchool]) for (let index = 0; index < 5; index += 1) await award(userUuid, 'task_done');
    await award(schueler(), 'story_created');

    const response = await call('schueler', 'GET', '/api/arcade/v1/rankings');
    expect(response.statusCode).toBe(200);
    const ranking = rankingResponseSchema.parse(response.json());
    expect(ranking.class).toEqual({ uuid: CLASS_8A_SCHOOL_A, name: '8a' });
    expect(ranking.entries.map((entry) => entry.display_name)).toEqual(['Ada V.', 'Lena S.']);
    expect(ranking.entries[0]).toMatchObject({ position: 1, points: 100, is_me: false, rank: { level: 2, name: 'Spurensucher*in' } });
    expect(ranking.entries[0]?.trophy?.achievement.name).toBe('Hundert Punkte');
    expect(ranking).toMatchObject({ position: 2, points: 10, visible_to_class: true, rank: { level: 1, next_min_points: 50 } });
    expect(ranking.trophy?.achievement).toMatchObject({ name: 'Erste Story', icon: 'camera' });
    expect(JSON.stringify(ranking)).not.toContain('Olga');
    expect(JSON.stringify(ranking)).not.toContain('Bert');

    const inSchoolB = rankingResponseSchema.parse((await call('schueler2', 'GET', '/api/arcade/v1/rankings')).json());
    expect(inSchoolB.entries.map((entry) => entry.display_name)).toEqual(['Bert F.', 'Emil N.']);
  });

  it('leaves out a student who opted out for everybody else, while they still see themselves', async () => {
    const db = testApp.database.db;
    const before = rankingResponseSchema.parse((await call('schueler2', 'GET', '/api/arcade/v1/rankings')).json());
    expect(before.entries.some((entry) => entry.is_me)).toBe(true);

    const hidden = await call('schueler', 'PUT', '/api/arcade/v1/settings', { visible_to_class: false });
    expect(hidden.json()).toEqual({ visible_to_class: false });
    expect((await call('schueler', 'GET', '/api/arcade/v1/settings')).json()).toEqual({ visible_to_class: false });

    // A classmate (8a) sees the ranking without Lena: look at it through the service's view of Ada.
    const own = rankingResponseSchema.parse((await call('schueler', 'GET', '/api/arcade/v1/rankings')).json());
    expect(own.visible_to_class).toBe(false);
    expect(own.entries.find((entry) => entry.is_me)?.display_name).toBe('Lena S.');

    // Lena hidden: a classmate in 8a, signed in with a token of their own, gets the class ranking without her.
    const classmate = await buildStudent(db, testApp.world, { classUuid: CLASS_8A_SCHOOL_A, firstName: 'Carl', surname: 'Drei' });
    const [classmateRow] = await db
      .update(users)
      .set({ passwordHash: await hashPassword('berufswahl') })
      .where(eq(users.uuid, classmate))
      .returning({ username: users.username });
    const carl = classmateRow!.username;
    const seenByCarl = await call(carl, 'GET', '/api/arcade/v1/rankings');
    expect(seenByCarl.statusCode).toBe(200);
    const hiddenRanking = rankingResponseSchema.parse(seenByCarl.json());
    expect(hiddenRanking.class).toEqual({ uuid: CLASS_8A_SCHOOL_A, name: '8a' });
    expect(hiddenRanking.entries.map((entry) => entry.display_name)).not.toContain('Lena S.');
    expect(hiddenRanking.entries.find((entry) => entry.is_me)?.display_name).toBe('Carl D.');
    expect(seenByCarl.body).not.toContain(schueler());
    expect(seenByCarl.body).not.toContain('Schmidt');

    await call('schueler', 'PUT', '/api/arcade/v1/settings', { visible_to_class: true });
    const shown = rankingResponseSchema.parse((await call(carl, 'GET', '/api/arcade/v1/rankings')).json());
    expect(shown.entries.map((entry) => entry.display_name)).toContain('Lena S.');
    expect(shown.entries.find((entry) => entry.display_name === 'Lena S.')).toMatchObject({ is_me: false, points: 10 });
  });

  it('answers 400 with a German message for a setting that is not yes or no', async () => {
    const response = await call('schueler', 'PUT', '/api/arcade/v1/settings', { visible_to_class: 'vielleicht' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Sichtbarkeit muss ja oder nein sein' });
    expect((await call('lehrer', 'PUT', '/api/arcade/v1/settings', { visible_to_class: false })).statusCode).toBe(403);
  });
});

describe('GET /api/arcade/v1/achievements', () => {
  it('lists every trophy with the caller’s state, the points table and the ranks', async () => {
    const response = await call('schueler', 'GET', '/api/arcade/v1/achievements');
    expect(response.statusCode).toBe(200);
    const body = achievementsResponseSchema.parse(response.json());
    expect(body.items.length).toBeGreaterThanOrEqual(10);
    expect(body.items.filter((item) => item.earned).map((item) => item.name)).toContain('Erste Story');
    expect(body.items.find((item) => item.name === 'Quest-Profi')).toMatchObject({ earned: false, awarded_date: null });
    expect(body.points_per_action).toContainEqual({ action: 'task_done', points: 20, daily_limit: null });
    expect(body.points_per_action).toContainEqual({ action: 'story_created', points: 10, daily_limit: 3 });
    expect(body.ranks[0]).toMatchObject({ level: 1, name: 'Entdecker*in', min_points: 0 });
    expect(body.recent_points[0]).toMatchObject({ action: 'story_created', points: 10 });
  });

  it('answers 403 for a teacher', async () => {
    expect((await call('lehrer', 'GET', '/api/arcade/v1/achievements')).statusCode).toBe(403);
  });
});

describe('quests', () => {
  let questUuid = '';

  it('refuses a student (403), another school’s class (404) and a class the teacher doesn’t teach (404)', async () => {
    expect((await call('schueler', 'POST', '/api/arcade/v1/quests', { class_uuid: CLASS_8A_SCHOOL_A, task_uuid: TASK_SCALE })).statusCode).toBe(403);
    expect((await call('lehrer', 'POST', '/api/arcade/v1/quests', { class_uuid: CLASS_OF_SCHOOL_B, task_uuid: TASK_SCALE })).statusCode).toBe(404);
    expect((await call('lehrer', 'POST', '/api/arcade/v1/quests', { class_uuid: CLASS_8B_SCHOOL_A, task_uuid: TASK_SCALE })).statusCode).toBe(404);
    expect((await call('lehrer-neu', 'GET', `/api/arcade/v1/quests?class_uuid=${CLASS_8A_SCHOOL_A}`)).statusCode).toBe(404);
  });

  it('refuses a task that is not on the class’s path, with a German message', async () => {
    const response = await call('lehrer', 'POST', '/api/arcade/v1/quests', { class_uuid: CLASS_8A_SCHOOL_A, task_uuid: TASK_SEK2 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Diese Aufgabe gibt es im Weg der Lerngruppe nicht.', fields: [{ field: 'task_uuid' }] });
    const missing = await call('lehrer', 'POST', '/api/arcade/v1/quests', { class_uuid: CLASS_8A_SCHOOL_A });
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Aufgabe ist ein Pflichtfeld' });
  });

  it('starts a quest for the class and notifies its students', async () => {
    const response = await call('lehrer', 'POST', '/api/arcade/v1/quests', { class_uuid: CLASS_8A_SCHOOL_A, task_uuid: TASK_SCALE });
    expect(response.statusCode).toBe(201);
    const quest = questSchema.parse(response.json());
    questUuid = quest.uuid;
    expect(quest).toMatchObject({ title: 'Wie schätzt du dich ein?', status: 'started', my_state: null, finished_date: null });
    expect(quest.statistics.participants).toBe(0);
    expect(quest.statistics.missing).toBe(quest.statistics.class_size);
    expect(quest.missing_students).toContain('Lena Schmidt');

    const notified = await testApp.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userUuid, schueler()), eq(notifications.type, 'quest')));
    expect(notified).toHaveLength(1);
    expect(notified[0]?.message).toContain('Wie schätzt du dich ein?');
  });

  it('refuses a second running quest of the same task in the class', async () => {
    const response = await call('lehrer', 'POST', '/api/arcade/v1/quests', { class_uuid: CLASS_8A_SCHOOL_A, task_uuid: TASK_SCALE });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Für diese Aufgabe läuft in der Lerngruppe schon eine Quest.' });
  });

  it('shows the quest to the class’s students but not to another school’s', async () => {
    const own = questListResponseSchema.parse((await call('schueler', 'GET', '/api/arcade/v1/quests')).json());
    expect(own.items.map((item) => item.uuid)).toContain(questUuid);
    expect(own.items[0]).toMatchObject({ my_state: 'not_joined', missing_students: null });
    const foreign = questListResponseSchema.parse((await call('schueler2', 'GET', '/api/arcade/v1/quests')).json());
    expect(foreign.items).toEqual([]);
    expect((await call('schueler2', 'GET', `/api/arcade/v1/quests?class_uuid=${CLASS_8A_SCHOOL_A}`)).statusCode).toBe(404);
    expect((await call('schueler2', 'POST', `/api/arcade/v1/quests/${questUuid}/participations`)).statusCode).toBe(404);
    expect((await call('lehrer2', 'PUT', `/api/arcade/v1/quests/${questUuid}`, { status: 'finished' })).statusCode).toBe(404);
    expect((await call('lehrer', 'GET', '/api/arcade/v1/quests')).json()).toMatchObject({ message: 'Lerngruppe ist ein Pflichtfeld' });
  });

  it('lets a student join once, earning the quest points once even when joining twice at once', async () => {
    const before = await testApp.database.db.select().from(arcadePointEvents).where(eq(arcadePointEvents.userUuid, schueler()));
    const [first, second] = await Promise.all([
      call('schueler', 'POST', `/api/arcade/v1/quests/${questUuid}/participations`),
      call('schueler', 'POST', `/api/arcade/v1/quests/${questUuid}/participations`),
    ]);
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
    const quest = questSchema.parse(first?.json());
    expect(quest.my_state).toBe('joined');
    expect(quest.statistics).toMatchObject({ participants: 1, done: 0 });
    const after = await testApp.database.db.select().from(arcadePointEvents).where(eq(arcadePointEvents.userUuid, schueler()));
    expect(after.length - before.length).toBe(1);
    expect(after.find((row) => row.action === 'quest_joined')).toMatchObject({ subjectUuid: questUuid, points: 10 });
  });

  it('joins again without running the award: joining was counted at the first join (decision 256)', async () => {
    const before = await testApp.database.db.select().from(arcadePointEvents).where(eq(arcadePointEvents.userUuid, schueler()));
    const award = vi.spyOn(pointsRepository, 'award');
    try {
      const again = await call('schueler', 'POST', `/api/arcade/v1/quests/${questUuid}/participations`);
      expect(again.statusCode).toBe(200);
      expect(questSchema.parse(again.json()).my_state).toBe('joined');
      expect(award).not.toHaveBeenCalled();
    } finally {
      award.mockRestore();
    }
    const after = await testApp.database.db.select().from(arcadePointEvents).where(eq(arcadePointEvents.userUuid, schueler()));
    expect(after).toEqual(before);
  });

  it('counts the student as done when they finish the quest’s task in Mein Weg', async () => {
    await award(schueler(), 'task_done', TASK_SCALE);
    const list = questListResponseSchema.parse((await call('lehrer', 'GET', `/api/arcade/v1/quests?class_uuid=${CLASS_8A_SCHOOL_A}`)).json());
    const quest = list.items.find((item) => item.uuid === questUuid);
    expect(quest?.statistics).toMatchObject({ participants: 1, done: 1 });
    expect(quest?.missing_students).not.toContain('Lena Schmidt');
  });

  it('finishes the quest: cleared for students, kept in the teacher’s history, no more joining', async () => {
    const finished = await call('lehrer', 'PUT', `/api/arcade/v1/quests/${questUuid}`, { status: 'finished' });
    expect(finished.statusCode).toBe(200);
    expect(questSchema.parse(finished.json())).toMatchObject({ status: 'finished', finished_date: expect.any(String) });
    const again = questSchema.parse((await call('lehrer', 'PUT', `/api/arcade/v1/quests/${questUuid}`, { status: 'finished' })).json());
    expect(again.finished_date).toBe(questSchema.parse(finished.json()).finished_date);

    expect(questListResponseSchema.parse((await call('schueler', 'GET', '/api/arcade/v1/quests')).json()).items).toEqual([]);
    const history = questListResponseSchema.parse(
      (await call('lehrer', 'GET', `/api/arcade/v1/quests?class_uuid=${CLASS_8A_SCHOOL_A}&status=all`)).json(),
    );
    expect(history.items.map((item) => item.uuid)).toContain(questUuid);
    expect((await call('schueler', 'POST', `/api/arcade/v1/quests/${questUuid}/participations`)).statusCode).toBe(404);
    expect((await call('lehrer', 'PUT', `/api/arcade/v1/quests/${questUuid}`, { status: 'started' })).statusCode).toBe(400);
  });

  it('joins and completes in one go when the student did the task before joining', async () => {
    const started = questSchema.parse(
      (await call('lehrer', 'POST', '/api/arcade/v1/quests', { class_uuid: CLASS_8A_SCHOOL_A, task_uuid: TASK_CHECKLIST })).json(),
    );
    await award(schueler(), 'task_done', TASK_CHECKLIST);
    // Doing the task joins the quest too (and earns its points once).
    const quest = questSchema.parse((await call('schueler', 'POST', `/api/arcade/v1/quests/${started.uuid}/participations`)).json());
    expect(quest.my_state).toBe('done');
    const joined = await testApp.database.db
      .select()
      .from(arcadePointEvents)
      .where(and(eq(arcadePointEvents.userUuid, schueler()), eq(arcadePointEvents.subjectUuid, started.uuid)));
    expect(joined).toHaveLength(1);
    await call('lehrer', 'PUT', `/api/arcade/v1/quests/${started.uuid}`, { status: 'finished' });
  });
});

describe('GET /api/arcade/v1/reminders and /reviews', () => {
  it('reminds of the open tasks of the active station and reviews the finished ones', async () => {
    const activated = await call('lehrer', 'PATCH', `/api/bo/v1/stations/active/${CLASS_8A_SCHOOL_A}/${STATION_STAERKEN}`);
    expect(activated.statusCode).toBeLessThan(300);

    const reminders = nudgeResponseSchema.parse((await call('schueler', 'GET', '/api/arcade/v1/reminders')).json());
    const open = reminders.items.map((item) => item.task_uuid);
    // TASK_SCALE and TASK_CHECKLIST were done in the quest tests above.
    expect(open).toContain(TASK_REFLECTION);
    expect(open).not.toContain(TASK_SCALE);
    expect(reminders.items[0]).toMatchObject({ done_date: null, link: expect.stringContaining('/mein-weg') });

    const reviews = nudgeResponseSchema.parse((await call('schueler', 'GET', '/api/arcade/v1/reviews')).json());
    expect(reviews.items.map((item) => item.task_uuid)).toEqual([TASK_CHECKLIST, TASK_SCALE]);
    expect(reviews.items[0]?.title).toBe('Frag andere nach deinen Stärken');
  });

  it('has nothing to remind a student without a class of, and refuses teachers', async () => {
    const db = testApp.database.db;
    await db.delete(classMemberships).where(eq(classMemberships.userUuid, demoUser(testApp.world, 'schueler2').uuid));
    try {
      expect(nudgeResponseSchema.parse((await call('schueler2', 'GET', '/api/arcade/v1/reminders')).json()).items).toEqual([]);
      const ranking = rankingResponseSchema.parse((await call('schueler2', 'GET', '/api/arcade/v1/rankings')).json());
      expect(ranking).toMatchObject({ position: null, class: null });
      expect(ranking.entries).toHaveLength(1);
    } finally {
      await db.insert(classMemberships).values({ userUuid: demoUser(testApp.world, 'schueler2').uuid, classUuid: CLASS_OF_SCHOOL_B });
    }
    expect((await call('lehrer', 'GET', '/api/arcade/v1/reminders')).statusCode).toBe(403);
    expect((await call('lehrer', 'GET', '/api/arcade/v1/reviews')).statusCode).toBe(403);
  });
});
