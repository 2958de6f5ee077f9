import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as achievementsSchemas from '@berufswahl/contracts/arcade/endpoints/achievements.schemas';
import { access, requireCaller } from '../../../platform/auth/access';
import { declaredRoute } from '../../../platform/http/declared-route';
import type { AchievementsService } from './achievements.service';

export const achievementsRoutes: FastifyPluginAsyncZod<{ achievements: AchievementsService }> = async (app, { achievements }) => {
  app.route({
    ...declaredRoute(app, achievementsSchemas.achievements, {
      config: { access: access.roles('SCHUELER').in('own') },
      errors: [401, 403],
    }),
    handler: (request) => achievements.achievementsOf(requireCaller(request)),
  });
};
