import { sql, type SQL } from 'drizzle-orm';
import { text, timestamp, uuid, type PgColumn } from 'drizzle-orm/pg-core';
import { schools, users } from './schema';

/**
 * The columns of every secret link a student's work is opened by without an account: the feedback
 * links (decision 230) and the share links (decision 236). Written once so that the two tables
 * keep the same rules – only the token's sha256 is stored (`platform/http/link-token.ts`), a link
 * always ends (`expires_at`), a revocation is kept with its moment – and a third kind of link starts
 * from them. A function, not an object: drizzle binds a column builder to the one table it is
 * declared in.
 */
export function studentLinkColumns() {
  return {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    studentUuid: uuid('student_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    /**
     * The student's school when the link was made: the tenancy of the staff routes and whose
     * settings govern the link (a school's switch for share links), even after a change of school.
     */
    schoolUuid: uuid('school_uuid')
      .notNull()
      .references(() => schools.uuid, { onDelete: 'cascade' }),
    /** sha256 (hex) of the token. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  };
}

/** The `revoked_at` a revocation sets: `now`, or the first revocation's moment when it was revoked before. */
export function firstRevocation(revokedAt: PgColumn, now: Date): SQL {
  return sql`coalesce(${revokedAt}, ${now.toISOString()}::timestamptz)`;
}
