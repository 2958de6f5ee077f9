import { errorBodySchema, nudgeResponseSchema } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as nudgesEndpoints from '@berufswahl/contracts/arcade/endpoints/nudges';
import { access, requireCaller } from '../../../platform/auth/access';
import type { NudgesService } from './nudges.service';
import { urlOf } from '../../../platform/http/endpoint-url';

const responses = { 200: nudgeResponseSchema, 401: errorBodySchema, 403: errorBodySchema };

export const nudgesRoutes: FastifyPluginAsyncZod<{ nudges: NudgesService }> = async (app, { nudges }) => {
  // Students load both at start without waiting for them (spec 6, 7).
  app.get(
    urlOf(app, nudgesEndpoints.reminders),
    { config: { access: access.roles('SCHUELER').in('own') }, schema: { response: responses } },
    (request) => nudges.remindersOf(requireCaller(request)),
  );
  app.get(
    urlOf(app, nudgesEndpoints.reviews),
    { config: { access: access.roles('SCHUELER').in('own') }, schema: { response: responses } },
    (request) => nudges.reviewsOf(requireCaller(request)),
  );
};
