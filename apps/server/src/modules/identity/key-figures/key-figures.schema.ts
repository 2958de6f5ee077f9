import { date, index, integer, pgTable, unique, uuid } from 'drizzle-orm/pg-core';
import { clients, schools } from '../../../platform/db/schema';

/**
 * Accounts per school and creation month (German calendar), the rollup the key figures read
 * (decision 095). Kept by statement-level triggers on `users` in the same transaction as every
 * insert, delete and change of roles, school or Land – wherever it comes from (sign-up, import,
 * seed, deletion job). `school_uuid` is null for accounts without a school (Land and federal
 * admins). No personal data: counts only.
 */
export const schoolAccountCounts = pgTable(
  'school_account_counts',
  {
    clientUuid: uuid('client_uuid')
      .notNull()
      .references(() => clients.uuid, { onDelete: 'cascade' }),
    schoolUuid: uuid('school_uuid').references(() => schools.uuid, { onDelete: 'cascade' }),
    /** First day of the creation month in German time. */
    month: date('month').notNull(),
    accounts: integer('accounts').notNull().default(0),
    teachers: integer('teachers').notNull().default(0),
    students: integer('students').notNull().default(0),
  },
  (table) => [
    unique('school_account_counts_key').on(table.clientUuid, table.schoolUuid, table.month).nullsNotDistinct(),
    index('school_account_counts_school_idx').on(table.schoolUuid),
  ],
);
