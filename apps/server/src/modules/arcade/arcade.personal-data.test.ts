import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/client';
import { openTestDatabase } from '../../test/test-database';
import { createAccount, createClass, createLand, createSchool } from '../identity/testing';
import { arcadePersonalData } from './arcade.personal-data';
import { arcadePointEvents, arcadePointTotals, arcadeUserTrophies } from './arcade.schema';
import { awardForAction } from './points/award-for-action';

// The section works on the database alone: two classmates on a fresh one (decision 228), no app and no demo world.
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

describe('arcade personal data', () => {
  it('exports a student’s points and trophies and erases them, and only theirs', async () => {
    const db = database.db;
    const school = await createSchool(db, await createLand(db));
    const { uuid: classUuid } = await createClass(db, school);
    const student = (await createAccount(db, { role: 'SCHUELER', school, classUuid })).uuid;
    const other = (await createAccount(db, { role: 'SCHUELER', school, classUuid })).uuid;
    for (const userUuid of [student, other]) {
      await db.transaction((tx) => awardForAction(tx, { userUuid, action: 'story_created', subjectUuid: randomUUID() }));
    }

    const exported = await arcadePersonalData.collect(db, student);
    expect(exported.records).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'points', action: 'story_created', points: 10 }),
        { type: 'points_total', points: 10 },
        expect.objectContaining({ type: 'trophy' }),
      ]),
    );

    await db.transaction((tx) => arcadePersonalData.erase(tx, student));
    await db.transaction((tx) => arcadePersonalData.erase(tx, student));
    expect(await db.select().from(arcadePointEvents).where(eq(arcadePointEvents.userUuid, student))).toEqual([]);
    expect(await db.select().from(arcadePointTotals).where(eq(arcadePointTotals.userUuid, student))).toEqual([]);
    expect(await db.select().from(arcadeUserTrophies).where(eq(arcadeUserTrophies.userUuid, student))).toEqual([]);
    expect(await db.select({ points: arcadePointTotals.points }).from(arcadePointTotals).where(eq(arcadePointTotals.userUuid, other))).toEqual([{ points: 10 }]);
    expect(await db.select().from(arcadePointEvents).where(eq(arcadePointEvents.userUuid, other))).toHaveLength(1);
  });
});
