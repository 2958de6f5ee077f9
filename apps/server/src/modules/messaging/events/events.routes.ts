import { NEWS_READER_ROLES, NEWS_WRITER_ROLES } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as newsSchemas from '@berufswahl/contracts/messaging/endpoints/news.schemas';
import { access, joinedCaller, requireCaller } from '../../../platform/auth/access';
import { declaredRoute } from '../../../platform/http/declared-route';
import type { NewsService } from '../news/news.service';

const errors = [400, 401, 403, 404, 429] as const;

/**
 * Events (Termine, spec 3, 7): news items with a date and a place, sharing the news service and
 * its visibility rule (`../news`). The list holds upcoming events only, soonest first.
 */
export const eventsRoutes: FastifyPluginAsyncZod<{ events: NewsService['events'] }> = async (app, { events }) => {
  app.route({
    // A hot read of the caller's own scope: its query reads the caller's row too (decisions 253, 259).
    ...declaredRoute(app, newsSchemas.events, { config: { access: access.roles(...NEWS_READER_ROLES).in('own').withCallerJoined() }, errors }),
    handler: (request) => events.list(joinedCaller(request), request.query),
  });

  app.route({
    ...declaredRoute(app, newsSchemas.event, { config: { access: access.roles(...NEWS_READER_ROLES).in('own') }, errors }),
    handler: (request) => events.get(requireCaller(request), request.params.eventUuid),
  });

  app.route({
    ...declaredRoute(app, newsSchemas.createEvent, { config: { access: access.roles(...NEWS_WRITER_ROLES).in('own') }, errors }),
    handler: async (request, reply) => reply.status(201).send(await events.create(requireCaller(request), request.body)),
  });

  app.route({
    ...declaredRoute(app, newsSchemas.updateEvent, { config: { access: access.roles(...NEWS_WRITER_ROLES).in('own') }, errors }),
    handler: (request) => events.update(requireCaller(request), request.params.eventUuid, request.body),
  });

  app.route({
    ...declaredRoute(app, newsSchemas.deleteEvent, { config: { access: access.roles(...NEWS_WRITER_ROLES).in('own') }, errors }),
    handler: async (request, reply) => {
      await events.remove(requireCaller(request), request.params.eventUuid);
      return reply.status(204).send(null);
    },
  });
};
