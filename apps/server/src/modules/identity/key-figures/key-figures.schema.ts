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

/**
 * Accounts per school and creation day (German calendar), for "created in the last 30 days"
 * (decision 156 amends 095): the figure then reads at most 30 rows per school instead of every
 * recent account, so a start-of-year mass import does not make it grow with the accounts. Kept by
 * statement-level triggers on `users` like `school_account_counts`; rows of old days stay (a
 * school creates accounts on few days a year) and are never read by a request.
 */
export const schoolAccountDays = pgTable(
  'school_account_days',
  {
    clientUuid: uuid('client_uuid')
      .notNull()
      .references(() => clients.uuid, { onDelete: 'cascade' }),
    schoolUuid: uuid('school_uuid').references(() => schools.uuid, { onDelete: 'cascade' }),
    /** The creation day in German time. */
    day: date('day').notNull(),
    accounts: integer('accounts').notNull().default(0),
  },
  (table) => [
    unique('school_account_days_key').on(table.clientUuid, table.schoolUuid, table.day).nullsNotDistinct(),
    index('school_account_days_client_day_idx').on(table.clientUuid, table.day),
    index('school_account_days_school_day_idx').on(table.schoolUuid, table.day),
  ],
);
