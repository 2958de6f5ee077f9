import { PERMITTED_ROLES } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as notificationsSchemas from '@berufswahl/contracts/messaging/endpoints/notifications.schemas';
import { access, requireCaller } from '../../../platform/auth/access';
import { declaredRoute } from '../../../platform/http/declared-route';
import type { NotificationsService } from './notifications.service';

export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  // Deactivated accounts reach only the landing page actions (spec 4), so no notifications.
  const forPermittedRoles = { access: access.roles(...PERMITTED_ROLES).in('own') };

  app.route({
    ...declaredRoute(app, notificationsSchemas.unreadNotifications, { config: forPermittedRoles, errors: [401, 403] }),
    handler: (request) => notifications.listUnread(requireCaller(request)),
  });

  app.route({
    ...declaredRoute(app, notificationsSchemas.markNotificationsRead, { config: forPermittedRoles, errors: [400, 401, 403] }),
    handler: (request) => notifications.markManyRead(requireCaller(request), request.body.uuids),
  });

  app.route({
    ...declaredRoute(app, notificationsSchemas.markNotificationRead, { config: forPermittedRoles, errors: [400, 401, 403, 404] }),
    handler: (request) => notifications.markRead(requireCaller(request), request.params.uuid),
  });

  app.route({
    ...declaredRoute(app, notificationsSchemas.notificationBubbles, { config: forPermittedRoles, errors: [400, 401, 403] }),
    handler: (request) => notifications.countBubbles(requireCaller(request), request.query.types),
  });
};
