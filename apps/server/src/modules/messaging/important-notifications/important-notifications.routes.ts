import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as importantNotificationsSchemas from '@berufswahl/contracts/messaging/endpoints/important-notifications.schemas';
import { access, requireCaller } from '../../../platform/auth/access';
import { declaredRoute } from '../../../platform/http/declared-route';
import { IMPORTANT_NOTIFICATION_READERS, IMPORTANT_NOTIFICATION_WRITERS } from './important-notifications.policy';
import type { ImportantNotificationsService } from './important-notifications.service';

export const importantNotificationsRoutes: FastifyPluginAsyncZod<{ important: ImportantNotificationsService }> = async (
  app,
  { important },
) => {
  app.route({
    ...declaredRoute(app, importantNotificationsSchemas.importantNotification, {
      config: { access: access.roles(...IMPORTANT_NOTIFICATION_READERS).in('own') },
      errors: [401, 403],
    }),
    handler: (request) => important.read(requireCaller(request)),
  });

  // The editor's content (decision 023): the writer's own text, not the combined banner.
  app.route({
    ...declaredRoute(app, importantNotificationsSchemas.ownImportantNotification, {
      config: { access: access.roles(...IMPORTANT_NOTIFICATION_WRITERS).in('own') },
      errors: [401, 403],
    }),
    handler: (request) => important.readOwn(requireCaller(request)),
  });

  app.route({
    ...declaredRoute(app, importantNotificationsSchemas.saveImportantNotification, {
      config: { access: access.roles(...IMPORTANT_NOTIFICATION_WRITERS).in('own') },
      errors: [400, 401, 403],
    }),
    handler: (request) => important.write(requireCaller(request), request.body.important_notification),
  });

  app.route({
    ...declaredRoute(app, importantNotificationsSchemas.deleteImportantNotification, {
      config: { access: access.roles(...IMPORTANT_NOTIFICATION_WRITERS).in('own') },
      errors: [401, 403],
    }),
    handler: (request) => important.remove(requireCaller(request)),
  });
};
