import { classStatisticsParamsSchema, classStatisticsQuerySchema, classStatisticsSchema, errorBodySchema } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as classStatisticsEndpoints from '@berufswahl/contracts/bo/endpoints/class-statistics';
import { access, requireCaller } from '../../../platform/auth/access';
import { CLASS_STATISTICS_READERS } from './class-statistics.policy';
import type { ClassStatisticsService } from './class-statistics.service';
import { urlOf } from '../../../platform/http/endpoint-url';

const errorResponses = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** `GET /api/bo/v1/classes/{classUuid}/statistics?days=7|30|90` (decision 094). */
export const classStatisticsRoutes: FastifyPluginAsyncZod<{ statistics: ClassStatisticsService }> = async (app, { statistics }) => {
  app.get(
    urlOf(app, classStatisticsEndpoints.classStatistics),
    {
      config: { access: access.roles(...CLASS_STATISTICS_READERS).in('school') },
      schema: {
        params: classStatisticsParamsSchema,
        querystring: classStatisticsQuerySchema,
        response: { 200: classStatisticsSchema, ...errorResponses },
      },
    },
    (request) => statistics.forClass(requireCaller(request), request.params.classUuid, request.query.days),
  );
};
