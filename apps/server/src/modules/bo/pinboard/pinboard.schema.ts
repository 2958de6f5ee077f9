import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { classes, users } from '../../../platform/db/schema';

/**
 * What a student pinned to the Pinnwand of his class (decision 074): a story, a finished task
 * answer or a statement, named by `kind` + `item_uuid` (no foreign key – the items live in three
 * tables). `class_uuid` is the student's class at pin time: the teachers of that class see it.
 * Unpinning deletes the row. A pin shows only while its item is live (not trashed, not deleted):
 * readers join the item and drop pins whose item is gone, so trash and deletion in the stories
 * and answers modules need no hook here; deleting a statement deletes its pins too.
 */
export const pinboardEntries = pgTable(
  'pinboard_entries',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    ownerUuid: uuid('owner_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    classUuid: uuid('class_uuid')
      .notNull()
      .references(() => classes.uuid, { onDelete: 'cascade' }),
    /** 'story' | 'task_answer' | 'statement' (PINBOARD_ITEM_KINDS in the contracts). */
    kind: text('kind').notNull(),
    itemUuid: uuid('item_uuid').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('pinboard_entries_item_idx').on(table.ownerUuid, table.kind, table.itemUuid),
    index('pinboard_entries_class_idx').on(table.classUuid, table.createdAt),
  ],
);

/** A teacher's written feedback on a pinned entry; goes with the entry when it is unpinned. */
export const pinboardFeedback = pgTable(
  'pinboard_feedback',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    entryUuid: uuid('entry_uuid')
      .notNull()
      .references(() => pinboardEntries.uuid, { onDelete: 'cascade' }),
    /** Null once the teacher's account is erased; the feedback stays the student's. */
    authorUuid: uuid('author_uuid').references(() => users.uuid, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the author changed the text (decision 136); null while it is as first sent. */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (table) => [index('pinboard_feedback_entry_idx').on(table.entryUuid, table.createdAt)],
);
