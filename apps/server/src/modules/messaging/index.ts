import { createMailTransport } from '../../platform/mail';
import type { ModuleDescriptor } from '../../platform/module';
import { eventsRoutes } from './events/events.routes';
import { createImportantNotificationsRepository } from './important-notifications/important-notifications.repository';
import { importantNotificationsRoutes } from './important-notifications/important-notifications.routes';
import { createImportantNotificationsService } from './important-notifications/important-notifications.service';
import { seedMessagingDemoLife } from './messaging.demo-seed';
import { messagingPersonalData } from './messaging.personal-data';
import { createNewsRepository } from './news/news.repository';
import { newsRoutes } from './news/news.routes';
import { createNewsService } from './news/news.service';
import { createNotificationsRepository } from './notifications/notifications.repository';
import { notificationsRoutes } from './notifications/notifications.routes';
import { createNotificationsService } from './notifications/notifications.service';
import { createSupportTicketsRepository } from './support-tickets/support-tickets.repository';
import { supportTicketsRoutes } from './support-tickets/support-tickets.routes';
import { createSupportTicketsService } from './support-tickets/support-tickets.service';

export { notifyUsers, type NewNotificationInput } from './notifications/notifications.service';

/** Mounted at /api/messaging/v1. */
export const messagingModule: ModuleDescriptor = {
  name: 'messaging',
  prefix: '/api/messaging/v1',
  routes: async (app, { config, db }) => {
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
      important: createImportantNotificationsService({ db, repository: createImportantNotificationsRepository(db) }),
    });
    const newsService = createNewsService({ repository: createNewsRepository(db), db });
    await app.register(newsRoutes, { news: newsService.news });
    await app.register(eventsRoutes, { events: newsService.events });
  },
  personalData: [messagingPersonalData],
  seedDemo: async (db, { world, now, withLife }) => {
    if (withLife) await seedMessagingDemoLife(db, world, world.life, now);
  },
};
