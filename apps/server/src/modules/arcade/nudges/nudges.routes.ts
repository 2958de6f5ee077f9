import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as nudgesSchemas from '@berufswahl/contracts/arcade/endpoints/nudges.schemas';
import { access, requireCaller } from '../../../platform/auth/access';
import { declaredRoute } from '../../../platform/http/declared-route';
import type { NudgesService } from './nudges.service';

export const nudgesRoutes: FastifyPluginAsyncZod<{ nudges: NudgesService }> = async (app, { nudges }) => {
  // Students load both at start without waiting for them (spec 6, 7).
  app.route({
    ...declaredRoute(app, nudgesSchemas.reminders, { config: { access: access.roles('SCHUELER').in('own') }, errors: [401, 403] }),
    handler: (request) => nudges.remindersOf(requireCaller(request)),
  });
  app.route({
    ...declaredRoute(app, nudgesSchemas.reviews, { config: { access: access.roles('SCHUELER').in('own') }, errors: [401, 403] }),
    handler: (request) => nudges.reviewsOf(requireCaller(request)),
  });
};
