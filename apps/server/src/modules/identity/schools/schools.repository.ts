import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { schools, schoolTypes } from '../../../platform/db/schema';

export type SchoolRow = typeof schools.$inferSelect;

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

    listSchoolTypes() {
      return db.select().from(schoolTypes).orderBy(asc(schoolTypes.name));
    },
  };
}

export type SchoolsRepository = ReturnType<typeof createSchoolsRepository>;
