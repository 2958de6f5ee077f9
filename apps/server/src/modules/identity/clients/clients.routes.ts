import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as administrationSchemas from '@berufswahl/contracts/identity/endpoints/administration.schemas';
import * as clientsSchemas from '@berufswahl/contracts/identity/endpoints/clients.schemas';
import { access, requireCaller } from '../../../platform/auth/access';
import { declaredRoute } from '../../../platform/http/declared-route';
import type { ClientsService } from './clients.service';

export const clientsRoutes: FastifyPluginAsyncZod<{ clients: ClientsService }> = async (app, { clients }) => {
  // Every signed-in account reads its Land: the menu shows its subline and banner.
  app.route({
    ...declaredRoute(app, clientsSchemas.client, { config: { access: access.signedIn().in('client') }, errors: [401, 404] }),
    handler: (request) => clients.getClient(requireCaller(request), request.params.id),
  });

  // The Länder themselves: the federal admin lists and creates them.
  app.route({
    ...declaredRoute(app, administrationSchemas.adminClients, { config: { access: access.roles('SUPER_ADMIN').in('none') }, errors: [401, 403] }),
    handler: () => clients.list(),
  });

  app.route({
    ...declaredRoute(app, administrationSchemas.createClient, { config: { access: access.roles('SUPER_ADMIN').in('none') }, errors: [400, 401, 403] }),
    handler: async (request, reply) => reply.status(201).send(await clients.create(requireCaller(request), request.body)),
  });

  // Names, e-mails and roles of a whole Land: operators and the federal admin only (decision 103).
  app.route({
    ...declaredRoute(app, administrationSchemas.keycloakExport, {
      config: { access: access.roles('SUPER_ADMIN', 'TECHNICAL_ADMIN').in('client') },
      errors: [401, 403, 404],
    }),
    handler: async (request, reply) => {
      const body = await clients.exportForKeycloak(requireCaller(request), request.params.clientUuid);
      return reply.header('Content-Disposition', `attachment; filename="keycloak-users-${request.params.clientUuid}.json"`).header('Cache-Control', 'no-store').send(body);
    },
  });
};
