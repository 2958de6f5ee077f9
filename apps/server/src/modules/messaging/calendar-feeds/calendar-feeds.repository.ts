import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { users } from '../../../platform/db/schema';
import { calendarFeeds } from './calendar-feeds.schema';

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

/** Whose feed a token opens: the account as it is now (roles, active role), read on every fetch. */
export type CalendarFeedOwner = {
  feedUuid: string;
  userUuid: string;
  roles: string[];
  activeRole: string;
  lastFetchedAt: Date | null;
};

export function createCalendarFeedsRepository(db: Database) {
  return {
    async findOf(userUuid: string): Promise<CalendarFeedRow | undefined> {
      const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userUuid, userUuid)).limit(1);
      return row;
    },

    /** Makes the account's feed or gives it a new hash (the old one no longer matches anything). */
    async replaceToken(userUuid: string, tokenHash: string): Promise<CalendarFeedRow> {
      const [row] = await db
        .insert(calendarFeeds)
        .values({ userUuid, tokenHash })
        .onConflictDoUpdate({ target: calendarFeeds.userUuid, set: { tokenHash, createdAt: sql`now()`, lastFetchedAt: null } })
        .returning();
      if (!row) throw new Error('upsert returned no row');
      return row;
    },

    async remove(userUuid: string): Promise<void> {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.userUuid, userUuid));
    },

    async findOwnerByHash(tokenHash: string): Promise<CalendarFeedOwner | undefined> {
      const [row] = await db
        .select({
          feedUuid: calendarFeeds.uuid,
          userUuid: users.uuid,
          roles: users.roles,
          activeRole: users.activeRole,
          lastFetchedAt: calendarFeeds.lastFetchedAt,
        })
        .from(calendarFeeds)
        .innerJoin(users, eq(users.uuid, calendarFeeds.userUuid))
        .where(eq(calendarFeeds.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /** Notes a fetch unless one was noted within the last `everyMinutes` (no write on every poll). */
    async recordFetch(feedUuid: string, everyMinutes: number): Promise<void> {
      await db
        .update(calendarFeeds)
        .set({ lastFetchedAt: sql`now()` })
        .where(
          and(
            eq(calendarFeeds.uuid, feedUuid),
            or(isNull(calendarFeeds.lastFetchedAt), lt(calendarFeeds.lastFetchedAt, sql`now() - make_interval(mins => ${everyMinutes})`)),
          ),
        );
    },
  };
}

export type CalendarFeedsRepository = ReturnType<typeof createCalendarFeedsRepository>;
