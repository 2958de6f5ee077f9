import { COORDINATOR_ROLES } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as keyFiguresSchemas from '@berufswahl/contracts/identity/endpoints/key-figures.schemas';
import { access, requireCaller } from '../../../platform/auth/access';
import { declaredRoute } from '../../../platform/http/declared-route';
import type { KeyFiguresService } from './key-figures.service';

/**
 * `GET /api/identity/v1/key-figures` (decision 096): the figures of the caller's own scope – the
 * school of a school coordinator, the Land of a state coordinator, everything for federal admins.
 * Nothing in the request names a tenant, so nobody can ask for another school's figures.
 */
export const keyFiguresRoutes: FastifyPluginAsyncZod<{ keyFigures: KeyFiguresService }> = async (app, { keyFigures }) => {
  app.route({
    ...declaredRoute(app, keyFiguresSchemas.keyFigures, {
      config: { access: access.roles(...COORDINATOR_ROLES).in('own') },
      errors: [401, 403],
    }),
    handler: (request) => keyFigures.forCaller(requireCaller(request)),
  });
};
