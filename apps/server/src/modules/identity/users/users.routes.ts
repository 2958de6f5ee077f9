import { PERMITTED_ROLES } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as meSchemas from '@berufswahl/contracts/identity/endpoints/me.schemas';
import { access, joinedCaller, requireCaller } from '../../../platform/auth/access';
import { declaredRoute } from '../../../platform/http/declared-route';
import type { UsersService } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  // Deactivated accounts read their own profile: the landing page shows their deletion date.
  // Every page load asks for it: its query reads the caller's row itself (decision 253).
  app.route({
    ...declaredRoute(app, meSchemas.me, { config: { access: access.signedIn().in('own').withCallerJoined() }, errors: [401, 403] }),
    handler: (request) => users.loadJoinedMe(joinedCaller(request)),
  });

  app.route({
    ...declaredRoute(app, meSchemas.setContrastMode, { config: { access: access.signedIn().in('own') }, errors: [401, 403] }),
    handler: (request) => users.setContrastMode(requireCaller(request), request.body.contrast_mode),
  });

  app.route({
    ...declaredRoute(app, meSchemas.setSimpleLanguage, { config: { access: access.signedIn().in('own') }, errors: [401, 403] }),
    handler: (request) => users.setSimpleLanguage(requireCaller(request), request.body.simple_language),
  });

  app.route({
    ...declaredRoute(app, meSchemas.setTheme, { config: { access: access.signedIn().in('own') }, errors: [401, 403] }),
    handler: (request) => users.setTheme(requireCaller(request), request.body.theme),
  });

  app.route({
    ...declaredRoute(app, meSchemas.setOnboarding, { config: { access: access.roles(...PERMITTED_ROLES).in('own') }, errors: [401, 403] }),
    handler: (request) => users.setOnboarding(requireCaller(request), request.body.show_onboarding),
  });

  // Usage statistics (decision 186): asked in the first-run queue, changeable on "Meine Daten".
  app.route({
    ...declaredRoute(app, meSchemas.setTrackingConsent, {
      config: { access: access.roles(...PERMITTED_ROLES).in('own') },
      errors: [401, 403],
    }),
    handler: (request) => users.setTrackingConsent(requireCaller(request), request.body.tracking_consent),
  });

  app.route({
    ...declaredRoute(app, meSchemas.switchActiveGroup, { config: { access: access.signedIn().in('own') }, errors: [401, 403] }),
    handler: (request) => users.switchActiveGroup(requireCaller(request), request.params.role),
  });

  app.route({
    ...declaredRoute(app, meSchemas.acceptTerms, { config: { access: access.roles(...PERMITTED_ROLES).in('own') }, errors: [401, 403] }),
    handler: (request) => users.acceptTerms(requireCaller(request)),
  });
};
