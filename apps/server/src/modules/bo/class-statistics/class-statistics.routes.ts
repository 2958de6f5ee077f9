import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as classStatisticsSchemas from '@berufswahl/contracts/bo/endpoints/class-statistics.schemas';
import { access, requireCaller } from '../../../platform/auth/access';
import { declaredRoute } from '../../../platform/http/declared-route';
import { CLASS_STATISTICS_READERS } from './class-statistics.policy';
import type { ClassStatisticsService } from './class-statistics.service';

/** `GET /api/bo/v1/classes/{classUuid}/statistics?days=7|30|90` (decision 094). */
export const classStatisticsRoutes: FastifyPluginAsyncZod<{ statistics: ClassStatisticsService }> = async (app, { statistics }) => {
  app.route({
    ...declaredRoute(app, classStatisticsSchemas.classStatistics, {
      config: { access: access.roles(...CLASS_STATISTICS_READERS).in('school') },
      errors: [400, 401, 403, 404],
    }),
    handler: (request) => statistics.forClass(requireCaller(request), request.params.classUuid, request.query.days),
  });
};
