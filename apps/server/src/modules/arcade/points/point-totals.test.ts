import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../platform/db/client';
import { users } from '../../../platform/db/schema';
import { openTestDatabase } from '../../../test/test-database';
import { createAccount, createLand, createSchool } from '../../identity/testing';
import { arcadePointEvents, arcadePointTotals } from '../arcade.schema';

// The totals the events' triggers keep (migration 0025), on the database alone: a fresh one with one school.
let database: DatabaseHandle;
let school: { uuid: string; clientUuid: string };

const newStudent = async () => (await createAccount(database.db, { role: 'SCHUELER', school })).uuid;

/** Each user's total as the trigger kept it, and the sum of their events, side by side. */
async function totalsAndSums(userUuids: string[]) {
  const totals = await database.db.select().from(arcadePointTotals).where(inArray(arcadePointTotals.userUuid, userUuids));
  const sums = await database.db
    .select({ userUuid: arcadePointEvents.userUuid, points: sql<number>`sum(${arcadePointEvents.points})::int` })
    .from(arcadePointEvents)
    .where(inArray(arcadePointEvents.userUuid, userUuids))
    .groupBy(arcadePointEvents.userUuid);
  const byUser = (rows: { userUuid: string; points: number }[]) => Object.fromEntries(userUuids.map((uuid) => [uuid, rows.find((row) => row.userUuid === uuid)?.points ?? 0]));
  return { totals: byUser(totals), sums: byUser(sums) };
}

const event = (userUuid: string, points: number) => ({ userUuid, action: 'story_created', subjectUuid: randomUUID(), points });

beforeAll(async () => {
  database = await openTestDatabase();
  school = await createSchool(database.db, await createLand(database.db));
});
afterAll(async () => database.close());

describe('arcade_point_totals', () => {
  it('follows inserts of one or many events, for several users in one statement', async () => {
    const [first, second] = [await newStudent(), await newStudent()];
    await database.db.insert(arcadePointEvents).values(event(first, 10));
    await database.db.insert(arcadePointEvents).values([event(first, 5), event(second, 20), event(second, 0), event(first, 15)]);
    const { totals, sums } = await totalsAndSums([first, second]);
    expect(totals).toEqual({ [first]: 30, [second]: 20 });
    expect(totals).toEqual(sums);
  });

  it('adds nothing when an award is refused as a repeat (insert … on conflict do nothing)', async () => {
    const student = await newStudent();
    const once = event(student, 10);
    await database.db.insert(arcadePointEvents).values(once);
    await database.db.insert(arcadePointEvents).values(once).onConflictDoNothing();
    expect((await totalsAndSums([student])).totals[student]).toBe(10);
  });

  it('follows deletes and updates of events', async () => {
    const [first, second] = [await newStudent(), await newStudent()];
    const kept = event(first, 10);
    const removed = event(first, 25);
    const moved = event(first, 7);
    await database.db.insert(arcadePointEvents).values([kept, removed, moved, event(second, 3)]);
    await database.db.delete(arcadePointEvents).where(eq(arcadePointEvents.subjectUuid, removed.subjectUuid));
    await database.db.update(arcadePointEvents).set({ points: 12 }).where(eq(arcadePointEvents.subjectUuid, kept.subjectUuid));
    await database.db.update(arcadePointEvents).set({ userUuid: second }).where(eq(arcadePointEvents.subjectUuid, moved.subjectUuid));
    const { totals, sums } = await totalsAndSums([first, second]);
    expect(totals).toEqual({ [first]: 12, [second]: 10 });
    expect(totals).toEqual(sums);
  });

  it('lets an account with points be deleted, and its total goes with it', async () => {
    const [leaving, staying] = [await newStudent(), await newStudent()];
    await database.db.insert(arcadePointEvents).values([event(leaving, 10), event(leaving, 20), event(staying, 5)]);
    await database.db.delete(users).where(eq(users.uuid, leaving));
    expect(await database.db.select().from(arcadePointTotals).where(eq(arcadePointTotals.userUuid, leaving))).toEqual([]);
    expect((await totalsAndSums([staying])).totals[staying]).toBe(5);
  });

  it('rolls back with the transaction that wrote the event', async () => {
    const student = await newStudent();
    await database.db.insert(arcadePointEvents).values(event(student, 10));
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(arcadePointEvents).values(event(student, 50));
        throw new Error('the action failed after its award');
      }),
    ).rejects.toThrow('the action failed');
    expect((await totalsAndSums([student])).totals[student]).toBe(10);
  });
});
