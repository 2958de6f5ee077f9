import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { classes, clients, schools, users } from '../../../platform/db/schema';

/**
 * News items and events (spec 3), one table: an event is a news item with a date and a place.
 * The scope is the author's: a school (teachers, school coordinators), a Land (client_uuid only,
 * state coordinators) or the whole system (both null, federal admins). Decision 092.
 */
export const newsItems = pgTable(
  'news_items',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    /** `news` or `event`. */
    kind: text('kind').notNull(),
    clientUuid: uuid('client_uuid').references(() => clients.uuid, { onDelete: 'cascade' }),
    schoolUuid: uuid('school_uuid').references(() => schools.uuid, { onDelete: 'cascade' }),
    /** Null once the author's account has been deleted; the item stays for its readers. */
    authorUuid: uuid('author_uuid').references(() => users.uuid, { onDelete: 'set null' }),
    /** Kept so that the item still names its author after the account is gone. */
    authorName: text('author_name').notNull(),
    title: text('title').notNull(),
    /** Sanitised HTML (decision 093). */
    text: text('text').notNull(),
    /** Subset of SCHUELER, LEHRER, ADMIN_SCHULE. */
    audiences: text('audiences').array().notNull(),
    /** A learning group, or … */
    classUuid: uuid('class_uuid').references(() => classes.uuid, { onDelete: 'cascade' }),
    /** … a year level, or neither (everyone of the audiences in the scope). */
    grade: integer('grade'),
    /** `sek1`, `sek2` or null for both. */
    level: text('level'),
    eventDate: date('event_date', { mode: 'string' }),
    eventTime: text('event_time'),
    place: text('place'),
    /** Raised by every edit: the SEQUENCE of the event in calendar feeds (decision 238). */
    revision: integer('revision').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A reader's list: the items of the own school (and of the Land and the system), newest first.
    index('news_items_school_idx').on(table.kind, table.schoolUuid, table.createdAt),
    index('news_items_client_idx')
      .on(table.kind, table.clientUuid, table.createdAt)
      .where(sql`${table.schoolUuid} is null`),
    index('news_items_event_date_idx').on(table.kind, table.schoolUuid, table.eventDate),
    // The author's quota and "my own" lists.
    index('news_items_author_idx').on(table.authorUuid, table.kind, table.createdAt),
  ],
);
