import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { createFilesFrontDoor } from '../files';
import { createExplanationsRepository } from './explanations/explanations.repository';
import { explanationsRoutes } from './explanations/explanations.routes';
import { createExplanationsService } from './explanations/explanations.service';
import { createOnboardingsRepository } from './onboardings/onboardings.repository';
import { onboardingsRoutes } from './onboardings/onboardings.routes';
import { createOnboardingsService } from './onboardings/onboardings.service';
import { createPagesRepository } from './pages/pages.repository';
import { pagesRoutes } from './pages/pages.routes';
import { createPagesService } from './pages/pages.service';
import { videosRoutes } from './videos/videos.routes';
import { createVideosService } from './videos/videos.service';

/**
 * Mounted at /api/cms/v1: information pages, explanation boxes and onboarding tours from content/,
 * and the managed explainer and sign-language videos (decision 180).
 */
export const cmsModule: FastifyPluginAsync<AppContext> = async (app, { config, db }) => {
  await app.register(pagesRoutes, { pages: createPagesService(createPagesRepository()) });
  await app.register(explanationsRoutes, { explanations: createExplanationsService(createExplanationsRepository()) });
  await app.register(onboardingsRoutes, { onboardings: createOnboardingsService(createOnboardingsRepository()) });
  await app.register(videosRoutes, { videos: createVideosService({ db, files: createFilesFrontDoor({ config, db, log: app.log }) }) });
};
export { seedDemoVideos } from './videos/seed-demo-videos';
