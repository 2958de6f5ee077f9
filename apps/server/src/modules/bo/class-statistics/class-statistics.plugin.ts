import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../platform/db/client';
import { createClassStatisticsRepository } from './class-statistics.repository';
import { classStatisticsRoutes } from './class-statistics.routes';
import { createClassStatisticsService } from './class-statistics.service';

/** The class statistics under /api/bo/v1 (read-only aggregates; no tables of its own). */
export const classStatisticsPlugin: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await app.register(classStatisticsRoutes, { statistics: createClassStatisticsService(createClassStatisticsRepository(db)) });
};
