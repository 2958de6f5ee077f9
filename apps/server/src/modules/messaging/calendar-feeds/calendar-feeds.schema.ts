import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../../platform/db/schema';

/**
 * A person's calendar feed (decision 238): at most one per account. Renewing replaces the hash in
 * the same row, so the old URL stops working at once; switching off deletes the row. The token
 * itself is never stored – only its sha256 (`platform/http/link-token.ts`). The replaced or
 * switched-off hash moves to `calendar_feed_retired_tokens`, so its URL answers 410, not 404.
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

/**
 * URLs of feeds their owner renewed or switched off (decision 238): their hash, so a calendar app
 * still asking gets 410 ("ended") instead of 404 ("never was"). Kept `retiredUrlDays`, removed
 * with the account.
 */
export const calendarFeedRetiredTokens = pgTable(
  'calendar_feed_retired_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('calendar_feed_retired_tokens_user_uuid_idx').on(table.userUuid)],
);
