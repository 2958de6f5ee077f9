import { date, index, primaryKey, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clients, schools, users } from '../../platform/db/schema';

/**
 * A document a Land asks its schools to confirm by a deadline (decision 110): one row per Land and
 * document version. The text itself is content (`content/signatures/<key>.md`); the row keeps
 * the version's title and content hash as published, so a record always names what was confirmed.
 */
export const signatureFlows = pgTable(
  'signature_flows',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    clientUuid: uuid('client_uuid')
      .notNull()
      .references(() => clients.uuid, { onDelete: 'cascade' }),
    documentKey: text('document_key').notNull(),
    documentVersion: text('document_version').notNull(),
    documentTitle: text('document_title').notNull(),
    /** SHA-256 (hex) of the document text of this version. */
    contentHash: text('content_hash').notNull(),
    /** The last calendar day to confirm (German time); the deadline ends at midnight after it. */
    deadlineDate: date('deadline_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('signature_flows_version_idx').on(table.clientUuid, table.documentKey, table.documentVersion)],
);

/**
 * The proof (decision 112): append-only, one row per confirmation or withdrawal of a school. The
 * current status of a school is its latest row for the flow. Names are copied as they were at that
 * moment; the account link is removed when the account is deleted, the recorded name stays
 * (decision 113).
 */
export const signatureRecords = pgTable(
  'signature_records',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    flowUuid: uuid('flow_uuid')
      .notNull()
      .references(() => signatureFlows.uuid, { onDelete: 'restrict' }),
    schoolUuid: uuid('school_uuid')
      .notNull()
      .references(() => schools.uuid, { onDelete: 'restrict' }),
    /** `confirmed` or `withdrawn`. */
    kind: text('kind').notNull(),
    /** The account that confirmed or withdrew; null once that account is deleted. */
    actorUuid: uuid('actor_uuid').references(() => users.uuid, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role').notNull(),
    /** The Schulleitung named in the school data at that moment (null when it was not filled in). */
    principalName: text('principal_name'),
    schoolName: text('school_name').notNull(),
    documentVersion: text('document_version').notNull(),
    contentHash: text('content_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('signature_records_school_idx').on(table.flowUuid, table.schoolUuid, table.createdAt),
    index('signature_records_actor_idx').on(table.actorUuid),
  ],
);

/** "Später erinnern" (decision 111): until when start-up does not send this account to the flow. */
export const signatureSnoozes = pgTable(
  'signature_snoozes',
  {
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    flowUuid: uuid('flow_uuid')
      .notNull()
      .references(() => signatureFlows.uuid, { onDelete: 'cascade' }),
    snoozedUntil: timestamp('snoozed_until', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userUuid, table.flowUuid] })],
);
