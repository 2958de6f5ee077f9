import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients, schools } from '../../../platform/db/schema';

/**
 * Transfer codes (decision 197): issued by a school's coordinator, entered once by a deactivated
 * student who moves to that school. Only the code's SHA-256 is kept. No reference to a person –
 * who issued and who used a code is in the audit trail – so the table holds no personal data.
 */
export const transferCodes = pgTable(
  'transfer_codes',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    clientUuid: uuid('client_uuid')
      .notNull()
      .references(() => clients.uuid, { onDelete: 'cascade' }),
    schoolUuid: uuid('school_uuid')
      .notNull()
      .references(() => schools.uuid, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique('transfer_codes_code_hash_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when a student used the code; a used code never works again. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('transfer_codes_school_idx').on(table.schoolUuid)],
);
