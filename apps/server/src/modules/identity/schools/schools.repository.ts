import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { schools, schoolTypes } from '../../../platform/db/schema';

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
  };
}

export type SchoolsRepository = ReturnType<typeof createSchoolsRepository>;
