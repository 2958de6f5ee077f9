import {
  bubblesQuerySchema,
  bubblesResponseSchema,
  errorBodySchema,
  notificationParamsSchema,
  notificationSchema,
  notificationsReadBodySchema,
  notificationsReadResponseSchema,
  PERMITTED_ROLES,
  unreadNotificationsResponseSchema,
} from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as notificationsEndpoints from '@berufswahl/contracts/messaging/endpoints/notifications';
import { access, requireCaller } from '../../../platform/auth/access';
import type { NotificationsService } from './notifications.service';
import { urlOf } from '../../../platform/http/endpoint-url';
import { errorResponses } from '../../../platform/http/error-responses';

const errors = errorResponses(401, 403);

export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  // Deactivated accounts reach only the landing page actions (spec 4), so no notifications.
  const forPermittedRoles = { access: access.roles(...PERMITTED_ROLES).in('own') };

  app.get(
    urlOf(app, notificationsEndpoints.unreadNotifications),
    { config: forPermittedRoles, schema: { response: { 200: unreadNotificationsResponseSchema, ...errors } } },
    (request) => notifications.listUnread(requireCaller(request)),
  );

  app.patch(
    urlOf(app, notificationsEndpoints.markNotificationsRead),
    {
      config: forPermittedRoles,
      schema: { body: notificationsReadBodySchema, response: { 200: notificationsReadResponseSchema, 400: errorBodySchema, ...errors } },
    },
    (request) => notifications.markManyRead(requireCaller(request), request.body.uuids),
  );

  app.patch(
    urlOf(app, notificationsEndpoints.markNotificationRead),
    {
      config: forPermittedRoles,
      schema: {
        params: notificationParamsSchema,
        response: { 200: notificationSchema, 400: errorBodySchema, 404: errorBodySchema, ...errors },
      },
    },
    (request) => notifications.markRead(requireCaller(request), request.params.uuid),
  );

  app.get(
    urlOf(app, notificationsEndpoints.notificationBubbles),
    {
      config: forPermittedRoles,
      schema: { querystring: bubblesQuerySchema, response: { 200: bubblesResponseSchema, 400: errorBodySchema, ...errors } },
    },
    (request) => notifications.countBubbles(requireCaller(request), request.query.types),
  );
};
