import { normalizeReactivationCode, REACTIVATION_CODE_PATTERN } from '@berufswahl/contracts';
import type { Caller } from '../../../platform/auth/access';
import type { Database } from '../../../platform/db/client';
import { codeValidUntil, generateReactivationCode, reactivationCodeExpiry, verifyReactivationCode } from './reactivation-code.rules';
import { createReactivationRepository } from './reactivation.repository';

/** A drawn code that another account already holds is drawn again; after this many, give up. */
const MAX_DRAWS = 5;

/** The deactivated account a valid code belongs to (for the coordinator's consuming route). */
export type ReactivationCandidate = { userUuid: string; schoolUuid: string | null; clientUuid: string };

export function createReactivationService(db: Database) {
  const repository = createReactivationRepository(db);
  return {
    /**
     * Gives the calling (deactivated) account a new code, valid for 91 days but never past the
     * account's deletion date; the old one stops working at once. The caller reads it back from `me`.
     */
    async generateFor(caller: Caller, now: Date = new Date()): Promise<void> {
      for (let draw = 0; draw < MAX_DRAWS; draw += 1) {
        const code = generateReactivationCode();
        if (await repository.isCodeTaken(code, caller.uuid, now)) continue;
        await repository.storeCode(caller.uuid, code, reactivationCodeExpiry(now));
        return;
      }
      // 10^12 codes: five collisions in a row mean the generator is broken, not bad luck.
      throw new Error('Could not draw a free reactivation code');
    },

    /**
     * Finds the deactivated account behind a code a coordinator entered; null when the code is
     * malformed, unknown, expired or (against all odds) held by two accounts. Constant-time compare
     * and expiry check in `verifyReactivationCode`. Rate-limit the route that calls this ('code').
     */
    async findAccountByCode(entered: string, now: Date = new Date()): Promise<ReactivationCandidate | null> {
      const code = normalizeReactivationCode(entered);
      if (!REACTIVATION_CODE_PATTERN.test(code)) return null;
      const holders = await repository.findDeactivatedByCode(code);
      if (holders.length !== 1) return null;
      const [holder] = holders;
      const validUntil = codeValidUntil(holder?.validUntil ?? null, holder?.deletionDate ?? null);
      if (!holder || !verifyReactivationCode({ code: holder.code, validUntil }, entered, now)) return null;
      return { userUuid: holder.uuid, schoolUuid: holder.schoolUuid, clientUuid: holder.clientUuid };
    },

    /**
     * Uses the code up inside the move's transaction (pass `tx` as db): true when it was still the
     * account's valid code; false when it was revoked, replaced or used in the meantime – the
     * caller then answers as for an unknown code and rolls back.
     */
    async consumeCode(userUuid: string, entered: string, now: Date = new Date()): Promise<boolean> {
      return repository.clearCodeIfStillValid(userUuid, normalizeReactivationCode(entered), now);
    },

    /** Makes the account's code unusable at once (the old school's coordinator revokes it, decision 052). */
    async revokeCode(userUuid: string): Promise<void> {
      await repository.clearCode(userUuid);
    },
  };
}

export type ReactivationService = ReturnType<typeof createReactivationService>;
