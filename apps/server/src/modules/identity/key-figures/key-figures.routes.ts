import { errorBodySchema, keyFiguresSchema, COORDINATOR_ROLES } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as keyFiguresEndpoints from '@berufswahl/contracts/identity/endpoints/key-figures';
import { access, requireCaller } from '../../../platform/auth/access';
import type { KeyFiguresService } from './key-figures.service';
import { urlOf } from '../../../platform/http/endpoint-url';

/**
 * `GET /api/identity/v1/key-figures` (decision 096): the figures of the caller's own scope – the
 * school of a school coordinator, the Land of a state coordinator, everything for federal admins.
 * Nothing in the request names a tenant, so nobody can ask for another school's figures.
 */
export const keyFiguresRoutes: FastifyPluginAsyncZod<{ keyFigures: KeyFiguresService }> = async (app, { keyFigures }) => {
  app.get(
    urlOf(app, keyFiguresEndpoints.keyFigures),
    {
      config: { access: access.roles(...COORDINATOR_ROLES).in('own') },
      schema: { response: { 200: keyFiguresSchema, 401: errorBodySchema, 403: errorBodySchema } },
    },
    (request) => keyFigures.forCaller(requireCaller(request)),
  );
};
