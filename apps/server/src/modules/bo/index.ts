import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { classStatisticsPlugin } from './class-statistics/class-statistics.plugin';
import { meinWegRoutes } from './career-orientations/mein-weg.plugin';
import { storiesPlugin } from './stories/stories.plugin';
import { statementsPinboardPlugin } from './pinboard/pinboard.plugin';

// Mein Weg for other modules (arcade's quests and reminders).
export { findTask, tasksOfPath, type FoundTask } from './career-orientations/mein-weg-content';
export { activeStationOf } from './stations/stations.service';

/** Mounted at /api/bo/v1. Berufliche Orientierung: Mein Weg (career orientations, stations, tasks), stories. */
export const boModule: FastifyPluginAsync<AppContext> = async (app, { config, db }) => {
  await app.register(meinWegRoutes, { config, db });
  await app.register(storiesPlugin, { config, db });
  await app.register(statementsPinboardPlugin, { config, db });
  await app.register(classStatisticsPlugin, { config, db });
};
