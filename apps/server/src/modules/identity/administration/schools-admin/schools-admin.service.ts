import { and, arrayContains, asc, count, eq, sql } from 'drizzle-orm';
import { ADMINISTRATION_MESSAGES, type AdminSchool, type newSchoolBodySchema } from '@berufswahl/contracts';
import type { z } from 'zod';
import type { Caller } from '../../../../platform/auth/access';
import type { Database } from '../../../../platform/db/client';
import { schools, schoolTypes, users } from '../../../../platform/db/schema';
import { invalidField, requireClient } from '../administration.policy';
import { recordAudit } from '../../../audit';

/** State coordinators: the schools of their Land (the federal admin: of any Land). */
export function createSchoolsAdminService(deps: { db: Database }) {
  const { db } = deps;

  async function listOf(clientUuid: string): Promise<AdminSchool[]> {
    const coordinators = db
      .select({ schoolUuid: users.schoolUuid, total: count().as('total') })
      .from(users)
      .where(arrayContains(users.roles, ['ADMIN_SCHULE']))
      .groupBy(users.schoolUuid)
      .as('coordinators');
    const rows = await db
      .select({ school: schools, coordinatorCount: sql<number>`coalesce(${coordinators.total}, 0)`.mapWith(Number) })
      .from(schools)
      .leftJoin(coordinators, eq(coordinators.schoolUuid, schools.uuid))
      .where(eq(schools.clientUuid, clientUuid))
      .orderBy(asc(schools.name));
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
    async list(caller: Caller, clientUuid: string): Promise<AdminSchool[]> {
      await requireClient(db, caller, clientUuid);
      return listOf(clientUuid);
    },

    async create(caller: Caller, clientUuid: string, body: z.output<typeof newSchoolBodySchema>): Promise<AdminSchool> {
      await requireClient(db, caller, clientUuid);
      if (body.school_type_uuid) {
        const [type] = await db.select().from(schoolTypes).where(eq(schoolTypes.uuid, body.school_type_uuid)).limit(1);
        if (!type) throw invalidField('school_type_uuid', 'Diese Schulart gibt es nicht.');
      }
      const [existing] = await db
        .select({ uuid: schools.uuid })
        .from(schools)
        .where(and(eq(schools.clientUuid, clientUuid), eq(sql`lower(${schools.name})`, body.name.toLowerCase()), eq(schools.city, body.city)))
        .limit(1);
      if (existing) throw invalidField('name', ADMINISTRATION_MESSAGES.schoolExists(body.name));
      const schoolUuid = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(schools)
          .values({
            clientUuid,
            name: body.name,
            postcode: body.postcode,
            city: body.city,
            schoolTypeUuid: body.school_type_uuid ?? null,
            hasSekundarstufe2: body.has_sekundarstufe2,
          })
          .returning();
        if (!row) throw new Error('insert returned no row');
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
      const created = (await listOf(clientUuid)).find((school) => school.uuid === schoolUuid);
      if (!created) throw new Error('created school not found');
      return created;
    },
  };
}

export type SchoolsAdminService = ReturnType<typeof createSchoolsAdminService>;
