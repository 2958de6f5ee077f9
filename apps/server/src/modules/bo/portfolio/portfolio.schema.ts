import type { PortfolioItemRef } from '@berufswahl/contracts';
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../../platform/db/schema';

/**
 * A student's portfolio (issue 18, decision 235): one row per student with „Über mich“ and the
 * chosen items in the student's order. The items are references (`kind` + `uuid`, no foreign key –
 * they live in five tables); readers resolve them and drop those that are gone (a story in the
 * trash, a deleted file), so the stories and files modules need no hook here. The whole list is
 * replaced on save, so the order is the array's.
 */
export const portfolios = pgTable('portfolios', {
  ownerUuid: uuid('owner_uuid')
    .primaryKey()
    .references(() => users.uuid, { onDelete: 'cascade' }),
  profile: text('profile').notNull().default(''),
  items: jsonb('items').$type<PortfolioItemRef[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
