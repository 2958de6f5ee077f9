import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../platform/db/client';
import { openTestDatabase } from '../../../test/test-database';
import { createAccount, createLand, createSchool } from '../../identity/testing';
import { arcadePointEvents, arcadeUserTrophies } from '../arcade.schema';
import { awardForAction, awardForActions } from './award-for-action';

// Awarding works on the database alone: a fresh one with one school (decision 228), no app and no demo world.
let database: DatabaseHandle;
let school: { uuid: string; clientUuid: string };

/** A fresh student of the school without a class, so the tests don't share points. */
const newStudent = async () => (await createAccount(database.db, { role: 'SCHUELER', school })).uuid;

async function pointsOf(userUuid: string) {
  const rows = await database.db.select().from(arcadePointEvents).where(eq(arcadePointEvents.userUuid, userUuid));
  return rows.reduce((sum, row) => sum + row.points, 0);
}

beforeAll(async () => {
  database = await openTestDatabase();
  school = await createSchool(database.db, await createLand(database.db));
});
afterAll(async () => database.close());

describe('awardForAction', () => {
  it('awards the points of the action and the first trophy of that kind', async () => {
    const userUuid = await newStudent();
    const result = await database.db.transaction((tx) => awardForAction(tx, { userUuid, action: 'story_created', subjectUuid: randomUUID() }));
    expect(result).toMatchObject({ awarded: true, points: 10 });
    expect(result.trophies.map((trophy) => trophy.name)).toEqual(['Erste Story']);
    expect(await pointsOf(userUuid)).toBe(10);
  });

  it('awards once when the same action is reported twice', async () => {
    const userUuid = await newStudent();
    const subjectUuid = randomUUID();
    const db = database.db;
    await db.transaction((tx) => awardForAction(tx, { userUuid, action: 'task_done', subjectUuid }));
    const again = await db.transaction((tx) => awardForAction(tx, { userUuid, action: 'task_done', subjectUuid }));
    expect(again).toEqual({ awarded: false, points: 0, trophies: [] });
    expect(await pointsOf(userUuid)).toBe(20);
  });

  it('awards once when the same action is reported concurrently', async () => {
    const userUuid = await newStudent();
    const subjectUuid = randomUUID();
    const db = database.db;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => db.transaction((tx) => awardForAction(tx, { userUuid, action: 'reflection_written', subjectUuid }))),
    );
    expect(results.filter((result) => result.awarded)).toHaveLength(1);
    expect(await pointsOf(userUuid)).toBe(15);
    const trophies = await db.select().from(arcadeUserTrophies).where(eq(arcadeUserTrophies.userUuid, userUuid));
    expect(trophies).toHaveLength(1);
  });

  it('awards nothing when the caller’s transaction fails', async () => {
    const userUuid = await newStudent();
    await expect(
      database.db.transaction(async (tx) => {
        await awardForAction(tx, { userUuid, action: 'statement_written', subjectUuid: randomUUID() });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect(await pointsOf(userUuid)).toBe(0);
    const trophies = await database.db.select().from(arcadeUserTrophies).where(eq(arcadeUserTrophies.userUuid, userUuid));
    expect(trophies).toHaveLength(0);
  });

  it('awards a points trophy and the all-rounder when the rules hold', async () => {
    const userUuid = await newStudent();
    const db = database.db;
    const award = (action: 'story_created' | 'task_done' | 'reflection_written' | 'quest_joined' | 'statement_written') =>
      db.transaction((tx) => awardForAction(tx, { userUuid, action, subjectUuid: randomUUID() }));
    for (const action of ['story_created', 'task_done', 'reflection_written', 'quest_joined'] as const) await award(action);
    const last = await award('statement_written');
    expect(last.trophies.map((trophy) => trophy.name)).toEqual(['Das bin ich', 'Allrounder*in']);
    for (let count = 0; count < 2; count += 1) await award('task_done');
    const hundred = await award('task_done');
    expect(await pointsOf(userUuid)).toBe(120);
    // 60 + 20 + 20 = 100 was reached by the second task; the third earns nothing new.
    expect(hundred.trophies).toEqual([]);
    const held = await db
      .select()
      .from(arcadeUserTrophies)
      .where(and(eq(arcadeUserTrophies.userUuid, userUuid), eq(arcadeUserTrophies.trophyUuid, 'a7c1e0d2-3b4f-4e51-9a01-00000000000b')));
    expect(held).toHaveLength(1);
  });

  it('awards several actions in one statement, with the trophies of both (decision 247)', async () => {
    const userUuid = await newStudent();
    const taskUuid = randomUUID();
    const result = await database.db.transaction((tx) =>
      awardForActions(tx, userUuid, [
        { action: 'reflection_written', subjectUuid: taskUuid },
        { action: 'task_done', subjectUuid: taskUuid },
      ]),
    );
    expect(result.awarded).toBe(true);
    expect(result.points).toBe(35);
    expect(result.trophies.map((trophy) => trophy.name).sort()).toEqual(['Erster Schritt', 'Nachgedacht'].sort());
    expect(await pointsOf(userUuid)).toBe(35);
    const again = await database.db.transaction((tx) => awardForActions(tx, userUuid, [{ action: 'task_done', subjectUuid: taskUuid }]));
    expect(again).toEqual({ awarded: false, points: 0, trophies: [] });
  });

  it('refuses an award that names one action twice (the statement counts each action once)', async () => {
    const userUuid = await newStudent();
    await expect(
      database.db.transaction((tx) =>
        awardForActions(tx, userUuid, [
          { action: 'story_created', subjectUuid: randomUUID() },
          { action: 'story_created', subjectUuid: randomUUID() },
        ]),
      ),
    ).rejects.toThrow('an award takes each action once');
    expect(await pointsOf(userUuid)).toBe(0);
  });

  describe('daily limits and rewritten statements (decision 150)', () => {
    const HOUR = 60 * 60 * 1000;
    const award = (userUuid: string, action: 'story_created' | 'statement_written' | 'task_done', now: Date, liveSubjectCount?: number) =>
      database.db.transaction((tx) => awardForAction(tx, { userUuid, action, subjectUuid: randomUUID(), liveSubjectCount }, now));

    it('gives points for 3 stories a day; the 4th is counted for the trophies but earns 0; the next day earns again', async () => {
      const userUuid = await newStudent();
      // 10:00 in Berlin (summer time), so "the next day" is clearly another calendar day there.
      const morning = new Date('2030-06-03T08:00:00Z');
      const results = [];
      for (let index = 0; index < 5; index += 1) results.push(await award(userUuid, 'story_created', new Date(morning.getTime() + index * HOUR)));
      expect(results.map((result) => result.points)).toEqual([10, 10, 10, 0, 0]);
      expect(results.every((result) => result.awarded)).toBe(true);
      // "Geschichtenerzähler*in" counts stories written, not points: the 5th story earns it.
      expect(results[4]?.trophies.map((trophy) => trophy.name)).toEqual(['Geschichtenerzähler*in']);
      expect(await pointsOf(userUuid)).toBe(30);

      expect((await award(userUuid, 'story_created', new Date('2030-06-04T06:00:00Z'))).points).toBe(10);
      expect(await pointsOf(userUuid)).toBe(40);
    });

    it('counts the day in Europe/Berlin: 23:30 and 00:30 local time are two days', async () => {
      const userUuid = await newStudent();
      const lateEvening = new Date('2030-01-14T22:30:00Z'); // 23:30 in Berlin (winter time)
      for (let index = 0; index < 3; index += 1) await award(userUuid, 'statement_written', lateEvening, index + 1);
      expect((await award(userUuid, 'statement_written', lateEvening, 4)).points).toBe(0);
      // 00:30 in Berlin on the next day, though still the same day in UTC.
      expect((await award(userUuid, 'statement_written', new Date('2030-01-14T23:30:00Z'), 5)).points).toBe(5);
    });

    it('gives nothing for a statement that replaces a deleted one', async () => {
      const userUuid = await newStudent();
      const day = new Date('2030-03-04T09:00:00Z');
      // Two statements written: both earn points.
      expect((await award(userUuid, 'statement_written', day, 1)).points).toBe(5);
      expect((await award(userUuid, 'statement_written', day, 2)).points).toBe(5);
      // One deleted and written again: still 2 statements, as many as already earned points.
      expect((await award(userUuid, 'statement_written', new Date('2030-03-05T09:00:00Z'), 2)).points).toBe(0);
      // A third one on top earns again.
      expect((await award(userUuid, 'statement_written', new Date('2030-03-05T10:00:00Z'), 3)).points).toBe(5);
      expect(await pointsOf(userUuid)).toBe(15);
    });

    it('has no daily limit for tasks', async () => {
      const userUuid = await newStudent();
      const day = new Date('2030-06-03T08:00:00Z');
      for (let index = 0; index < 5; index += 1) expect((await award(userUuid, 'task_done', day)).points).toBe(20);
    });
  });
});
