import { createHash, randomInt } from 'node:crypto';
import {
  ACCOUNT_TRANSFERRED_IN_NOTICE,
  ACCOUNT_TRANSFERRED_OUT_NOTICE,
  TRANSFER_CODE_DIGITS,
  TRANSFER_CODE_MESSAGES,
  TRANSFER_CODE_VALID_DAYS,
  type TransferCode,
} from '@berufswahl/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Caller } from '../../../platform/auth/access';
import type { Database } from '../../../platform/db/client';
import { classMemberships, teacherAssignments, users } from '../../../platform/db/schema';
import { ApiError } from '../../../platform/http/errors';
import { notifyUsers } from '../../messaging';
import { isUniqueViolation, requireSchool } from '../administration/administration.policy';
import { findSchool, schoolCoordinatorUuids } from '../accounts/accounts.repository';
import { recordAudit } from '../../audit';
import { transferCodes } from './transfer.schema';
import { invalidField } from '../../../platform/http/error-responses';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A drawn code that is already stored is drawn again; after this many, give up. */
const MAX_DRAWS = 5;

/** Ten digits from the operating system's CSPRNG (no modulo bias). */
export function generateTransferCode(): string {
  let code = '';
  for (let digit = 0; digit < TRANSFER_CODE_DIGITS; digit += 1) code += String(randomInt(0, 10));
  return code;
}

/** What is stored instead of the code: its SHA-256 (decision 197 on why no salt is needed). */
export function hashTransferCode(code: string): string {
  return createHash('sha256').update(`berufswahl-transfer:${code}`).digest('hex');
}

/** The one answer for every bad code – unknown, used or expired – so none can be told apart. */
const unknownCode = () =>
  invalidField('code', TRANSFER_CODE_MESSAGES.unknownOrExpired, 'NOT_FOUND');

export function createTransferService(deps: { db: Database; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    /**
     * The receiving school's coordinator issues a code for one student who moves in (decision 197).
     * The answer is the only place the code appears; the database keeps its hash.
     */
    async issue(caller: Caller, schoolUuid: string): Promise<TransferCode> {
      const school = await requireSchool(db, caller, schoolUuid);
      const expiresAt = new Date(now().getTime() + TRANSFER_CODE_VALID_DAYS * DAY_MS);
      for (let draw = 0; draw < MAX_DRAWS; draw += 1) {
        const code = generateTransferCode();
        try {
          await db.transaction(async (tx) => {
            const [row] = await tx
              .insert(transferCodes)
              .values({ clientUuid: school.clientUuid, schoolUuid: school.uuid, codeHash: hashTransferCode(code), expiresAt })
              .returning({ uuid: transferCodes.uuid });
            await recordAudit(tx, caller, {
              action: 'account.transfer_code_issued',
              targetType: 'school',
              targetUuid: school.uuid,
              clientUuid: school.clientUuid,
              schoolUuid: school.uuid,
              details: { transfer_uuid: row?.uuid, valid_until: expiresAt.toISOString() },
            });
          });
          return { code, expires_at: expiresAt.toISOString() };
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      // 10^10 codes: five collisions in a row mean the generator is broken, not bad luck.
      throw new Error('Could not draw a free transfer code');
    },

    /**
     * A deactivated student enters the code: the account moves to the code's school – reactivated
     * as a student there, without a class (the coordinator is asked to assign one), its old
     * class memberships gone, both schools' trails written, the old school's coordinators told.
     * The code is used up in the same transaction; of two entries of the same code one wins.
     */
    async transfer(caller: Caller, code: string): Promise<void> {
      const at = now();
      const [person] = await db
        .select({ uuid: users.uuid, username: users.username, firstName: users.firstName, surname: users.surname, schoolUuid: users.schoolUuid, deletionDate: users.deletionDate })
        .from(users)
        .where(eq(users.uuid, caller.uuid))
        .limit(1);
      if (!person) throw unknownCode();
      if (person.deletionDate && person.deletionDate.getTime() < at.getTime()) throw new ApiError('CONFLICT', TRANSFER_CODE_MESSAGES.deletionDatePassed);
      await db.transaction(async (tx) => {
        const [used] = await tx
          .update(transferCodes)
          .set({ usedAt: at })
          .where(and(eq(transferCodes.codeHash, hashTransferCode(code)), isNull(transferCodes.usedAt), gt(transferCodes.expiresAt, at)))
          .returning({ uuid: transferCodes.uuid, schoolUuid: transferCodes.schoolUuid, clientUuid: transferCodes.clientUuid });
        if (!used) throw unknownCode();
        const newSchool = await findSchool(tx, used.schoolUuid);
        if (!newSchool) throw unknownCode();
        const oldSchool = person.schoolUuid && person.schoolUuid !== newSchool.uuid ? await findSchool(tx, person.schoolUuid) : undefined;
        await tx
          .update(users)
          .set({
            roles: ['SCHUELER'],
            activeRole: 'SCHUELER',
            schoolUuid: newSchool.uuid,
            clientUuid: newSchool.clientUuid,
            deletionDate: null,
            reactivationCode: null,
            reactivationCodeDate: null,
            updatedAt: at,
          })
          .where(eq(users.uuid, person.uuid));
        await tx.delete(classMemberships).where(eq(classMemberships.userUuid, person.uuid));
        await tx.delete(teacherAssignments).where(eq(teacherAssignments.teacherUuid, person.uuid));
        const account = { targetType: 'account' as const, targetUuid: person.uuid };
        const fullName = `${person.firstName} ${person.surname}`;
        await recordAudit(tx, caller, {
          ...account,
          action: 'account.moved_in',
          clientUuid: newSchool.clientUuid,
          schoolUuid: newSchool.uuid,
          details: {
            role: 'SCHUELER',
            username: person.username,
            from_school: oldSchool?.name ?? null,
            from_school_uuid: person.schoolUuid,
            moved: Boolean(oldSchool),
            by_transfer: used.uuid,
          },
        });
        if (oldSchool) {
          await recordAudit(tx, caller, {
            ...account,
            action: 'account.moved_out',
            clientUuid: oldSchool.clientUuid,
            schoolUuid: oldSchool.uuid,
            details: { username: person.username, to_school: newSchool.name, to_school_uuid: newSchool.uuid, by_transfer: used.uuid },
          });
          await notifyUsers(tx, {
            userUuids: await schoolCoordinatorUuids(tx, oldSchool.uuid),
            type: ACCOUNT_TRANSFERRED_OUT_NOTICE.type,
            title: ACCOUNT_TRANSFERRED_OUT_NOTICE.title,
            message: ACCOUNT_TRANSFERRED_OUT_NOTICE.message(fullName, person.username, newSchool.name),
            link: ACCOUNT_TRANSFERRED_OUT_NOTICE.link,
            linkText: ACCOUNT_TRANSFERRED_OUT_NOTICE.linkText,
          });
        }
        await notifyUsers(tx, {
          userUuids: await schoolCoordinatorUuids(tx, newSchool.uuid),
          type: ACCOUNT_TRANSFERRED_IN_NOTICE.type,
          title: ACCOUNT_TRANSFERRED_IN_NOTICE.title,
          message: ACCOUNT_TRANSFERRED_IN_NOTICE.message(fullName, person.username),
          link: ACCOUNT_TRANSFERRED_IN_NOTICE.link,
          linkText: ACCOUNT_TRANSFERRED_IN_NOTICE.linkText,
        });
      });
    },
  };
}

export type TransferService = ReturnType<typeof createTransferService>;
