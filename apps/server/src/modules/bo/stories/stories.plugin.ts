import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../platform/db/client';
import { awardForAction } from '../../arcade';
import type { FilesFrontDoor } from '../../files';
import { createStoriesRepository } from './stories.repository';
import { storiesRoutes } from './stories.routes';
import { createStoriesService } from './stories.service';

/** The stories routes under /api/bo/v1, with the files module storing attachments and the arcade awarding points. */
export const storiesPlugin: FastifyPluginAsync<{ db: Database; files: FilesFrontDoor }> = async (app, { db, files }) => {
  const stories = createStoriesService({
    db,
    repository: createStoriesRepository(db),
    files,
    awardPoints: awardForAction,
    log: app.log,
  });
  await app.register(storiesRoutes, { stories, uploads: files });
};
