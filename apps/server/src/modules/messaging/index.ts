import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { createMailTransport } from '../../platform/mail';
import { createImportantNotificationsRepository } from './important-notifications/important-notifications.repository';
import { importantNotificationsRoutes } from './important-notifications/important-notifications.routes';
import { createImportantNotificationsService } from './important-notifications/important-notifications.service';
import { createNotificationsRepository } from './notifications/notifications.repository';
import { notificationsRoutes } from './notifications/notifications.routes';
import { createNotificationsService } from './notifications/notifications.service';
import { createSupportTicketsRepository } from './support-tickets/support-tickets.repository';
import { supportTicketsRoutes } from './support-tickets/support-tickets.routes';
import { createSupportTicketsService } from './support-tickets/support-tickets.service';

export { notifyUsers, type NewNotificationInput } from './notifications/notifications.service';

/** Mounted at /api/messaging/v1. */
export const messagingModule: FastifyPluginAsync<AppContext> = async (app, { config, db }) => {
  await app.register(supportTicketsRoutes, {
    tickets: createSupportTicketsService({
      repository: createSupportTicketsRepository(db),
      mail: createMailTransport(config),
      mailFrom: config.mail.from,
      log: app.log,
    }),
  });
  await app.register(notificationsRoutes, { notifications: createNotificationsService(createNotificationsRepository(db)) });
  await app.register(importantNotificationsRoutes, {
    important: createImportantNotificationsService(createImportantNotificationsRepository(db)),
  });
};
