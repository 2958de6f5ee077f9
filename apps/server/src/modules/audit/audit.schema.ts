import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Who changed what in the administration, when, for which Land and school (decision 102). Written
 * in the same transaction as the change itself, so there is no change without its row and no row
 * without its change. No foreign keys: the trail outlives deleted accounts, schools and classes;
 * `actor_name` keeps the name as it was. `details` never holds passwords, hashes or codes.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    actorUuid: uuid('actor_uuid'),
    actorName: text('actor_name'),
    /** The role the actor acted in (the active role at that moment). */
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetUuid: uuid('target_uuid'),
    clientUuid: uuid('client_uuid'),
    schoolUuid: uuid('school_uuid'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('audit_events_school_created_idx').on(table.schoolUuid, table.createdAt),
    index('audit_events_client_created_idx').on(table.clientUuid, table.createdAt),
    index('audit_events_target_idx').on(table.targetUuid),
  ],
);
