import type { ModuleDescriptor } from '../../platform/module';
import { createNavigationRepository } from './navigation/navigation.repository';
import { navigationRoutes } from './navigation/navigation.routes';
import { createNavigationService } from './navigation/navigation.service';

/** Mounted at /api/navigation/v1: the main menu and the students' quick menu, authored in content/navigation. */
export const navigationModule: ModuleDescriptor = {
  name: 'navigation',
  prefix: '/api/navigation/v1',
  routes: async (app, { db }) => {
    await app.register(navigationRoutes, { navigation: createNavigationService(createNavigationRepository(db)) });
  },
};
