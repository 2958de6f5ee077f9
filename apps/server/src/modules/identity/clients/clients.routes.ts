import { clientParamsSchema, clientSchema, errorBodySchema } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as clientsEndpoints from '@berufswahl/contracts/identity/endpoints/clients';
import { access, requireCaller } from '../../../platform/auth/access';
import type { ClientsService } from './clients.service';
import { urlOf } from '../../../platform/http/endpoint-url';

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
};
