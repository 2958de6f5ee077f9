import { ADMINISTRATION_MESSAGES, type AdminClient, clientSchema, type Client, type KeycloakExport, type newClientBodySchema } from '@berufswahl/contracts';
import type { z } from 'zod';
import type { Caller } from '../../../platform/auth/access';
import type { Database } from '../../../platform/db/client';
import { notFound } from '../../../platform/http/errors';
import { canSeeClient } from '../../../platform/auth/tenancy.policy';
import { invalidField, requireClient } from '../administration/administration.policy';
import { recordAudit } from '../../audit';
import { createClientsRepository, type ClientsRepository } from './clients.repository';
import { toKeycloakUser } from './keycloak-export';

/**
 * A Land as every account reads it; for the federal admin the list of Länder and new ones; for
 * technical admins and the federal admin the Keycloak export.
 */
export function createClientsService(deps: { db: Database; repository: ClientsRepository; realm: string }) {
  const { db, repository, realm } = deps;

  async function listAll(): Promise<AdminClient[]> {
    const rows = await repository.listWithCounts();
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
      if (await repository.nameExists(body.name)) throw invalidField('name', ADMINISTRATION_MESSAGES.clientExists(body.name));
      const clientUuid = await db.transaction(async (tx) => {
        const row = await createClientsRepository(tx).insert({ name: body.name, subline: body.subline, email: body.email ?? null });
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
      const rows = await repository.accountsWithSchoolId(clientUuid);
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

    /** Another Land's client answers 404, as if it did not exist. */
    async getClient(caller: Caller, clientUuid: string): Promise<Client> {
      if (!canSeeClient(caller, clientUuid)) throw notFound();
      const row = await repository.findByUuid(clientUuid);
      if (!row) throw notFound();
      return clientSchema.parse({
        uuid: row.uuid,
        name: row.name,
        subline: row.subline,
        banner: row.banner,
        box_provider: row.boxProvider,
        redmine_mail_box: row.redmineMailBox,
        email: row.email,
      });
    },
  };
}

export type ClientsService = ReturnType<typeof createClientsService>;
