import {
  navigationResponseSchema,
  PERMITTED_ROLES,
  quickNavigationResponseSchema,
} from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as navigationEndpoints from '@berufswahl/contracts/navigation/endpoints/navigation';
import { access, requireCaller } from '../../../platform/auth/access';
import type { NavigationService } from './navigation.service';
import { urlOf } from '../../../platform/http/endpoint-url';
import { errorResponses } from '../../../platform/http/error-responses';

const errors = errorResponses(401, 403);

export const navigationRoutes: FastifyPluginAsyncZod<{ navigation: NavigationService }> = async (app, { navigation }) => {
  app.get(
    urlOf(app, navigationEndpoints.navigation),
    { config: { access: access.roles(...PERMITTED_ROLES).in('none') }, schema: { response: { 200: navigationResponseSchema, ...errors } } },
    (request) => navigation.loadNavigation(requireCaller(request)),
  );

  // The quick menu is for students only (spec 6); other roles get 403, not an empty list.
  app.get(
    urlOf(app, navigationEndpoints.quickNavigation),
    { config: { access: access.roles('SCHUELER').in('none') }, schema: { response: { 200: quickNavigationResponseSchema, ...errors } } },
    (request) => navigation.loadQuickNavigation(requireCaller(request)),
  );
};
