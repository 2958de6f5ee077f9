import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { registerPersonalData } from '../../../platform/personal-data';
import { awardForAction } from '../../arcade';
import { createFilesFrontDoor } from '../../files';
import { createStoriesRepository } from './stories.repository';
import { storiesPersonalData } from './stories.personal-data';
import { storiesRoutes } from './stories.routes';
import { createStoriesService } from './stories.service';

registerPersonalData(storiesPersonalData);

/** The stories routes under /api/bo/v1, with the files module storing attachments and the arcade awarding points. */
export const storiesPlugin: FastifyPluginAsync<AppContext> = async (app, { config, db }) => {
  const files = createFilesFrontDoor({ config, db, log: app.log });
  const stories = createStoriesService({
    db,
    repository: createStoriesRepository(db),
    files,
    awardPoints: awardForAction,
    log: app.log,
  });
  await app.register(storiesRoutes, { stories, uploads: files });
};
