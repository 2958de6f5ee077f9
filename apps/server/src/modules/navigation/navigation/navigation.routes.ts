import { PERMITTED_ROLES } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as navigationSchemas from '@berufswahl/contracts/navigation/endpoints/navigation.schemas';
import { access, requireCaller } from '../../../platform/auth/access';
import { declaredRoute } from '../../../platform/http/declared-route';
import type { NavigationService } from './navigation.service';

export const navigationRoutes: FastifyPluginAsyncZod<{ navigation: NavigationService }> = async (app, { navigation }) => {
  app.route({
    ...declaredRoute(app, navigationSchemas.navigation, {
      config: { access: access.roles(...PERMITTED_ROLES).in('none') },
      errors: [401, 403],
    }),
    handler: (request) => navigation.loadNavigation(requireCaller(request)),
  });

  // The quick menu is for students only (spec 6); other roles get 403, not an empty list.
  app.route({
    ...declaredRoute(app, navigationSchemas.quickNavigation, {
      config: { access: access.roles('SCHUELER').in('none') },
      errors: [401, 403],
    }),
    handler: (request) => navigation.loadQuickNavigation(requireCaller(request)),
  });
};
