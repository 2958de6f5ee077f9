import { errorBodySchema, importantNotificationBodySchema, importantNotificationSchema, ownImportantNotificationSchema } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as importantNotificationsEndpoints from '@berufswahl/contracts/messaging/endpoints/important-notifications';
import { access, requireCaller } from '../../../platform/auth/access';
import { IMPORTANT_NOTIFICATION_READERS, IMPORTANT_NOTIFICATION_WRITERS } from './important-notifications.policy';
import type { ImportantNotificationsService } from './important-notifications.service';
import { urlOf } from '../../../platform/http/endpoint-url';
import { errorResponses } from '../../../platform/http/error-responses';

const errors = errorResponses(401, 403);
const responses = { 200: importantNotificationSchema, ...errors };

export const importantNotificationsRoutes: FastifyPluginAsyncZod<{ important: ImportantNotificationsService }> = async (
  app,
  { important },
) => {
  app.get(
    urlOf(app, importantNotificationsEndpoints.importantNotification),
    { config: { access: access.roles(...IMPORTANT_NOTIFICATION_READERS).in('own') }, schema: { response: responses } },
    (request) => important.read(requireCaller(request)),
  );

  // The editor's content (decision 023): the writer's own text, not the combined banner.
  app.get(
    urlOf(app, importantNotificationsEndpoints.ownImportantNotification),
    { config: { access: access.roles(...IMPORTANT_NOTIFICATION_WRITERS).in('own') }, schema: { response: { 200: ownImportantNotificationSchema, ...errors } } },
    (request) => important.readOwn(requireCaller(request)),
  );

  app.post(
    urlOf(app, importantNotificationsEndpoints.saveImportantNotification),
    {
      config: { access: access.roles(...IMPORTANT_NOTIFICATION_WRITERS).in('own') },
      schema: { body: importantNotificationBodySchema, response: { ...responses, 400: errorBodySchema } },
    },
    (request) => important.write(requireCaller(request), request.body.important_notification),
  );

  app.delete(
    urlOf(app, importantNotificationsEndpoints.deleteImportantNotification),
    { config: { access: access.roles(...IMPORTANT_NOTIFICATION_WRITERS).in('own') }, schema: { response: responses } },
    (request) => important.remove(requireCaller(request)),
  );
};
