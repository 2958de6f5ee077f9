import { and, arrayContains, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { schools, schoolTypes, users } from '../../../platform/db/schema';

export type SchoolRow = typeof schools.$inferSelect;
export type SchoolContacts = Pick<
  SchoolRow,
  | 'dataProtectionOfficerEmail'
  | 'dataProtectionOfficerFirstName'
  | 'dataProtectionOfficerLastName'
  | 'dataProtectionOfficerPhone'
  | 'principalEmail'
  | 'principalFirstName'
  | 'principalLastName'
>;

export function createSchoolsRepository(db: Database) {
  return {
    async findByUuid(uuid: string): Promise<SchoolRow | undefined> {
      const [row] = await db.select().from(schools).where(eq(schools.uuid, uuid)).limit(1);
      return row;
    },

    /** Schools with Sekundarstufe II, of one Land or (without a client) of all. */
    listWithSekundarstufe2(clientUuid: string | null) {
      return db
        .select({ uuid: schools.uuid, id: schools.id, name: schools.name, city: schools.city })
        .from(schools)
        .where(
          and(eq(schools.hasSekundarstufe2, true), clientUuid ? eq(schools.clientUuid, clientUuid) : undefined),
        )
        .orderBy(asc(schools.name));
    },

    /** Stores the school data form (spec 5); `updated_at` tells when it was last filled. */
    async updateContacts(uuid: string, contacts: SchoolContacts): Promise<SchoolRow | undefined> {
      const [row] = await db
        .update(schools)
        .set({ ...contacts, updatedAt: new Date() })
        .where(eq(schools.uuid, uuid))
        .returning();
      return row;
    },

    listSchoolTypes() {
      return db.select().from(schoolTypes).orderBy(asc(schoolTypes.name));
    },

    async schoolTypeExists(uuid: string): Promise<boolean> {
      const [type] = await db.select({ uuid: schoolTypes.uuid }).from(schoolTypes).where(eq(schoolTypes.uuid, uuid)).limit(1);
      return Boolean(type);
    },

    /** The schools of a Land by name, each with how many school coordinators it has. */
    listOfClientWithCoordinatorCounts(clientUuid: string): Promise<{ school: SchoolRow; coordinatorCount: number }[]> {
      const coordinators = db
        .select({ schoolUuid: users.schoolUuid, total: count().as('total') })
        .from(users)
        .where(arrayContains(users.roles, ['ADMIN_SCHULE']))
        .groupBy(users.schoolUuid)
        .as('coordinators');
      return db
        .select({ school: schools, coordinatorCount: sql<number>`coalesce(${coordinators.total}, 0)`.mapWith(Number) })
        .from(schools)
        .leftJoin(coordinators, eq(coordinators.schoolUuid, schools.uuid))
        .where(eq(schools.clientUuid, clientUuid))
        .orderBy(asc(schools.name));
    },

    /** Whether the Land has a school of this name (in any case) in this city. */
    async existsInCity(clientUuid: string, name: string, city: string): Promise<boolean> {
      const [existing] = await db
        .select({ uuid: schools.uuid })
        .from(schools)
        .where(and(eq(schools.clientUuid, clientUuid), eq(sql`lower(${schools.name})`, name.toLowerCase()), eq(schools.city, city)))
        .limit(1);
      return Boolean(existing);
    },

    async insert(values: Pick<typeof schools.$inferInsert, 'clientUuid' | 'name' | 'postcode' | 'city' | 'schoolTypeUuid' | 'hasSekundarstufe2'>): Promise<SchoolRow> {
      const [row] = await db.insert(schools).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
  };
}

export type SchoolsRepository = ReturnType<typeof createSchoolsRepository>;
