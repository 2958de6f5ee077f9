import {
  adminClientSchema,
  adminClientsResponseSchema,
  errorBodySchema,
  keycloakExportSchema,
  landParamsSchema,
  newClientBodySchema,
} from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, requireCaller } from '../../../../platform/auth/access';
import type { ClientsAdminService } from './clients-admin.service';

const errors = { 401: errorBodySchema, 403: errorBodySchema };

export const clientsAdminRoutes: FastifyPluginAsyncZod<{ clientsAdmin: ClientsAdminService }> = async (app, { clientsAdmin }) => {
  app.get(
    '/clients',
    { config: { access: access.roles('SUPER_ADMIN').in('none') }, schema: { response: { 200: adminClientsResponseSchema, ...errors } } },
    () => clientsAdmin.list(),
  );

  app.post(
    '/clients',
    {
      config: { access: access.roles('SUPER_ADMIN').in('none') },
      schema: { body: newClientBodySchema, response: { 201: adminClientSchema, 400: errorBodySchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await clientsAdmin.create(requireCaller(request), request.body)),
  );

  // Names, e-mails and roles of a whole Land: operators and the federal admin only (decision 103).
  app.get(
    '/clients/:clientUuid/keycloak-export',
    {
      config: { access: access.roles('SUPER_ADMIN', 'TECHNICAL_ADMIN').in('client') },
      schema: { params: landParamsSchema, response: { 200: keycloakExportSchema, 404: errorBodySchema, ...errors } },
    },
    async (request, reply) => {
      const body = await clientsAdmin.exportForKeycloak(requireCaller(request), request.params.clientUuid);
      return reply.header('Content-Disposition', `attachment; filename="keycloak-users-${request.params.clientUuid}.json"`).header('Cache-Control', 'no-store').send(body);
    },
  );
};
