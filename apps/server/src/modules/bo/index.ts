import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { meinWegRoutes } from './career-orientations/mein-weg.plugin';
import { storiesPlugin } from './stories/stories.plugin';

// Mein Weg for other modules (arcade's quests and reminders).
export { findTask, tasksOfPath, type FoundTask } from './career-orientations/mein-weg-content';
export { activeStationOf } from './stations/stations.service';

/** Mounted at /api/bo/v1. Berufliche Orientierung: Mein Weg (career orientations, stations, tasks), stories. */
export const boModule: FastifyPluginAsync<AppContext> = async (app, { config, db }) => {
  await app.register(meinWegRoutes, { config, db });
  await app.register(storiesPlugin, { config, db });
};
