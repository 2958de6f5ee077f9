import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { CALENDAR_FEED_LIMITS } from '@berufswahl/contracts';
import type { Database } from '../../../platform/db/client';
import { users } from '../../../platform/db/schema';
import { calendarFeedRetiredTokens, calendarFeeds } from './calendar-feeds.schema';

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

/** Whose feed a token opens: the account as it is now (roles, active role), read on every fetch. */
export type CalendarFeedOwner = {
  feedUuid: string;
  userUuid: string;
  roles: string[];
  activeRole: string;
  lastFetchedAt: Date | null;
};

/** The oldest retirement that still answers 410. */
const retiredSince = () => sql`now() - make_interval(days => ${CALENDAR_FEED_LIMITS.retiredUrlDays})`;

/** Moves the account's current hash (if any) to the retired ones and drops its retired hashes past their time. */
async function retire(tx: Database, userUuid: string): Promise<void> {
  await tx
    .delete(calendarFeedRetiredTokens)
    .where(and(eq(calendarFeedRetiredTokens.userUuid, userUuid), sql`${calendarFeedRetiredTokens.retiredAt} <= ${retiredSince()}`));
  await tx
    .insert(calendarFeedRetiredTokens)
    .select(tx.select({ tokenHash: calendarFeeds.tokenHash, userUuid: calendarFeeds.userUuid, retiredAt: sql`now()`.as('retired_at') }).from(calendarFeeds).where(eq(calendarFeeds.userUuid, userUuid)))
    .onConflictDoNothing();
}

export function createCalendarFeedsRepository(db: Database) {
  return {
    async findOf(userUuid: string): Promise<CalendarFeedRow | undefined> {
      const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userUuid, userUuid)).limit(1);
      return row;
    },

    /**
     * Makes the account's feed or gives it a new hash; the old hash is retired in the same
     * transaction (its URL answers 410), and the account's retired hashes past their time go.
     */
    async replaceToken(userUuid: string, tokenHash: string): Promise<CalendarFeedRow> {
      return db.transaction(async (tx) => {
        await retire(tx, userUuid);
        const [row] = await tx
          .insert(calendarFeeds)
          .values({ userUuid, tokenHash })
          .onConflictDoUpdate({ target: calendarFeeds.userUuid, set: { tokenHash, createdAt: sql`now()`, lastFetchedAt: null } })
          .returning();
        if (!row) throw new Error('upsert returned no row');
        return row;
      });
    },

    /** Switches the feed off: the row goes, its hash is retired (410). */
    async remove(userUuid: string): Promise<void> {
      await db.transaction(async (tx) => {
        await retire(tx, userUuid);
        await tx.delete(calendarFeeds).where(eq(calendarFeeds.userUuid, userUuid));
      });
    },

    /** Whether the hash is one of a renewed or switched-off feed, within `retiredUrlDays`. */
    async isRetired(tokenHash: string): Promise<boolean> {
      const [row] = await db
        .select({ tokenHash: calendarFeedRetiredTokens.tokenHash })
        .from(calendarFeedRetiredTokens)
        .where(and(eq(calendarFeedRetiredTokens.tokenHash, tokenHash), sql`${calendarFeedRetiredTokens.retiredAt} > ${retiredSince()}`))
        .limit(1);
      return row !== undefined;
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
