import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per video slot that has a video (decision 180): the slot key (VIDEO_SLOTS in contracts),
 * the three stored files and the texts the player shows. A slot without a row is not shown. The
 * files are rows of the files module (no foreign key across modules); a row whose file is gone is
 * treated as no video.
 */
export const managedVideos = pgTable('managed_videos', {
  slot: text('slot').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  videoFileUuid: uuid('video_file_uuid').notNull(),
  captionsFileUuid: uuid('captions_file_uuid').notNull(),
  posterFileUuid: uuid('poster_file_uuid').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ManagedVideoRow = typeof managedVideos.$inferSelect;
