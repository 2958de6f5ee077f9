import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../platform/db/schema';

/**
 * Stored files, one row per object in the object store. The row and the object are written in the
 * same transaction as the quota check (`recordFile`), so `used + trash` of a user is always the sum
 * of `size_bytes` of their rows – usage is computed, never counted up and down.
 */
export const files = pgTable(
  'files',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    ownerUuid: uuid('owner_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    /** `story` | `task` | `upload` (FILE_PURPOSES): task files make up the "Reflexion-Papierkorb". */
    purpose: text('purpose').notNull(),
    originalName: text('original_name').notNull(),
    /** Sniffed from the content (file-type), never taken from the browser. */
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** Where the object lives in the store (`files/<uuid>`). */
    storageKey: text('storage_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while the file is in the trash; purged 30 days later. */
    trashedAt: timestamp('trashed_at', { withTimezone: true }),
    /**
     * What the file belongs to (decision 047): `story` | `answer` (FILE_ATTACHMENT_KINDS), or null for
     * the user's own uploads. An attached file moves to the trash, back and away only with its
     * owner; /files/ refuses to do it alone (409 FILE_ATTACHED). No foreign key across modules.
     */
    attachedKind: text('attached_kind'),
    attachedUuid: uuid('attached_uuid'),
    /** The owner's date for the label in /files/ ("gehört zur Story vom 3. Mai"). */
    attachedDate: timestamp('attached_date', { withTimezone: true }),
  },
  (table) => [index('files_owner_idx').on(table.ownerUuid, table.trashedAt), index('files_trashed_at_idx').on(table.trashedAt)],
);

/**
 * One row per user who has stored a file: the lock that serialises that user's quota checks
 * (`SELECT … FOR UPDATE`), and the user's own quota when it differs from the default.
 */
export const fileStorageAccounts = pgTable('file_storage_accounts', {
  userUuid: uuid('user_uuid')
    .primaryKey()
    .references(() => users.uuid, { onDelete: 'cascade' }),
  /** Null: the default of 1073741824 bytes. */
  spaceBytes: bigint('space_bytes', { mode: 'number' }),
});

/**
 * Objects whose rows are gone (deleted for good, erased) and that still have to be removed from
 * the store. Written in the deleting transaction, drained after commit and by the cleanup job, so
 * a crash between commit and removal leaves nothing behind.
 */
export const fileRemovals = pgTable('file_removals', {
  storageKey: text('storage_key').primaryKey(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
});
