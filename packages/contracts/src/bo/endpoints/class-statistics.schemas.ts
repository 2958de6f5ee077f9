// The run-time schemas of bo's class-statistics endpoints (decision 227), for the server only.
import { classStatisticsParamsSchema, classStatisticsQuerySchema, classStatisticsSchema } from '../class-statistics';
import { bindSchemas } from '../../shared/endpoint-schemas';
import * as classStatisticsEndpoints from './class-statistics';

export const classStatistics = bindSchemas(classStatisticsEndpoints.classStatistics, {
  params: classStatisticsParamsSchema,
  query: classStatisticsQuerySchema,
  answer: classStatisticsSchema,
});
