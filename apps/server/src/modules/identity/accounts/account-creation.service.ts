import { randomUUID } from 'node:crypto';
import {
  ADMINISTRATION_MESSAGES,
  classLabel,
  type CreatedAccount,
  type Credentials,
  type newAccountBodySchema,
  type newCoordinatorBodySchema,
} from '@berufswahl/contracts';
import type { z } from 'zod';
import type { Caller } from '../../../platform/auth/access';
import { hashInitialPassword } from '../../../platform/auth/passwords';
import type { Database } from '../../../platform/db/client';
import type { ApiError} from '../../../platform/http/errors';
import { notFound } from '../../../platform/http/errors';
import { invalidField, isUniqueViolation, requireClient, requireSchool } from '../administration/administration.policy';
import { recordAudit, type AuditEntry } from '../../audit';
import { type ClassRow, createAccountsRepository, type NewAccount } from './accounts.repository';
import { toAdminAccount } from './admin-account';
import { firstFreeUsername, generateInitialPassword, usernameBase } from './credentials';

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

/**
 * Creating accounts one at a time: students and teachers by the school coordinator, school
 * coordinators by the Land (or the federal admin), state coordinators by the federal admin. Each
 * answer carries the initial password once; only its hash is stored (decision 101).
 */
export function createAccountCreationService(deps: { db: Database }) {
  const { db } = deps;
  const accounts = createAccountsRepository(db);

  /** Chooses the user name (given and free, or generated) for one person. */
  async function usernameFor(person: PersonFields): Promise<string> {
    if (person.username) {
      const taken = await accounts.takenUsernames([person.username]);
      if (taken.has(person.username)) throw usernameTaken(person.username);
      return person.username;
    }
    const base = usernameBase(person.first_name, person.surname);
    return firstFreeUsername(base, await accounts.takenUsernames([base]));
  }

  /** Creates one account with its audit row in one transaction. */
  async function createOne(caller: Caller, draft: AccountDraft, audit: Omit<AuditEntry, 'targetUuid' | 'targetType'>): Promise<CreatedAccount> {
    const [created] = await withInitialPasswords([draft]);
    if (!created) throw new Error('no account drafted');
    try {
      await db.transaction(async (tx) => {
        await createAccountsRepository(tx).insertAccounts([created.account]);
        await recordAudit(tx, caller, { ...audit, targetType: 'account', targetUuid: draft.uuid });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw usernameTaken(draft.username);
      throw error;
    }
    const account = await accounts.findByUuid(draft.uuid);
    if (!account) throw notFound();
    return { account: toAdminAccount(account), credentials: created.credentials };
  }

  return {
    /** A student or teacher of the coordinator's school, with first-login credentials. */
    async create(caller: Caller, schoolUuid: string, body: z.output<typeof newAccountBodySchema>): Promise<CreatedAccount> {
      const school = await requireSchool(db, caller, schoolUuid);
      let learningGroup: ClassRow | undefined;
      if (body.class_uuid) {
        learningGroup = await accounts.findClassInSchool(school.uuid, body.class_uuid);
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
  };
}

export type AccountCreationService = ReturnType<typeof createAccountCreationService>;
