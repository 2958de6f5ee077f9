import {
  ADMINISTRATION_MESSAGES,
  type AdminSchool,
  type newSchoolBodySchema,
  type SchoolDataBody,
  schoolDataBodySchema,
  schoolSummarySchema,
  type SchoolSummary,
} from '@berufswahl/contracts';
import type { z } from 'zod';
import type { Caller } from '../../../platform/auth/access';
import type { Database } from '../../../platform/db/client';
import { forbidden, notFound } from '../../../platform/http/errors';
import { invalidField, requireClient } from '../administration/administration.policy';
import { recordAudit } from '../../audit';
import { canSeeSchool, isLimitedToOwnClient } from '../../../platform/auth/tenancy.policy';
import { createSchoolsRepository, type SchoolContacts, type SchoolRow, type SchoolsRepository } from './schools.repository';

const CONTACT_FIELDS: Record<keyof SchoolContacts, keyof SchoolDataBody> = {
  dataProtectionOfficerEmail: 'data_protection_officer_email',
  dataProtectionOfficerFirstName: 'data_protection_officer_first_name',
  dataProtectionOfficerLastName: 'data_protection_officer_last_name',
  dataProtectionOfficerPhone: 'data_protection_officer_phone',
  principalEmail: 'principal_email',
  principalFirstName: 'principal_first_name',
  principalLastName: 'principal_last_name',
};

/** The fields (API names) whose value changes – what the audit row records, not the values. */
function changedFieldsOf(before: SchoolRow, after: SchoolContacts): string[] {
  return (Object.keys(CONTACT_FIELDS) as (keyof SchoolContacts)[]).filter((key) => before[key] !== after[key]).map((key) => CONTACT_FIELDS[key]);
}

export function toSchoolSummary(row: SchoolRow): SchoolSummary {
  return schoolSummarySchema.parse({
    uuid: row.uuid,
    id: row.id,
    name: row.name,
    postcode: row.postcode,
    city: row.city,
    has_sekundarstufe2: row.hasSekundarstufe2,
    school_type_uuid: row.schoolTypeUuid,
    data_protection_officer_email: row.dataProtectionOfficerEmail,
    data_protection_officer_first_name: row.dataProtectionOfficerFirstName,
    data_protection_officer_last_name: row.dataProtectionOfficerLastName,
    data_protection_officer_phone: row.dataProtectionOfficerPhone,
    principal_email: row.principalEmail,
    principal_first_name: row.principalFirstName,
    principal_last_name: row.principalLastName,
  });
}

export function createSchoolsService(deps: { db: Database; repository: SchoolsRepository }) {
  const { db, repository } = deps;

  async function listOfClient(clientUuid: string): Promise<AdminSchool[]> {
    const rows = await repository.listOfClientWithCoordinatorCounts(clientUuid);
    return rows.map(({ school, coordinatorCount }) => ({
      uuid: school.uuid,
      id: school.id,
      name: school.name,
      postcode: school.postcode,
      city: school.city,
      school_type_uuid: school.schoolTypeUuid,
      has_sekundarstufe2: school.hasSekundarstufe2,
      coordinator_count: coordinatorCount,
    }));
  }

  return {
    /** Another school's data answers 404, as if it did not exist. */
    async getSchool(caller: Caller, schoolUuid: string): Promise<SchoolSummary> {
      const row = await repository.findByUuid(schoolUuid);
      if (!row || !canSeeSchool(caller, row)) throw notFound();
      return toSchoolSummary(row);
    },

    /**
     * The school data form (spec 5): only the school's own coordinators write it. Another school
     * answers 404 like the read route; a Land or federal coordinator who may read it gets 403.
     * The change and its audit row (`school.updated`, naming the changed fields, not their
     * values) commit together (decision 102).
     */
    async updateContacts(caller: Caller, schoolUuid: string, body: SchoolDataBody): Promise<SchoolSummary> {
      const row = await repository.findByUuid(schoolUuid);
      if (!row || !canSeeSchool(caller, row)) throw notFound();
      if (caller.activeRole !== 'ADMIN_SCHULE' || caller.schoolUuid !== row.uuid) throw forbidden();
      const fields = schoolDataBodySchema.parse(body);
      const contacts: SchoolContacts = {
        dataProtectionOfficerEmail: fields.data_protection_officer_email,
        dataProtectionOfficerFirstName: fields.data_protection_officer_first_name,
        dataProtectionOfficerLastName: fields.data_protection_officer_last_name,
        dataProtectionOfficerPhone: fields.data_protection_officer_phone,
        principalEmail: fields.principal_email,
        principalFirstName: fields.principal_first_name,
        principalLastName: fields.principal_last_name,
      };
      const updated = await db.transaction(async (tx) => {
        const saved = await createSchoolsRepository(tx).updateContacts(schoolUuid, contacts);
        if (!saved) return undefined;
        await recordAudit(tx, caller, {
          action: 'school.updated',
          targetType: 'school',
          targetUuid: row.uuid,
          clientUuid: row.clientUuid,
          schoolUuid: row.uuid,
          details: { name: row.name, fields: changedFieldsOf(row, contacts) },
        });
        return saved;
      });
      if (!updated) throw notFound();
      return toSchoolSummary(updated);
    },

    async listSekundarstufen(caller: Caller) {
      return repository.listWithSekundarstufe2(isLimitedToOwnClient(caller) ? caller.clientUuid : null);
    },

    async listSchoolTypes() {
      const rows = await repository.listSchoolTypes();
      return rows.map(({ uuid, name }) => ({ uuid, name }));
    },

    /** State coordinators: the schools of their Land (the federal admin: of any Land). */
    async listOfClient(caller: Caller, clientUuid: string): Promise<AdminSchool[]> {
      await requireClient(db, caller, clientUuid);
      return listOfClient(clientUuid);
    },

    async create(caller: Caller, clientUuid: string, body: z.output<typeof newSchoolBodySchema>): Promise<AdminSchool> {
      await requireClient(db, caller, clientUuid);
      if (body.school_type_uuid && !(await repository.schoolTypeExists(body.school_type_uuid))) {
        throw invalidField('school_type_uuid', ADMINISTRATION_MESSAGES.unknownSchoolType);
      }
      if (await repository.existsInCity(clientUuid, body.name, body.city)) throw invalidField('name', ADMINISTRATION_MESSAGES.schoolExists(body.name));
      const schoolUuid = await db.transaction(async (tx) => {
        const row = await createSchoolsRepository(tx).insert({
          clientUuid,
          name: body.name,
          postcode: body.postcode,
          city: body.city,
          schoolTypeUuid: body.school_type_uuid ?? null,
          hasSekundarstufe2: body.has_sekundarstufe2,
        });
        await recordAudit(tx, caller, {
          action: 'school.created',
          targetType: 'school',
          targetUuid: row.uuid,
          clientUuid,
          schoolUuid: row.uuid,
          details: { name: row.name, id: row.id, city: row.city },
        });
        return row.uuid;
      });
      const created = (await listOfClient(clientUuid)).find((school) => school.uuid === schoolUuid);
      if (!created) throw new Error('created school not found');
      return created;
    },
  };
}

export type SchoolsService = ReturnType<typeof createSchoolsService>;
