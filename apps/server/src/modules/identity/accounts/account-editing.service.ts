import { ADMINISTRATION_MESSAGES, type AdminAccount, type accountUpdateBodySchema, classLabel, type Coordinator } from '@berufswahl/contracts';
import type { z } from 'zod';
import type { Caller } from '../../../platform/auth/access';
import type { Database } from '../../../platform/db/client';
import { ApiError, notFound } from '../../../platform/http/errors';
import { invalidField, requireClient, requireSchool } from '../administration/administration.policy';
import { recordAudit } from '../../audit';
import { type ClassRow, createAccountsRepository, type PersonChanges } from './accounts.repository';
import { requireManageable } from './accounts.policy';
import { toAdminAccount } from './admin-account';

/**
 * The accounts as coordinators see and edit them: a school's students and teachers, the
 * coordinators of a Land, and changing a person's names, e-mail and class.
 */
export function createAccountEditingService(deps: { db: Database; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const accounts = createAccountsRepository(db);

  return {
    async list(caller: Caller, schoolUuid: string): Promise<AdminAccount[]> {
      await requireSchool(db, caller, schoolUuid);
      return (await accounts.listOfSchool(schoolUuid)).map((account) => toAdminAccount(account, now()));
    },

    /** State coordinators of a Land (federal admin) or school coordinators of its schools (decision 108). */
    async coordinators(caller: Caller, clientUuid: string, level: 'land' | 'school'): Promise<Coordinator[]> {
      const client = await requireClient(db, caller, clientUuid);
      const rows = await accounts.coordinatorsOfClient(client.uuid, level === 'land' ? 'ADMIN_LAND' : 'ADMIN_SCHULE');
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

    /**
     * Changes names and e-mail of a student or teacher, and moves a student to another class of
     * the school (decision 106). The teacher view follows the class membership, so the teachers of
     * the old class stop seeing the student at once. One audit row per kind of change.
     */
    async update(caller: Caller, schoolUuid: string, userUuid: string, body: z.output<typeof accountUpdateBodySchema>): Promise<AdminAccount> {
      const account = await requireManageable(db, caller, schoolUuid, userUuid);
      const { user } = account;
      if (user.roles.includes('DEACTIVATED')) throw new ApiError('CONFLICT', ADMINISTRATION_MESSAGES.deactivatedNotEditable);
      const isStudent = user.roles.includes('SCHUELER');
      let newClass: ClassRow | null | undefined;
      if (body.class_uuid !== undefined && body.class_uuid !== (account.class?.uuid ?? null)) {
        if (!isStudent) throw invalidField('class_uuid', ADMINISTRATION_MESSAGES.onlyStudentsHaveAClass);
        if (body.class_uuid === null) newClass = null;
        else {
          newClass = await accounts.findClassInSchool(schoolUuid, body.class_uuid);
          if (!newClass) throw invalidField('class_uuid', ADMINISTRATION_MESSAGES.classNotInSchool);
        }
      }
      const changes: PersonChanges = {};
      if (body.first_name !== undefined && body.first_name !== user.firstName) changes.firstName = body.first_name;
      if (body.surname !== undefined && body.surname !== user.surname) changes.surname = body.surname;
      if (body.email !== undefined && body.email !== user.email) changes.email = body.email;
      // The contract's field names, as the form and the audit screen know them.
      const changedFields = [changes.firstName !== undefined && 'first_name', changes.surname !== undefined && 'surname', changes.email !== undefined && 'email'].filter(
        (field): field is string => typeof field === 'string',
      );
      await db.transaction(async (tx) => {
        const inTx = createAccountsRepository(tx);
        const audit = { targetType: 'account' as const, targetUuid: userUuid, clientUuid: user.clientUuid, schoolUuid };
        if (changedFields.length > 0) {
          await inTx.updatePerson(userUuid, changes, now());
          // Names of the fields only: the values are personal data the trail does not need.
          await recordAudit(tx, caller, { ...audit, action: 'account.updated', details: { username: user.username, fields: changedFields } });
        }
        if (newClass !== undefined) {
          await inTx.moveToClass(userUuid, newClass?.uuid ?? null);
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
      const updated = await accounts.findByUuid(userUuid);
      if (!updated) throw notFound();
      return toAdminAccount(updated);
    },
  };
}

export type AccountEditingService = ReturnType<typeof createAccountEditingService>;
