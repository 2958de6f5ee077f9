import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { ArcadeAction } from '@berufswahl/contracts';
import type { Database } from '../../../platform/db/client';
import { classMemberships } from '../../../platform/db/schema';
import { arcadePointEvents, arcadeQuestParticipations, arcadeQuests, arcadeUserTrophies } from '../arcade.schema';
import type { ArcadeTally } from './trophy-rules';

/** The only SQL about points and trophies; every function works inside the caller's transaction. */
export const pointsRepository = {
  /**
   * Serialises awards of one user (transaction-scoped advisory lock), so that two concurrent
   * actions both see each other's points when the trophy rules are evaluated.
   */
  async lockUser(tx: Database, userUuid: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`arcade:${userUuid}`}))`);
  },

  /** Inserts the award; false when this (user, action, subject) has already been counted. */
  async insertOnce(
    tx: Database,
    row: { userUuid: string; action: ArcadeAction; subjectUuid: string; points: number; createdAt?: Date },
  ): Promise<boolean> {
    const inserted = await tx
      .insert(arcadePointEvents)
      .values(row)
      .onConflictDoNothing({ target: [arcadePointEvents.userUuid, arcadePointEvents.action, arcadePointEvents.subjectUuid] })
      .returning({ uuid: arcadePointEvents.uuid });
    return inserted.length > 0;
  },

  /** How many actions of this kind earned points (more than 0) for the user, ever. */
  async countEarning(tx: Database, userUuid: string, action: ArcadeAction): Promise<number> {
    const [row] = await tx
      .select({ total: count() })
      .from(arcadePointEvents)
      .where(and(eq(arcadePointEvents.userUuid, userUuid), eq(arcadePointEvents.action, action), gt(arcadePointEvents.points, 0)));
    return row?.total ?? 0;
  },

  /** How many actions of this kind earned points for the user on the calendar day (Europe/Berlin) of `now`. */
  async countEarningOnDayOf(tx: Database, userUuid: string, action: ArcadeAction, now: Date): Promise<number> {
    const dayStart = sql`(date_trunc('day', ${now.toISOString()}::timestamptz at time zone 'Europe/Berlin') at time zone 'Europe/Berlin')`;
    const [row] = await tx
      .select({ total: count() })
      .from(arcadePointEvents)
      .where(
        and(
          eq(arcadePointEvents.userUuid, userUuid),
          eq(arcadePointEvents.action, action),
          gt(arcadePointEvents.points, 0),
          sql`${arcadePointEvents.createdAt} >= ${dayStart}`,
        ),
      );
    return row?.total ?? 0;
  },

  async tallyOf(tx: Database, userUuid: string): Promise<ArcadeTally> {
    const rows = await tx
      .select({ action: arcadePointEvents.action, count: sql<number>`count(*)::int`, points: sql<number>`coalesce(sum(${arcadePointEvents.points}), 0)::int` })
      .from(arcadePointEvents)
      .where(eq(arcadePointEvents.userUuid, userUuid))
      .groupBy(arcadePointEvents.action);
    const countsByAction: ArcadeTally['countsByAction'] = {};
    let totalPoints = 0;
    for (const row of rows) {
      countsByAction[row.action as ArcadeAction] = Number(row.count);
      totalPoints += Number(row.points);
    }
    return { countsByAction, totalPoints };
  },

  async heldTrophies(tx: Database, userUuid: string): Promise<{ trophyUuid: string; awardedAt: Date }[]> {
    return tx
      .select({ trophyUuid: arcadeUserTrophies.trophyUuid, awardedAt: arcadeUserTrophies.awardedAt })
      .from(arcadeUserTrophies)
      .where(eq(arcadeUserTrophies.userUuid, userUuid))
      .orderBy(desc(arcadeUserTrophies.awardedAt));
  },

  /** Inserts trophies; returns the uuids that were new (a concurrent award can't double them). */
  async insertTrophies(tx: Database, userUuid: string, trophyUuids: readonly string[]): Promise<string[]> {
    if (trophyUuids.length === 0) return [];
    const rows = await tx
      .insert(arcadeUserTrophies)
      .values(trophyUuids.map((trophyUuid) => ({ userUuid, trophyUuid })))
      .onConflictDoNothing()
      .returning({ trophyUuid: arcadeUserTrophies.trophyUuid });
    return rows.map((row) => row.trophyUuid);
  },

  async hasPointsFor(tx: Database, userUuid: string, action: ArcadeAction, subjectUuid: string): Promise<boolean> {
    const [row] = await tx
      .select({ uuid: arcadePointEvents.uuid })
      .from(arcadePointEvents)
      .where(and(eq(arcadePointEvents.userUuid, userUuid), eq(arcadePointEvents.action, action), eq(arcadePointEvents.subjectUuid, subjectUuid)))
      .limit(1);
    return row !== undefined;
  },

  /**
   * Joins the user to the running quests of their class about the task (if not yet) and marks them
   * done; returns the quests the user joined by this call. One statement (decision 244) where there
   * were three (the running quests, the user's participations in them, the upsert): every part of a
   * statement sees the same snapshot, so `joined_before` is the state before the upsert's writes.
   */
  async completeRunningQuestsOfTask(tx: Database, userUuid: string, taskUuid: string, now: Date): Promise<string[]> {
    const at = sql.param(now, arcadeQuestParticipations.completedAt);
    // Both drivers answer `execute` with `{ rows }`; drizzle's type leaves the shape to the driver.
    const result = (await tx.execute(sql`
      with running as (
        select ${arcadeQuests.uuid} as uuid
        from ${arcadeQuests} join ${classMemberships} on ${classMemberships.classUuid} = ${arcadeQuests.classUuid}
        where ${classMemberships.userUuid} = ${userUuid}::uuid and ${arcadeQuests.taskUuid} = ${taskUuid}::uuid and ${arcadeQuests.finishedAt} is null
      ),
      joined_before as (
        select quest_uuid from ${arcadeQuestParticipations}
        where user_uuid = ${userUuid}::uuid and quest_uuid in (select uuid from running)
      ),
      completed as (
        insert into ${arcadeQuestParticipations} (quest_uuid, user_uuid, joined_at, completed_at)
        select uuid, ${userUuid}::uuid, ${at}::timestamptz, ${at}::timestamptz from running
        on conflict (quest_uuid, user_uuid) do update
          set completed_at = coalesce(${arcadeQuestParticipations}.completed_at, excluded.completed_at)
        returning quest_uuid
      )
      select c.quest_uuid, not exists (select 1 from joined_before b where b.quest_uuid = c.quest_uuid) as is_joined_now
      from completed c
      order by c.quest_uuid
    `)) as unknown as { rows: { quest_uuid: string; is_joined_now: boolean }[] };
    return result.rows.filter((row) => row.is_joined_now).map((row) => row.quest_uuid);
  },
};
