import { clientSchema, type Client } from '@berufswahl/contracts';
import type { Caller } from '../../../platform/auth/access';
import { notFound } from '../../../platform/http/errors';
import { canSeeClient } from '../../../platform/auth/tenancy.policy';
import type { ClientsRepository } from './clients.repository';

export function createClientsService(repository: ClientsRepository) {
  return {
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
