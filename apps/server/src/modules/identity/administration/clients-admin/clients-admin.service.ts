import { arrayContains, asc, count, eq, sql } from 'drizzle-orm';
import { ADMINISTRATION_MESSAGES, type AdminClient, type KeycloakExport, type newClientBodySchema } from '@berufswahl/contracts';
import type { z } from 'zod';
import type { Caller } from '../../../../platform/auth/access';
import type { Database } from '../../../../platform/db/client';
import { clients, schools, users } from '../../../../platform/db/schema';
import { invalidField, requireClient } from '../administration.policy';
import { recordAudit } from '../../../audit';
import { toKeycloakUser } from './keycloak-export';

/** The federal admin: Länder (clients); technical admins and the federal admin: Keycloak export. */
export function createClientsAdminService(deps: { db: Database; realm: string }) {
  const { db, realm } = deps;

  async function listAll(): Promise<AdminClient[]> {
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
    const rows = await db
      .select({
        client: clients,
        schoolCount: sql<number>`coalesce(${schoolCounts.total}, 0)`.mapWith(Number),
        coordinatorCount: sql<number>`coalesce(${coordinatorCounts.total}, 0)`.mapWith(Number),
      })
      .from(clients)
      .leftJoin(schoolCounts, eq(schoolCounts.clientUuid, clients.uuid))
      .leftJoin(coordinatorCounts, eq(coordinatorCounts.clientUuid, clients.uuid))
      .orderBy(asc(clients.name));
    return rows.map(({ client, schoolCount, coordinatorCount }) => ({
      uuid: client.uuid,
      name: client.name,
      subline: client.subline,
      email: client.email,
      school_count: schoolCount,
      coordinator_count: coordinatorCount,
    }));
  }

  return {
    list: listAll,

    async create(caller: Caller, body: z.output<typeof newClientBodySchema>): Promise<AdminClient> {
      const [existing] = await db
        .select({ uuid: clients.uuid })
        .from(clients)
        .where(eq(sql`lower(${clients.name})`, body.name.toLowerCase()))
        .limit(1);
      if (existing) throw invalidField('name', ADMINISTRATION_MESSAGES.clientExists(body.name));
      const clientUuid = await db.transaction(async (tx) => {
        const [row] = await tx.insert(clients).values({ name: body.name, subline: body.subline, email: body.email ?? null }).returning();
        if (!row) throw new Error('insert returned no row');
        await recordAudit(tx, caller, {
          action: 'client.created',
          targetType: 'client',
          targetUuid: row.uuid,
          clientUuid: row.uuid,
          schoolUuid: null,
          details: { name: row.name },
        });
        return row.uuid;
      });
      const created = (await listAll()).find((client) => client.uuid === clientUuid);
      if (!created) throw new Error('created client not found');
      return created;
    },

    /**
     * Every account of a Land in Keycloak's user import format (decision 103), without
     * passwords: Keycloak cannot check scrypt hashes, so each user sets a new one at first login.
     */
    async exportForKeycloak(caller: Caller, clientUuid: string): Promise<KeycloakExport> {
      await requireClient(db, caller, clientUuid);
      const rows = await db
        .select({ user: users, schoolId: schools.id })
        .from(users)
        .leftJoin(schools, eq(schools.uuid, users.schoolUuid))
        .where(eq(users.clientUuid, clientUuid))
        .orderBy(asc(users.username));
      await db.transaction(async (tx) => {
        await recordAudit(tx, caller, {
          action: 'keycloak.exported',
          targetType: 'export',
          targetUuid: null,
          clientUuid,
          schoolUuid: null,
          details: { count: rows.length },
        });
      });
      return { realm, users: rows.map(({ user, schoolId }) => toKeycloakUser(user, schoolId)) };
    },
  };
}

export type ClientsAdminService = ReturnType<typeof createClientsAdminService>;
