import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  ACCOUNT_MOVED_NOTICE,
  ADMINISTRATION_MESSAGES,
  type AdminAccount,
  type accountUpdateBodySchema,
  classLabel,
  type Coordinator,
  type CreatedAccount,
  type Credentials,
  LIMITS,
  type newAccountBodySchema,
  REACTIVATION_CODE_MESSAGES,
  type ReactivationBody,
  type newCoordinatorBodySchema,
} from '@berufswahl/contracts';
import type { z } from 'zod';
import type { Caller } from '../../../../platform/auth/access';
import { hashInitialPassword } from '../../../../platform/auth/passwords';
import { endSessionsOf } from '../../../../platform/idp/accounts.repository';
import type { Database } from '../../../../platform/db/client';
import { classes, classMemberships, teacherAssignments, users } from '../../../../platform/db/schema';
import { ApiError, notFound } from '../../../../platform/http/errors';
import { invalidField, isUniqueViolation, requireClient, requireSchool } from '../administration.policy';
import { notifyUsers } from '../../../messaging';
import { recordAudit, type AuditEntry } from '../../../audit';
import {
  type AccountsRepository,
  type AccountWithGroups,
  findSchool,
  insertAccounts,
  schoolCoordinatorUuids,
  type NewAccount,
  takenUsernames,
} from './accounts.repository';
import { firstFreeUsername, generateInitialPassword, usernameBase } from './credentials';
import { createReactivationService, type ReactivationService } from '../../reactivation/reactivation.service';
import { codeValidUntil } from '../../reactivation/reactivation-code.rules';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A deactivated account is deleted irrevocably when its reactivation window has run out: the
 * 91 days of spec 9 (decision 104).
 */
export const DEACTIVATED_ACCOUNT_DELETION_DAYS = LIMITS.reactivationCodeValidDays;

/** Roles a school coordinator may deactivate, reactivate and give a new password to. */
const MANAGEABLE_ROLES = new Set(['SCHUELER', 'LEHRER', 'DEACTIVATED']);

export function toAdminAccount({ user, class: learningGroup, learningGroups }: AccountWithGroups, now: Date = new Date()): AdminAccount {
  const isDeactivated = user.roles.includes('DEACTIVATED');
  const validUntil = codeValidUntil(user.reactivationCodeDate, user.deletionDate);
  const hasValidCode = isDeactivated && Boolean(user.reactivationCode) && validUntil !== null && validUntil >= now;
  return {
    uuid: user.uuid,
    username: user.username,
    first_name: user.firstName,
    surname: user.surname,
    email: user.email,
    roles: user.roles,
    status: user.roles.includes('DEACTIVATED') ? 'deactivated' : 'active',
    deletion_date: user.deletionDate ? user.deletionDate.toISOString() : null,
    reactivation_code_valid_until: hasValidCode && validUntil ? validUntil.toISOString() : null,
    class: learningGroup ? { uuid: learningGroup.uuid, label: classLabel(learningGroup) } : null,
    learning_groups: learningGroups.map((group) => ({ uuid: group.uuid, label: classLabel(group) })),
  };
}

type PersonFields = z.output<typeof newCoordinatorBodySchema>;

/** A new account before its password is hashed; built by the single form and the CSV import. */
export type AccountDraft = Omit<NewAccount, 'passwordHash'> & { classLabel: string | null };

/**
 * Hashes a fresh initial password per draft; the clear text goes only into the answer. One hash
 * at a time, with the initial passwords' lighter parameters (decision 155): a CSV import of 2000
 * rows then takes a few seconds on one libuv thread, instead of queueing 2000 full-cost hashes on
 * every thread at once, which stalled the instance's sign-ins (decision 130) for tens of seconds.
 */
export async function withInitialPasswords(drafts: readonly AccountDraft[]): Promise<{ account: NewAccount; credentials: Credentials }[]> {
  const created: { account: NewAccount; credentials: Credentials }[] = [];
  for (const draft of drafts) {
    const initialPassword = generateInitialPassword();
    const { classLabel: label, ...account } = draft;
    created.push({
      account: { ...account, passwordHash: await hashInitialPassword(initialPassword) },
      credentials: {
        uuid: draft.uuid,
        username: draft.username,
        first_name: draft.firstName,
        surname: draft.surname,
        role: draft.roles[0] ?? '',
        class_label: label,
        initial_password: initialPassword,
      },
    });
  }
  return created;
}

function usernameTaken(username: string): ApiError {
  return invalidField('username', ADMINISTRATION_MESSAGES.usernameTaken(username));
}

export function createAccountsService(deps: {
  db: Database;
  repository: AccountsRepository;
  reactivation: ReactivationService;
  now?: () => Date;
}) {
  const { db, repository, reactivation } = deps;
  const now = deps.now ?? (() => new Date());

  /** Chooses the user name (given and free, or generated) for one person. */
  async function usernameFor(person: PersonFields): Promise<string> {
    if (person.username) {
      const taken = await takenUsernames(db, [person.username]);
      if (taken.has(person.username)) throw usernameTaken(person.username);
      return person.username;
    }
    const base = usernameBase(person.first_name, person.surname);
    return firstFreeUsername(base, await takenUsernames(db, [base]));
  }

  /** Creates one account with its audit row in one transaction. */
  async function createOne(caller: Caller, draft: AccountDraft, audit: Omit<AuditEntry, 'targetUuid' | 'targetType'>): Promise<CreatedAccount> {
    const [created] = await withInitialPasswords([draft]);
    if (!created) throw new Error('no account drafted');
    try {
      await db.transaction(async (tx) => {
        await insertAccounts(tx, [created.account]);
        await recordAudit(tx, caller, { ...audit, targetType: 'account', targetUuid: draft.uuid });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw usernameTaken(draft.username);
      throw error;
    }
    const account = await repository.findByUuid(draft.uuid);
    if (!account) throw notFound();
    return { account: toAdminAccount(account), credentials: created.credentials };
  }

  /** An account of the school that a school coordinator may manage; otherwise 404 or 403. */
  async function requireManageable(caller: Caller, schoolUuid: string, userUuid: string): Promise<AccountWithGroups> {
    await requireSchool(db, caller, schoolUuid);
    const account = await repository.findInSchool(schoolUuid, userUuid);
    if (!account) throw notFound();
    if (account.user.uuid === caller.uuid) throw new ApiError('FORBIDDEN', ADMINISTRATION_MESSAGES.ownAccount);
    if (!account.user.roles.every((role) => MANAGEABLE_ROLES.has(role))) {
      throw new ApiError('FORBIDDEN', ADMINISTRATION_MESSAGES.notManageable);
    }
    return account;
  }

  return {
    async list(caller: Caller, schoolUuid: string): Promise<AdminAccount[]> {
      await requireSchool(db, caller, schoolUuid);
      return (await repository.listOfSchool(schoolUuid)).map((account) => toAdminAccount(account, now()));
    },

    /** A student or teacher of the coordinator's school, with first-login credentials. */
    async create(caller: Caller, schoolUuid: string, body: z.output<typeof newAccountBodySchema>): Promise<CreatedAccount> {
      const school = await requireSchool(db, caller, schoolUuid);
      let learningGroup: typeof classes.$inferSelect | undefined;
      if (body.class_uuid) {
        [learningGroup] = await db
          .select()
          .from(classes)
          .where(and(eq(classes.uuid, body.class_uuid), eq(classes.schoolUuid, school.uuid)))
          .limit(1);
        if (!learningGroup) throw invalidField('class_uuid', ADMINISTRATION_MESSAGES.classNotInSchool);
      }
      const draft: AccountDraft = {
        uuid: randomUUID(),
        username: await usernameFor(body),
        firstName: body.first_name,
        surname: body.surname,
        email: body.email ?? null,
        roles: [body.role],
        clientUuid: school.clientUuid,
        schoolUuid: school.uuid,
        classUuid: learningGroup?.uuid ?? null,
        classLabel: learningGroup ? classLabel(learningGroup) : null,
      };
      return createOne(caller, draft, {
        action: 'account.created',
        clientUuid: school.clientUuid,
        schoolUuid: school.uuid,
        details: { role: body.role, username: draft.username, class: draft.classLabel },
      });
    },

    /** A school coordinator, created by a state coordinator (own Land) or the federal admin. */
    async createSchoolCoordinator(caller: Caller, schoolUuid: string, body: PersonFields): Promise<CreatedAccount> {
      const school = await requireSchool(db, caller, schoolUuid);
      const draft: AccountDraft = {
        uuid: randomUUID(),
        username: await usernameFor(body),
        firstName: body.first_name,
        surname: body.surname,
        email: body.email ?? null,
        roles: ['ADMIN_SCHULE'],
        clientUuid: school.clientUuid,
        schoolUuid: school.uuid,
        classUuid: null,
        classLabel: null,
      };
      return createOne(caller, draft, {
        action: 'coordinator.created',
        clientUuid: school.clientUuid,
        schoolUuid: school.uuid,
        details: { role: 'ADMIN_SCHULE', username: draft.username },
      });
    },

    /** A state coordinator, created by the federal admin. */
    async createStateCoordinator(caller: Caller, clientUuid: string, body: PersonFields): Promise<CreatedAccount> {
      const client = await requireClient(db, caller, clientUuid);
      const draft: AccountDraft = {
        uuid: randomUUID(),
        username: await usernameFor(body),
        firstName: body.first_name,
        surname: body.surname,
        email: body.email ?? null,
        roles: ['ADMIN_LAND'],
        clientUuid: client.uuid,
        schoolUuid: null,
        classUuid: null,
        classLabel: null,
      };
      return createOne(caller, draft, {
        action: 'coordinator.created',
        clientUuid: client.uuid,
        schoolUuid: null,
        details: { role: 'ADMIN_LAND', username: draft.username },
      });
    },

    /**
     * Deactivates a student or teacher: the account keeps only the landing page (spec 2), leaves
     * its class and learning groups, and is deleted after 91 days unless reactivated.
     */
    async deactivate(caller: Caller, schoolUuid: string, userUuid: string): Promise<AdminAccount> {
      const account = await requireManageable(caller, schoolUuid, userUuid);
      if (account.user.roles.includes('DEACTIVATED')) throw invalidField('status', ADMINISTRATION_MESSAGES.alreadyDeactivated);
      const deletionDate = new Date(now().getTime() + DEACTIVATED_ACCOUNT_DELETION_DAYS * DAY_MS);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ roles: ['DEACTIVATED'], activeRole: 'DEACTIVATED', deletionDate, reactivationCode: null, reactivationCodeDate: null, updatedAt: now() })
          .where(eq(users.uuid, userUuid));
        await tx.delete(classMemberships).where(eq(classMemberships.userUuid, userUuid));
        await tx.delete(teacherAssignments).where(eq(teacherAssignments.teacherUuid, userUuid));
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
      const updated = await repository.findByUuid(userUuid);
      if (!updated) throw notFound();
      return toAdminAccount(updated);
    },

    /**
     * Changes names and e-mail of a student or teacher, and moves a student to another class of
     * the school (decision 106). The teacher view follows the class membership, so the teachers of
     * the old class stop seeing the student at once. One audit row per kind of change.
     */
    async update(caller: Caller, schoolUuid: string, userUuid: string, body: z.output<typeof accountUpdateBodySchema>): Promise<AdminAccount> {
      const account = await requireManageable(caller, schoolUuid, userUuid);
      const { user } = account;
      if (user.roles.includes('DEACTIVATED')) throw new ApiError('CONFLICT', ADMINISTRATION_MESSAGES.deactivatedNotEditable);
      const isStudent = user.roles.includes('SCHUELER');
      let newClass: typeof classes.$inferSelect | null | undefined;
      if (body.class_uuid !== undefined && body.class_uuid !== (account.class?.uuid ?? null)) {
        if (!isStudent) throw invalidField('class_uuid', ADMINISTRATION_MESSAGES.onlyStudentsHaveAClass);
        if (body.class_uuid === null) newClass = null;
        else {
          [newClass] = await db
            .select()
            .from(classes)
            .where(and(eq(classes.uuid, body.class_uuid), eq(classes.schoolUuid, schoolUuid)))
            .limit(1);
          if (!newClass) throw invalidField('class_uuid', ADMINISTRATION_MESSAGES.classNotInSchool);
        }
      }
      const changes: Partial<Pick<typeof users.$inferInsert, 'firstName' | 'surname' | 'email'>> = {};
      if (body.first_name !== undefined && body.first_name !== user.firstName) changes.firstName = body.first_name;
      if (body.surname !== undefined && body.surname !== user.surname) changes.surname = body.surname;
      if (body.email !== undefined && body.email !== user.email) changes.email = body.email;
      // The contract's field names, as the form and the audit screen know them.
      const changedFields = [changes.firstName !== undefined && 'first_name', changes.surname !== undefined && 'surname', changes.email !== undefined && 'email'].filter(
        (field): field is string => typeof field === 'string',
      );
      await db.transaction(async (tx) => {
        const audit = { targetType: 'account' as const, targetUuid: userUuid, clientUuid: user.clientUuid, schoolUuid };
        if (changedFields.length > 0) {
          await tx.update(users).set({ ...changes, updatedAt: now() }).where(eq(users.uuid, userUuid));
          // Names of the fields only: the values are personal data the trail does not need.
          await recordAudit(tx, caller, { ...audit, action: 'account.updated', details: { username: user.username, fields: changedFields } });
        }
        if (newClass !== undefined) {
          await tx.delete(classMemberships).where(eq(classMemberships.userUuid, userUuid));
          if (newClass) await tx.insert(classMemberships).values({ userUuid, classUuid: newClass.uuid });
          await recordAudit(tx, caller, {
            ...audit,
            action: 'student.moved',
            details: {
              username: user.username,
              from: account.class ? classLabel(account.class) : null,
              to: newClass ? classLabel(newClass) : null,
              from_class_uuid: account.class?.uuid ?? null,
              to_class_uuid: newClass?.uuid ?? null,
            },
          });
        }
      });
      const updated = await repository.findByUuid(userUuid);
      if (!updated) throw notFound();
      return toAdminAccount(updated);
    },

    /** State coordinators of a Land (federal admin) or school coordinators of its schools (decision 108). */
    async coordinators(caller: Caller, clientUuid: string, level: 'land' | 'school'): Promise<Coordinator[]> {
      const client = await requireClient(db, caller, clientUuid);
      const rows = await repository.coordinatorsOfClient(client.uuid, level === 'land' ? 'ADMIN_LAND' : 'ADMIN_SCHULE');
      return rows.map(({ user, school }) => ({
        uuid: user.uuid,
        username: user.username,
        first_name: user.firstName,
        surname: user.surname,
        email: user.email,
        status: user.roles.includes('DEACTIVATED') ? 'deactivated' : 'active',
        school: level === 'school' && school ? { uuid: school.uuid, name: school.name } : null,
      }));
    },

    /** A new initial password for an account whose owner forgot it (decision 101). */
    async resetPassword(caller: Caller, schoolUuid: string, userUuid: string): Promise<Credentials> {
      const account = await requireManageable(caller, schoolUuid, userUuid);
      const initialPassword = generateInitialPassword();
      const passwordHash = await hashInitialPassword(initialPassword);
      await db.transaction(async (tx) => {
        // The owner chooses an own password again at the next sign-in (decision 107).
        await tx.update(users).set({ passwordHash, mustChangePassword: true, updatedAt: now() }).where(eq(users.uuid, userUuid));
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
        new ApiError('NOT_FOUND', REACTIVATION_CODE_MESSAGES.unknownOrExpired, [{ field: 'code', message: REACTIVATION_CODE_MESSAGES.unknownOrExpired }]);
      if (!candidate) throw unknownCode();
      const oldSchool = candidate.schoolUuid && candidate.schoolUuid !== school.uuid ? await findSchool(db, candidate.schoolUuid) : undefined;
      await db.transaction(async (tx) => {
        if (!(await createReactivationService(tx).consumeCode(candidate.userUuid, body.code, at))) throw unknownCode();
        const [person] = await tx
          .update(users)
          .set({
            roles: [body.role],
            activeRole: body.role,
            schoolUuid: school.uuid,
            clientUuid: school.clientUuid,
            deletionDate: null,
            updatedAt: at,
          })
          .where(eq(users.uuid, candidate.userUuid))
          .returning({ username: users.username, firstName: users.firstName, surname: users.surname });
        if (!person) throw unknownCode();
        await tx.delete(classMemberships).where(eq(classMemberships.userUuid, candidate.userUuid));
        await tx.delete(teacherAssignments).where(eq(teacherAssignments.teacherUuid, candidate.userUuid));
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
          userUuids: await schoolCoordinatorUuids(tx, oldSchool.uuid),
          type: ACCOUNT_MOVED_NOTICE.type,
          title: ACCOUNT_MOVED_NOTICE.title,
          message: ACCOUNT_MOVED_NOTICE.message(`${person.firstName} ${person.surname}`, person.username, school.name),
          link: ACCOUNT_MOVED_NOTICE.link,
          linkText: ACCOUNT_MOVED_NOTICE.linkText,
        });
      });
      const account = await repository.findByUuid(candidate.userUuid);
      if (!account) throw notFound();
      return toAdminAccount(account, now());
    },

    /**
     * The old school's say over a move (decision 052): its coordinator makes the code of one of its
     * deactivated accounts unusable at once – handed to the wrong person, or given under pressure.
     * The owner can generate a new one; the coordinator sees that too. Without a valid code nothing
     * changes and nothing is audited.
     */
    async revokeReactivationCode(caller: Caller, schoolUuid: string, userUuid: string): Promise<AdminAccount> {
      const account = await requireManageable(caller, schoolUuid, userUuid);
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
      const updated = await repository.findByUuid(userUuid);
      if (!updated) throw notFound();
      return toAdminAccount(updated, now());
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
