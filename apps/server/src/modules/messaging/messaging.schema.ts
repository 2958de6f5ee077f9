import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clients, schools, users } from '../../platform/db/schema';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Support tickets sent from the app (today: barrier reports). Kept even when the mail has gone
 * out, so that the one-month answer duty of § 12b BGG can be followed up.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    /** `barrier` for now; the technical-support form opens a mail draft and stores nothing. */
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    /** Null once the reporter's account has been deleted; the report itself stays. */
    reporterUuid: uuid('reporter_uuid').references(() => users.uuid, { onDelete: 'set null' }),
    clientUuid: uuid('client_uuid')
      .notNull()
      .references(() => clients.uuid),
    schoolUuid: uuid('school_uuid').references(() => schools.uuid, { onDelete: 'set null' }),
    pageUrl: text('page_url'),
    /** The mailbox the ticket was mailed to; null when the Land has none configured. */
    mailedTo: text('mailed_to'),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('support_tickets_client_idx').on(table.clientUuid, table.createdAt)],
);

/** In-app notifications, one row per recipient. */
export const notifications = pgTable(
  'notifications',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    /** What it is about (`welcome`, later `news`, `events` …); bubbles count unread ones per type. */
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    icon: text('icon'),
    link: text('link'),
    linkText: text('link_text'),
    cancelText: text('cancel_text'),
    /**
     * The Leichte-Sprache twins of the texts above, for a student who has the mode on when reading
     * (decision 234); null where the producer has none (older rows, notifications to staff).
     */
    titleEl: text('title_el'),
    messageEl: text('message_el'),
    linkTextEl: text('link_text_el'),
    cancelTextEl: text('cancel_text_el'),
    isModal: boolean('is_modal').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('notifications_unread_idx')
      .on(table.userUuid, table.createdAt)
      .where(sql`${table.readAt} is null`),
    // Every account gets exactly one welcome notification, however many requests race for it.
    uniqueIndex('notifications_one_welcome_idx')
      .on(table.userUuid)
      .where(sql`${table.type} = 'welcome'`),
  ],
);

/**
 * The important notification of the coordinators' banner: one system-wide text (client_uuid
 * null, written by federal admins) and one per Land (written by its state coordinators).
 */
export const importantNotifications = pgTable(
  'important_notifications',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    clientUuid: uuid('client_uuid').references(() => clients.uuid, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    authorUuid: uuid('author_uuid').references(() => users.uuid, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('important_notifications_scope_idx').on(sql`coalesce(${table.clientUuid}::text, 'all')`)],
);
