import { NEWS_READER_ROLES } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as calendarFeedSchemas from '@berufswahl/contracts/messaging/endpoints/calendar-feeds.schemas';
import { access, requireCaller } from '../../../platform/auth/access';
import { declaredRoute } from '../../../platform/http/declared-route';
import type { CalendarFeedsService } from './calendar-feeds.service';
import { sendCalendar } from './calendar-reply';

/**
 * The caller's calendar feed and one event as `.ics` (decision 238): everyone who reads events,
 * each only their own feed. The feed itself is served by the public module (`public-calendar.routes.ts`).
 */
export const calendarFeedsRoutes: FastifyPluginAsyncZod<{ calendarFeeds: CalendarFeedsService }> = async (app, { calendarFeeds }) => {
  const readers = access.roles(...NEWS_READER_ROLES).in('own');

  app.route({
    ...declaredRoute(app, calendarFeedSchemas.calendarFeed, {
      config: { access: readers },
      errors: [401, 403],
      description: 'Whether the caller has a calendar feed and since when – never its URL, which is shown once.',
    }),
    handler: (request) => calendarFeeds.status(requireCaller(request)),
  });

  app.route({
    ...declaredRoute(app, calendarFeedSchemas.createCalendarFeed, {
      config: { access: readers },
      errors: [401, 403],
      description: 'Makes the caller\'s secret feed URL, or a new one: the previous URL stops working (404).',
    }),
    handler: async (request, reply) => reply.status(201).send(await calendarFeeds.renew(requireCaller(request))),
  });

  app.route({
    ...declaredRoute(app, calendarFeedSchemas.deleteCalendarFeed, { config: { access: readers }, errors: [401, 403] }),
    handler: async (request, reply) => {
      await calendarFeeds.switchOff(requireCaller(request));
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...declaredRoute(app, calendarFeedSchemas.eventIcs, {
      config: { access: readers },
      errors: [401, 403, 404],
      description: 'One event the caller may see as an iCalendar file (text/calendar). Another school\'s event: 404.',
    }),
    handler: async (request, reply) => {
      const { fileName, text } = await calendarFeeds.eventFile(requireCaller(request), request.params.eventUuid);
      return sendCalendar(reply, text, fileName);
    },
  });
};
