import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as calendarSchemas from '@berufswahl/contracts/public/endpoints/calendar.schemas';
import { access } from '../../../platform/auth/access';
import { declaredRoute } from '../../../platform/http/declared-route';
import { keepSecretLinkAnswersPrivate } from '../../../platform/http/link-token';
import type { CalendarFeedsService } from './calendar-feeds.service';
import { sendCalendar } from './calendar-reply';

/**
 * The calendar feed behind its secret URL, fetched by calendar apps without an account (decision
 * 238). As for feedback links (decision 230): rate-limited per address, kept out of search engines,
 * shared caches and Referer headers – on every answer, errors included. The request log drops the
 * token (`platform/http/request-log.ts`).
 */
export const publicCalendarRoutes: FastifyPluginAsyncZod<{ calendarFeeds: CalendarFeedsService }> = async (app, { calendarFeeds }) => {
  keepSecretLinkAnswersPrivate(app);

  app.route({
    ...declaredRoute(app, calendarSchemas.calendarFeedFile, {
      config: { access: access.public().in('none'), rateLimit: 'calendar' },
      errors: [404, 410],
      description: 'A personal calendar feed (text/calendar, RFC 5545) at `<token>.ics`. Renewed or switched-off token: 410 `LINK_GONE`; unknown token or deactivated account: 404.',
    }),
    handler: async (request, reply) => sendCalendar(reply, await calendarFeeds.feedFile(request.params.feed)),
  });
};
