import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { RecurringJob } from '../../platform/jobs';
import { createFilesFrontDoor } from '../files';
import { boTrashJobs, createBoTrashPurge } from './trash/trash-purge';
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

/** bo's recurring jobs: the 30-day purge of the students' trash (decision 137; main.ts runs them). */
export function boJobs({ config, db, log }: AppContext & { log: FastifyBaseLogger }): RecurringJob[] {
  return boTrashJobs(createBoTrashPurge({ db, files: createFilesFrontDoor({ config, db, log }) }));
}
