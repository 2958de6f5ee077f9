import { eq } from 'drizzle-orm';
import type { PersonalDataSection } from '../../../platform/personal-data';
import { calendarFeedRetiredTokens, calendarFeeds } from './calendar-feeds.schema';

/**
 * The calendar feed (decision 238): that one exists, since when and when it was last fetched, and
 * when earlier URLs ended – never a hash, which opens nothing without the token but is no business of the export either.
 * Deleted with the account (also by the schema's cascade; done here so a rerun finds nothing).
 */
export const calendarFeedsPersonalData: PersonalDataSection = {
  name: 'kalender',
  title: 'Kalender-Abonnement',
  tables: ['calendar_feeds', 'calendar_feed_retired_tokens'],

  async collect(db, userUuid) {
    const rows = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userUuid, userUuid));
    const retired = await db
      .select({ retiredAt: calendarFeedRetiredTokens.retiredAt })
      .from(calendarFeedRetiredTokens)
      .where(eq(calendarFeedRetiredTokens.userUuid, userUuid));
    return {
      records: [
        ...rows.map((row) => ({
          type: 'calendar_feed',
          uuid: row.uuid,
          created_date: row.createdAt.toISOString(),
          last_fetched_date: row.lastFetchedAt ? row.lastFetchedAt.toISOString() : null,
        })),
        // An earlier URL that now answers 410: when it ended, never its hash.
        ...retired.map((row) => ({ type: 'calendar_feed_retired', retired_date: row.retiredAt.toISOString() })),
      ],
    };
  },

  async erase(tx, userUuid) {
    await tx.delete(calendarFeeds).where(eq(calendarFeeds.userUuid, userUuid));
    await tx.delete(calendarFeedRetiredTokens).where(eq(calendarFeedRetiredTokens.userUuid, userUuid));
  },
};
