import { and, arrayContains, eq, gte, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { users } from '../../../platform/db/schema';

export function createReactivationRepository(db: Database) {
  return {
    /** Whether another account holds this code and it is still valid (codes must find one account). */
    async isCodeTaken(code: string, exceptUserUuid: string, now: Date): Promise<boolean> {
      const rows = await db
        .select({ uuid: users.uuid })
        .from(users)
        .where(and(eq(users.reactivationCode, code), gte(users.reactivationCodeDate, now), ne(users.uuid, exceptUserUuid)))
        .limit(1);
      return rows.length > 0;
    },

    /** Stores the code valid until `validUntil`, or until the deletion date when that comes first. */
    async storeCode(userUuid: string, code: string, validUntil: Date): Promise<void> {
      await db
        .update(users)
        // least() ignores a NULL deletion date.
        .set({ reactivationCode: code, reactivationCodeDate: sql`least(${validUntil.toISOString()}::timestamptz, ${users.deletionDate})`, updatedAt: new Date() })
        .where(eq(users.uuid, userUuid));
    },

    /** Deactivated accounts holding exactly this code (normally one; the caller checks expiry). */
    async findDeactivatedByCode(code: string) {
      return db
        .select({
          uuid: users.uuid,
          schoolUuid: users.schoolUuid,
          clientUuid: users.clientUuid,
          code: users.reactivationCode,
          validUntil: users.reactivationCodeDate,
          deletionDate: users.deletionDate,
        })
        .from(users)
        .where(and(eq(users.reactivationCode, code), arrayContains(users.roles, ['DEACTIVATED'])))
        .limit(2);
    },

    async clearCode(userUuid: string): Promise<void> {
      await db.update(users).set({ reactivationCode: null, reactivationCodeDate: null, updatedAt: new Date() }).where(eq(users.uuid, userUuid));
    },

    /**
     * Clears the code only while the account still holds exactly this one, valid (also not past
     * the deletion date) and deactivated;
     * false when it was revoked, replaced, used or expired meanwhile. Row-locking, so of two
     * transactions taking the same code only the first gets true.
     */
    async clearCodeIfStillValid(userUuid: string, code: string, now: Date): Promise<boolean> {
      const cleared = await db
        .update(users)
        .set({ reactivationCode: null, reactivationCodeDate: null, updatedAt: now })
        .where(
          and(
            eq(users.uuid, userUuid),
            eq(users.reactivationCode, code),
            gte(users.reactivationCodeDate, now),
            or(isNull(users.deletionDate), gte(users.deletionDate, now)),
            arrayContains(users.roles, ['DEACTIVATED']),
          ),
        )
        .returning({ uuid: users.uuid });
      return cleared.length === 1;
    },
  };
}

export type ReactivationRepository = ReturnType<typeof createReactivationRepository>;
