import { errorBodySchema, reactivationCodeResponseSchema } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as ownAccountEndpoints from '@berufswahl/contracts/identity/endpoints/own-account';
import { access, requireCaller } from '../../../platform/auth/access';
import type { UsersService } from '../users/users.service';
import type { ReactivationService } from './reactivation.service';
import { urlOf } from '../../../platform/http/endpoint-url';

export const reactivationRoutes: FastifyPluginAsyncZod<{ reactivation: ReactivationService; users: UsersService }> = async (
  app,
  { reactivation, users },
) => {
  // Only a deactivated account has something to reactivate; rate-limited against code farming.
  app.patch(
    urlOf(app, ownAccountEndpoints.generateReactivationCode),
    {
      config: { access: access.roles('DEACTIVATED').in('own'), rateLimit: 'code' },
      schema: { response: { 200: reactivationCodeResponseSchema, 401: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema } },
    },
    async (request) => {
      const caller = requireCaller(request);
      await reactivation.generateFor(caller);
      return users.loadMe(caller);
    },
  );
};
