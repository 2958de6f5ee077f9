import { arrayContains, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { clients, schools, users } from '../../../platform/db/schema';

export type ClientRow = typeof clients.$inferSelect;

export function createClientsRepository(db: Database) {
  return {
    async findByUuid(uuid: string): Promise<ClientRow | undefined> {
      const [row] = await db.select().from(clients).where(eq(clients.uuid, uuid)).limit(1);
      return row;
    },

    /** Every Land by name, with how many schools and state coordinators it has. */
    listWithCounts(): Promise<{ client: ClientRow; schoolCount: number; coordinatorCount: number }[]> {
      const schoolCounts = db
        .select({ clientUuid: schools.clientUuid, total: count().as('school_total') })
        .from(schools)
        .groupBy(schools.clientUuid)
        .as('school_counts');
      const coordinatorCounts = db
        .select({ clientUuid: users.clientUuid, total: count().as('coordinator_total') })
        .from(users)
        .where(arrayContains(users.roles, ['ADMIN_LAND']))
        .groupBy(users.clientUuid)
        .as('coordinator_counts');
      return db
        .select({
          client: clients,
          schoolCount: sql<number>`coalesce(${schoolCounts.total}, 0)`.mapWith(Number),
          coordinatorCount: sql<number>`coalesce(${coordinatorCounts.total}, 0)`.mapWith(Number),
        })
        .from(clients)
        .leftJoin(schoolCounts, eq(schoolCounts.clientUuid, clients.uuid))
        .leftJoin(coordinatorCounts, eq(coordinatorCounts.clientUuid, clients.uuid))
        .orderBy(asc(clients.name));
    },

    /** Whether a Land of this name exists, in any case. */
    async nameExists(name: string): Promise<boolean> {
      const [existing] = await db
        .select({ uuid: clients.uuid })
        .from(clients)
        .where(eq(sql`lower(${clients.name})`, name.toLowerCase()))
        .limit(1);
      return Boolean(existing);
    },

    async insert(values: Pick<typeof clients.$inferInsert, 'name' | 'subline' | 'email'>): Promise<ClientRow> {
      const [row] = await db.insert(clients).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** Every account of a Land with its school's number, by user name (the Keycloak export). */
    accountsWithSchoolId(clientUuid: string) {
      return db
        .select({ user: users, schoolId: schools.id })
        .from(users)
        .leftJoin(schools, eq(schools.uuid, users.schoolUuid))
        .where(eq(users.clientUuid, clientUuid))
        .orderBy(asc(users.username));
    },
  };
}

export type ClientsRepository = ReturnType<typeof createClientsRepository>;
