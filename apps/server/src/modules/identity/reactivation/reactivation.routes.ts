import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as ownAccountSchemas from '@berufswahl/contracts/identity/endpoints/own-account.schemas';
import { access, requireCaller } from '../../../platform/auth/access';
import { declaredRoute } from '../../../platform/http/declared-route';
import type { UsersService } from '../users/users.service';
import type { ReactivationService } from './reactivation.service';

export const reactivationRoutes: FastifyPluginAsyncZod<{ reactivation: ReactivationService; users: UsersService }> = async (
  app,
  { reactivation, users },
) => {
  // Only a deactivated account has something to reactivate; rate-limited against code farming.
  app.route({
    ...declaredRoute(app, ownAccountSchemas.generateReactivationCode, {
      config: { access: access.roles('DEACTIVATED').in('own'), rateLimit: 'code' },
      errors: [401, 403, 429],
    }),
    handler: async (request) => {
      const caller = requireCaller(request);
      await reactivation.generateFor(caller);
      return users.loadMe(caller);
    },
  });
};
