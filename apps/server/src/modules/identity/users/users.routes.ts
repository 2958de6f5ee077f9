import {
  activeGroupParamsSchema,
  contrastModeBodySchema,
  errorBodySchema,
  meSchema,
  onboardingBodySchema,
  PERMITTED_ROLES,
  simpleLanguageBodySchema,
  themeBodySchema,
  trackingConsentBodySchema,
} from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as meEndpoints from '@berufswahl/contracts/identity/endpoints/me';
import { access, requireCaller } from '../../../platform/auth/access';
import type { UsersService } from './users.service';
import { urlOf } from '../../../platform/http/endpoint-url';

const meResponses = { 200: meSchema, 401: errorBodySchema, 403: errorBodySchema };

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  // Deactivated accounts read their own profile: the landing page shows their deletion date.
  app.get(urlOf(app, meEndpoints.me), { config: { access: access.signedIn().in('own') }, schema: { response: meResponses } }, (request) =>
    users.loadMe(requireCaller(request)),
  );

  app.patch(
    urlOf(app, meEndpoints.setContrastMode),
    { config: { access: access.signedIn().in('own') }, schema: { body: contrastModeBodySchema, response: meResponses } },
    (request) => users.setContrastMode(requireCaller(request), request.body.contrast_mode),
  );

  app.patch(
    urlOf(app, meEndpoints.setSimpleLanguage),
    { config: { access: access.signedIn().in('own') }, schema: { body: simpleLanguageBodySchema, response: meResponses } },
    (request) => users.setSimpleLanguage(requireCaller(request), request.body.simple_language),
  );

  app.patch(
    urlOf(app, meEndpoints.setTheme),
    { config: { access: access.signedIn().in('own') }, schema: { body: themeBodySchema, response: meResponses } },
    (request) => users.setTheme(requireCaller(request), request.body.theme),
  );

  app.patch(
    urlOf(app, meEndpoints.setOnboarding),
    { config: { access: access.roles(...PERMITTED_ROLES).in('own') }, schema: { body: onboardingBodySchema, response: meResponses } },
    (request) => users.setOnboarding(requireCaller(request), request.body.show_onboarding),
  );

  // Usage statistics (decision 186): asked in the first-run queue, changeable on "Meine Daten".
  app.patch(
    urlOf(app, meEndpoints.setTrackingConsent),
    { config: { access: access.roles(...PERMITTED_ROLES).in('own') }, schema: { body: trackingConsentBodySchema, response: meResponses } },
    (request) => users.setTrackingConsent(requireCaller(request), request.body.tracking_consent),
  );

  app.patch(
    urlOf(app, meEndpoints.switchActiveGroup),
    { config: { access: access.signedIn().in('own') }, schema: { params: activeGroupParamsSchema, response: meResponses } },
    (request) => users.switchActiveGroup(requireCaller(request), request.params.role),
  );

  app.patch(
    urlOf(app, meEndpoints.acceptTerms),
    { config: { access: access.roles(...PERMITTED_ROLES).in('own') }, schema: { response: meResponses } },
    (request) => users.acceptTerms(requireCaller(request)),
  );
};
