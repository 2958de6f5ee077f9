import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as rankingsSchemas from '@berufswahl/contracts/arcade/endpoints/rankings.schemas';
import { access, joinedCaller, requireCaller } from '../../../platform/auth/access';
import { declaredRoute } from '../../../platform/http/declared-route';
import type { RankingsService } from './rankings.service';

export const rankingsRoutes: FastifyPluginAsyncZod<{ rankings: RankingsService }> = async (app, { rankings }) => {
  // Points, rank and ranking are for students only (spec 6); the ranking spans the caller's class.
  // A hot read of the caller's own data: its query reads the caller's row too (decision 253).
  app.route({
    ...declaredRoute(app, rankingsSchemas.rankings, { config: { access: access.roles('SCHUELER').in('own').withCallerJoined() }, errors: [401, 403] }),
    handler: (request) => rankings.rankingOf(joinedCaller(request)),
  });

  // Whether the student appears to the class in the ranking (privacy for minors, decision 083).
  app.route({
    ...declaredRoute(app, rankingsSchemas.settings, { config: { access: access.roles('SCHUELER').in('own') }, errors: [401, 403] }),
    handler: (request) => rankings.settingsOf(requireCaller(request)),
  });

  app.route({
    ...declaredRoute(app, rankingsSchemas.saveSettings, {
      config: { access: access.roles('SCHUELER').in('own') },
      errors: [400, 401, 403],
    }),
    handler: (request) => rankings.updateSettings(requireCaller(request), request.body),
  });
};
