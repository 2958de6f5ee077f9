import { createMailTransport } from '../../platform/mail';
import type { ModuleDescriptor } from '../../platform/module';
import { calendarFeedsPersonalData } from './calendar-feeds/calendar-feeds.personal-data';
import { createCalendarFeedsRepository } from './calendar-feeds/calendar-feeds.repository';
import { calendarFeedsRoutes } from './calendar-feeds/calendar-feeds.routes';
import { createCalendarFeedsService } from './calendar-feeds/calendar-feeds.service';
import { publicCalendarRoutes } from './calendar-feeds/public-calendar.routes';
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
    const newsRepository = createNewsRepository(db);
    const newsService = createNewsService({ repository: newsRepository, db });
    await app.register(newsRoutes, { news: newsService.news });
    await app.register(eventsRoutes, { events: newsService.events });
    await app.register(calendarFeedsRoutes, {
      calendarFeeds: createCalendarFeedsService({ repository: createCalendarFeedsRepository(db), news: newsRepository, publicUrl: config.publicUrl }),
    });
  },
  personalData: [messagingPersonalData, calendarFeedsPersonalData],
  seedDemo: async (db, { world, now, withLife }) => {
    if (withLife) await seedMessagingDemoLife(db, world, world.life, now);
  },
};

/**
 * Mounted at /api/public/v1: messaging's answers without an account – the calendar feed behind its
 * secret URL (decision 238). The token in the path is the only authorisation.
 */
export const messagingPublicModule: ModuleDescriptor = {
  name: 'messaging-public',
  prefix: '/api/public/v1',
  routes: async (app, { config, db }) => {
    await app.register(publicCalendarRoutes, {
      calendarFeeds: createCalendarFeedsService({
        repository: createCalendarFeedsRepository(db),
        news: createNewsRepository(db),
        publicUrl: config.publicUrl,
      }),
    });
  },
};
