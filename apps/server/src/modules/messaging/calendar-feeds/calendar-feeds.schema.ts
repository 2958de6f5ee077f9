import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../../platform/db/schema';

/**
 * A person's calendar feed (decision 238): at most one per account. Renewing replaces the hash in
 * the same row, so the old URL stops working at once; switching off deletes the row. The token
 * itself is never stored – only its sha256 (`platform/http/link-token.ts`).
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  uuid: uuid('uuid').primaryKey().defaultRandom(),
  userUuid: uuid('user_uuid')
    .notNull()
    .unique()
    .references(() => users.uuid, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  /** When the current URL was made (a renewal sets it again). */
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The last fetch by a calendar app, written at most hourly (CALENDAR_FEED_LIMITS). */
  lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
});
