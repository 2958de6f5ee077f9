import type { ModuleDescriptor } from '../../platform/module';
import type { FilesPorts } from '../files';
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

// The explainer videos need the object store as well as the database, so main.ts seeds them with
// the files port once the server is built (decision 180), not through `seedDemo`.
export { seedDemoVideos } from './videos/seed-demo-videos';

/** The cms stores the managed videos through the files module's front door. */
export type CmsPorts = FilesPorts;

/**
 * Mounted at /api/cms/v1: information pages, explanation boxes and onboarding tours from content/,
 * and the managed explainer and sign-language videos (decision 180).
 */
export const cmsModule: ModuleDescriptor<CmsPorts> = {
  name: 'cms',
  prefix: '/api/cms/v1',
  routes: async (app, { db, files, config }) => {
    const pagesRepository = createPagesRepository(config.operator);
    // Fill the operator's details now: a page with an unknown placeholder stops the start (decision 233).
    await pagesRepository.findBySlug('imprint');
    await app.register(pagesRoutes, { pages: createPagesService(pagesRepository) });
    await app.register(explanationsRoutes, { explanations: createExplanationsService(createExplanationsRepository()) });
    await app.register(onboardingsRoutes, { onboardings: createOnboardingsService(createOnboardingsRepository()) });
    await app.register(videosRoutes, { videos: createVideosService({ db, files }) });
  },
};
