import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../../platform/db/schema';

/**
 * A student's statements about interests and strengths ("Ich arbeite gern mit den Händen, weil …",
 * decision 073). The class statistics count them (`deleted_at is null`). Statements are deleted
 * for good; `deleted_at` exists so that a trash can follow without changing the table the
 * statistics read, and every reader must already treat a set `deleted_at` as gone.
 */
export const statements = pgTable(
  'statements',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    ownerUuid: uuid('owner_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('statements_owner_idx').on(table.ownerUuid, table.deletedAt, table.createdAt)],
);
