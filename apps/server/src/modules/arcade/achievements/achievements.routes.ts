import { achievementsResponseSchema, errorBodySchema } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as achievementsEndpoints from '@berufswahl/contracts/arcade/endpoints/achievements';
import { access, requireCaller } from '../../../platform/auth/access';
import type { AchievementsService } from './achievements.service';
import { urlOf } from '../../../platform/http/endpoint-url';

export const achievementsRoutes: FastifyPluginAsyncZod<{ achievements: AchievementsService }> = async (app, { achievements }) => {
  app.get(
    urlOf(app, achievementsEndpoints.achievements),
    {
      config: { access: access.roles('SCHUELER').in('own') },
      schema: { response: { 200: achievementsResponseSchema, 401: errorBodySchema, 403: errorBodySchema } },
    },
    (request) => achievements.achievementsOf(requireCaller(request)),
  );
};
