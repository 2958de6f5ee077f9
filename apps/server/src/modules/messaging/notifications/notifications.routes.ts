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
import { access, requireCaller } from '../../../platform/auth/access';
import type { NotificationsService } from './notifications.service';

const errors = { 401: errorBodySchema, 403: errorBodySchema };

export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  // Deactivated accounts reach only the landing page actions (spec 4), so no notifications.
  const forPermittedRoles = { access: access.roles(...PERMITTED_ROLES).in('own') };

  app.get(
    '/notifications/unread',
    { config: forPermittedRoles, schema: { response: { 200: unreadNotificationsResponseSchema, ...errors } } },
    (request) => notifications.listUnread(requireCaller(request)),
  );

  app.patch(
    '/notifications/read',
    {
      config: forPermittedRoles,
      schema: { body: notificationsReadBodySchema, response: { 200: notificationsReadResponseSchema, 400: errorBodySchema, ...errors } },
    },
    (request) => notifications.markManyRead(requireCaller(request), request.body.uuids),
  );

  app.patch(
    '/notifications/:uuid/read',
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
    '/notifications/bubbles',
    {
      config: forPermittedRoles,
      schema: { querystring: bubblesQuerySchema, response: { 200: bubblesResponseSchema, 400: errorBodySchema, ...errors } },
    },
    (request) => notifications.countBubbles(requireCaller(request), request.query.types),
  );
};
