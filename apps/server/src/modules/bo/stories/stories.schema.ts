import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../../platform/db/schema';
import { files } from '../../files';

/**
 * A student's stories (spec 3): text with hashtags and at most one attachment. The attachment's
 * name, type and size are kept beside the file's uuid so that lists need no second module's
 * table; the file itself (object, quota, trash) belongs to the files module. When the files
 * module removes the file for good (its trash purge, erasure), `attachment_file_uuid` becomes
 * null and the story has no attachment any more.
 */
export const stories = pgTable(
  'stories',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    ownerUuid: uuid('owner_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    /** Parsed from the description (parseHashtags): lower-case, without `#`, each once. */
    hashtags: text('hashtags').array().notNull().default(sql`'{}'::text[]`),
    attachmentFileUuid: uuid('attachment_file_uuid').references(() => files.uuid, { onDelete: 'set null' }),
    attachmentName: text('attachment_name'),
    attachmentMimeType: text('attachment_mime_type'),
    attachmentSizeBytes: bigint('attachment_size_bytes', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while the story is in the trash. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('stories_owner_idx').on(table.ownerUuid, table.deletedAt, table.createdAt),
    index('stories_hashtags_idx').using('gin', table.hashtags),
  ],
);
