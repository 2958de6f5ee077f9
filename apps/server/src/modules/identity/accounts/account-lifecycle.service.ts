import {
  ACCOUNT_MOVED_NOTICE,
  ADMINISTRATION_MESSAGES,
  type AdminAccount,
  classLabel,
  type Credentials,
  LIMITS,
  REACTIVATION_CODE_MESSAGES,
  type ReactivationBody,
} from '@berufswahl/contracts';
import type { Caller } from '../../../platform/auth/access';
import { hashInitialPassword } from '../../../platform/auth/passwords';
import { endSessionsOf } from '../../../platform/idp/accounts.repository';
import type { Database } from '../../../platform/db/client';
import { ApiError, notFound } from '../../../platform/http/errors';
import { invalidField, requireSchool } from '../administration/administration.policy';
import { notifyUsers } from '../../messaging';
import { recordAudit } from '../../audit';
import { createReactivationService, type ReactivationService } from '../reactivation/reactivation.service';
import { createAccountsRepository } from './accounts.repository';
import { requireManageable } from './accounts.policy';
import { toAdminAccount } from './admin-account';
import { generateInitialPassword } from './credentials';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A deactivated account is deleted irrevocably when its reactivation window has run out: the
 * 91 days of spec 9 (decision 104).
 */
export const DEACTIVATED_ACCOUNT_DELETION_DAYS = LIMITS.reactivationCodeValidDays;

/**
 * The life cycle of a student's or teacher's account as the school coordinator drives it:
 * deactivating, a new initial password, taking an account in with its owner's reactivation code
 * (also from another school – a move) and revoking such a code.
 */
export function createAccountLifecycleService(deps: { db: Database; reactivation: ReactivationService; now?: () => Date }) {
  const { db, reactivation } = deps;
  const now = deps.now ?? (() => new Date());
  const accounts = createAccountsRepository(db);

  async function answer(userUuid: string, at?: Date): Promise<AdminAccount> {
    const account = await accounts.findByUuid(userUuid);
    if (!account) throw notFound();
    return toAdminAccount(account, at);
  }

  return {
    /**
     * Deactivates a student or teacher: the account keeps only the landing page (spec 2), leaves
     * its class and learning groups, and is deleted after 91 days unless reactivated.
     */
    async deactivate(caller: Caller, schoolUuid: string, userUuid: string): Promise<AdminAccount> {
      const account = await requireManageable(db, caller, schoolUuid, userUuid);
      if (account.user.roles.includes('DEACTIVATED')) throw invalidField('status', ADMINISTRATION_MESSAGES.alreadyDeactivated);
      const deletionDate = new Date(now().getTime() + DEACTIVATED_ACCOUNT_DELETION_DAYS * DAY_MS);
      await db.transaction(async (tx) => {
        const inTx = createAccountsRepository(tx);
        await inTx.markDeactivated(userUuid, deletionDate, now());
        await inTx.leaveAllGroups(userUuid);
        await recordAudit(tx, caller, {
          action: 'account.deactivated',
          targetType: 'account',
          targetUuid: userUuid,
          clientUuid: account.user.clientUuid,
          schoolUuid,
          details: {
            previous_roles: account.user.roles,
            class: account.class ? classLabel(account.class) : null,
            learning_groups: account.learningGroups.map(classLabel),
            deletion_date: deletionDate.toISOString(),
          },
        });
      });
      return answer(userUuid);
    },

    /** A new initial password for an account whose owner forgot it (decision 101). */
    async resetPassword(caller: Caller, schoolUuid: string, userUuid: string): Promise<Credentials> {
      const account = await requireManageable(db, caller, schoolUuid, userUuid);
      const initialPassword = generateInitialPassword();
      const passwordHash = await hashInitialPassword(initialPassword);
      await db.transaction(async (tx) => {
        // The owner chooses an own password again at the next sign-in (decision 107).
        await createAccountsRepository(tx).setInitialPassword(userUuid, passwordHash, now());
        // Whoever knew the old password – often the reason for a new one – is signed out everywhere.
        await endSessionsOf(tx, account.user.idpSubject);
        await recordAudit(tx, caller, {
          action: 'account.password_reset',
          targetType: 'account',
          targetUuid: userUuid,
          clientUuid: account.user.clientUuid,
          schoolUuid,
          details: { username: account.user.username },
        });
      });
      return {
        uuid: account.user.uuid,
        username: account.user.username,
        first_name: account.user.firstName,
        surname: account.user.surname,
        role: account.user.roles[0] ?? '',
        class_label: account.class ? classLabel(account.class) : null,
        initial_password: initialPassword,
      };
    },

    /**
     * Takes a deactivated account into the coordinator's school with the code its owner generated
     * on the landing page: active again in the chosen role, no deletion date, the code used up.
     * From another school it is a move (decision 052): both schools' audit trails record it, and
     * the old school's coordinators are notified. The code is checked once more inside the
     * transaction, so a code revoked or used meanwhile answers like an unknown one.
     */
    async reactivate(caller: Caller, schoolUuid: string, body: ReactivationBody): Promise<AdminAccount> {
      const school = await requireSchool(db, caller, schoolUuid);
      const at = now();
      const candidate = await reactivation.findAccountByCode(body.code, at);
      // The code is what finds the account: an unknown or expired one is a resource not found.
      const unknownCode = () =>
        invalidField('code', REACTIVATION_CODE_MESSAGES.unknownOrExpired, 'NOT_FOUND');
      if (!candidate) throw unknownCode();
      const oldSchool = candidate.schoolUuid && candidate.schoolUuid !== school.uuid ? await accounts.findSchool(candidate.schoolUuid) : undefined;
      await db.transaction(async (tx) => {
        const inTx = createAccountsRepository(tx);
        if (!(await createReactivationService(tx).consumeCode(candidate.userUuid, body.code, at))) throw unknownCode();
        const person = await inTx.takeIntoSchool(candidate.userUuid, { role: body.role, schoolUuid: school.uuid, clientUuid: school.clientUuid }, at);
        if (!person) throw unknownCode();
        await inTx.leaveAllGroups(candidate.userUuid);
        const account = { targetType: 'account' as const, targetUuid: candidate.userUuid };
        if (!oldSchool) {
          await recordAudit(tx, caller, {
            ...account,
            action: 'account.reactivated',
            clientUuid: school.clientUuid,
            schoolUuid: school.uuid,
            details: { role: body.role, username: person.username, from_school_uuid: candidate.schoolUuid, moved: false },
          });
          return;
        }
        // A move: each school's trail names the other school; the old one is told at once.
        await recordAudit(tx, caller, {
          ...account,
          action: 'account.moved_in',
          clientUuid: school.clientUuid,
          schoolUuid: school.uuid,
          details: { role: body.role, username: person.username, from_school: oldSchool.name, from_school_uuid: oldSchool.uuid, moved: true },
        });
        await recordAudit(tx, caller, {
          ...account,
          action: 'account.moved_out',
          clientUuid: oldSchool.clientUuid,
          schoolUuid: oldSchool.uuid,
          details: { username: person.username, to_school: school.name, to_school_uuid: school.uuid },
        });
        await notifyUsers(tx, {
          userUuids: await inTx.schoolCoordinatorUuids(oldSchool.uuid),
          type: ACCOUNT_MOVED_NOTICE.type,
          title: ACCOUNT_MOVED_NOTICE.title,
          message: ACCOUNT_MOVED_NOTICE.message(`${person.firstName} ${person.surname}`, person.username, school.name),
          link: ACCOUNT_MOVED_NOTICE.link,
          linkText: ACCOUNT_MOVED_NOTICE.linkText,
        });
      });
      return answer(candidate.userUuid, now());
    },

    /**
     * The old school's say over a move (decision 052): its coordinator makes the code of one of its
     * deactivated accounts unusable at once – handed to the wrong person, or given under pressure.
     * The owner can generate a new one; the coordinator sees that too. Without a valid code nothing
     * changes and nothing is audited.
     */
    async revokeReactivationCode(caller: Caller, schoolUuid: string, userUuid: string): Promise<AdminAccount> {
      const account = await requireManageable(db, caller, schoolUuid, userUuid);
      if (!account.user.roles.includes('DEACTIVATED')) throw new ApiError('CONFLICT', ADMINISTRATION_MESSAGES.notDeactivated);
      const validUntil = toAdminAccount(account, now()).reactivation_code_valid_until;
      if (validUntil) {
        await db.transaction(async (tx) => {
          await createReactivationService(tx).revokeCode(userUuid);
          await recordAudit(tx, caller, {
            action: 'account.reactivation_code_revoked',
            targetType: 'account',
            targetUuid: userUuid,
            clientUuid: account.user.clientUuid,
            schoolUuid,
            details: { username: account.user.username, valid_until: validUntil },
          });
        });
      }
      return answer(userUuid, now());
    },
  };
}

export type AccountLifecycleService = ReturnType<typeof createAccountLifecycleService>;
