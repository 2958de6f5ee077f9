import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { prepareQuery } from '../../../platform/db/prepared-query';
import { classMemberships, users } from '../../../platform/db/schema';
import { arcadePointEvents, arcadeSettings, arcadeUserTrophies } from '../arcade.schema';
import { isStudent } from '../arcade-classes.repository';

export type StandingRow = { uuid: string; firstName: string; surname: string; points: number; visibleToClass: boolean };

/**
 * Every student of a class with points and visibility, one query.
 *
 * Sums only the class's own events (through the index on user_uuid): PostgreSQL does not push the
 * join condition into a grouped subquery, so without this filter every request summed the point
 * events of the whole system (issue 8, docs/performance.md "School morning").
 */
function standingsQuery(db: Database) {
  const classUuid = sql.placeholder('classUuid');
  const members = db.select({ userUuid: classMemberships.userUuid }).from(classMemberships).where(eq(classMemberships.classUuid, classUuid));
  const points = db
    .select({ userUuid: arcadePointEvents.userUuid, points: sql<number>`sum(${arcadePointEvents.points})::int`.as('points') })
    .from(arcadePointEvents)
    .where(inArray(arcadePointEvents.userUuid, members))
    .groupBy(arcadePointEvents.userUuid)
    .as('points');
  return db
    .select({
      uuid: users.uuid,
      firstName: users.firstName,
      surname: users.surname,
      points: sql<number>`coalesce(${points.points}, 0)::int`,
      visibleToClass: sql<boolean>`coalesce(${arcadeSettings.visibleToClass}, true)`,
    })
    .from(classMemberships)
    .innerJoin(users, eq(users.uuid, classMemberships.userUuid))
    .leftJoin(points, eq(points.userUuid, users.uuid))
    .leftJoin(arcadeSettings, eq(arcadeSettings.userUuid, users.uuid))
    .where(and(eq(classMemberships.classUuid, classUuid), isStudent));
}

export function createRankingsRepository(db: Database) {
  // GET /rankings, a student's dashboard: the queries of every call built once (decision 168).
  const standings = prepareQuery(standingsQuery(db));
  const pointsSum = prepareQuery(
    db
      .select({ points: sql<number>`coalesce(sum(${arcadePointEvents.points}), 0)::int` })
      .from(arcadePointEvents)
      .where(eq(arcadePointEvents.userUuid, sql.placeholder('userUuid'))),
  );
  const visibility = prepareQuery(
    db.select({ visible: arcadeSettings.visibleToClass }).from(arcadeSettings).where(eq(arcadeSettings.userUuid, sql.placeholder('userUuid'))),
  );

  return {
    /** Every student of the class with points and visibility. */
    async standingsOfClass(classUuid: string): Promise<StandingRow[]> {
      const rows = await standings.execute({ classUuid });
      return rows.map((row) => ({ ...row, points: Number(row.points), visibleToClass: Boolean(row.visibleToClass) }));
    },

    async pointsOf(userUuid: string): Promise<number> {
      const [row] = await pointsSum.execute({ userUuid });
      return Number(row?.points ?? 0);
    },

    /** Trophies of the users, newest first. */
    async trophiesOf(userUuids: readonly string[]): Promise<{ userUuid: string; trophyUuid: string; awardedAt: Date }[]> {
      if (userUuids.length === 0) return [];
      return db
        .select({ userUuid: arcadeUserTrophies.userUuid, trophyUuid: arcadeUserTrophies.trophyUuid, awardedAt: arcadeUserTrophies.awardedAt })
        .from(arcadeUserTrophies)
        .where(inArray(arcadeUserTrophies.userUuid, [...userUuids]))
        .orderBy(desc(arcadeUserTrophies.awardedAt));
    },

    /** The latest awards that earned points (actions past a daily limit count with 0 and are left out, decision 150). */
    async recentPointsOf(userUuid: string, limit: number) {
      return db
        .select({ action: arcadePointEvents.action, points: arcadePointEvents.points, createdAt: arcadePointEvents.createdAt })
        .from(arcadePointEvents)
        .where(and(eq(arcadePointEvents.userUuid, userUuid), gt(arcadePointEvents.points, 0)))
        .orderBy(desc(arcadePointEvents.createdAt))
        .limit(limit);
    },

    async isVisibleToClass(userUuid: string): Promise<boolean> {
      const [row] = await visibility.execute({ userUuid });
      return row?.visible ?? true;
    },

    async setVisibleToClass(userUuid: string, visibleToClass: boolean, now: Date): Promise<void> {
      await db
        .insert(arcadeSettings)
        .values({ userUuid, visibleToClass, updatedAt: now })
        .onConflictDoUpdate({ target: arcadeSettings.userUuid, set: { visibleToClass, updatedAt: now } });
    },
  };
}

export type RankingsRepository = ReturnType<typeof createRankingsRepository>;
