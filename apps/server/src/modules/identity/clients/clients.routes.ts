import {
  adminClientSchema,
  adminClientsResponseSchema,
  clientParamsSchema,
  clientSchema,
  errorBodySchema,
  keycloakExportSchema,
  landParamsSchema,
  newClientBodySchema,
} from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as clientsEndpoints from '@berufswahl/contracts/identity/endpoints/clients';
import { access, requireCaller } from '../../../platform/auth/access';
import type { ClientsService } from './clients.service';
import { urlOf } from '../../../platform/http/endpoint-url';
import * as administrationEndpoints from '@berufswahl/contracts/identity/endpoints/administration';

const adminErrors = { 401: errorBodySchema, 403: errorBodySchema };

export const clientsRoutes: FastifyPluginAsyncZod<{ clients: ClientsService }> = async (app, { clients }) => {
  // Every signed-in account reads its Land: the menu shows its subline and banner.
  app.get(
    urlOf(app, clientsEndpoints.client),
    {
      config: { access: access.signedIn().in('client') },
      schema: { params: clientParamsSchema, response: { 200: clientSchema, 401: errorBodySchema, 404: errorBodySchema } },
    },
    (request) => clients.getClient(requireCaller(request), request.params.id),
  );

  // The Länder themselves: the federal admin lists and creates them.
  app.get(
    urlOf(app, administrationEndpoints.adminClients),
    { config: { access: access.roles('SUPER_ADMIN').in('none') }, schema: { response: { 200: adminClientsResponseSchema, ...adminErrors } } },
    () => clients.list(),
  );

  app.post(
    urlOf(app, administrationEndpoints.createClient),
    {
      config: { access: access.roles('SUPER_ADMIN').in('none') },
      schema: { body: newClientBodySchema, response: { 201: adminClientSchema, 400: errorBodySchema, ...adminErrors } },
    },
    async (request, reply) => reply.status(201).send(await clients.create(requireCaller(request), request.body)),
  );

  // Names, e-mails and roles of a whole Land: operators and the federal admin only (decision 103).
  app.get(
    urlOf(app, administrationEndpoints.keycloakExport),
    {
      config: { access: access.roles('SUPER_ADMIN', 'TECHNICAL_ADMIN').in('client') },
      schema: { params: landParamsSchema, response: { 200: keycloakExportSchema, 404: errorBodySchema, ...adminErrors } },
    },
    async (request, reply) => {
      const body = await clients.exportForKeycloak(requireCaller(request), request.params.clientUuid);
      return reply.header('Content-Disposition', `attachment; filename="keycloak-users-${request.params.clientUuid}.json"`).header('Cache-Control', 'no-store').send(body);
    },
  );
};
