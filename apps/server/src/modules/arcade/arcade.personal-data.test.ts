import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { arcadePersonalData } from './arcade.personal-data';
import { arcadePointEvents, arcadeUserTrophies } from './arcade.schema';
import { buildStudent, CLASS_8A_SCHOOL_A } from './testing/factories';
import { awardForAction } from './points/award-for-action';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

describe('arcade personal data', () => {
  it('exports a student’s points and trophies and erases them, and only theirs', async () => {
    const db = testApp.database.db;
    const student = await buildStudent(db, testApp.world, { classUuid: CLASS_8A_SCHOOL_A });
    const other = await buildStudent(db, testApp.world, { classUuid: CLASS_8A_SCHOOL_A });
    for (const userUuid of [student, other]) {
      await db.transaction((tx) => awardForAction(tx, { userUuid, action: 'story_created', subjectUuid: randomUUID() }));
    }

    const exported = await arcadePersonalData.collect(db, student);
    expect(exported.records).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'points', action: 'story_created', points: 10 }),
        expect.objectContaining({ type: 'trophy' }),
      ]),
    );

    await db.transaction((tx) => arcadePersonalData.erase(tx, student));
    await db.transaction((tx) => arcadePersonalData.erase(tx, student));
    expect(await db.select().from(arcadePointEvents).where(eq(arcadePointEvents.userUuid, student))).toEqual([]);
    expect(await db.select().from(arcadeUserTrophies).where(eq(arcadeUserTrophies.userUuid, student))).toEqual([]);
    expect(await db.select().from(arcadePointEvents).where(eq(arcadePointEvents.userUuid, other))).toHaveLength(1);
  });
});
