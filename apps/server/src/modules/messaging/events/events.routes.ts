import {
  NEWS_READER_ROLES,
  NEWS_WRITER_ROLES,
  eventBodySchema,
  eventItemSchema,
  newsListQuerySchema,
  eventListSchema,
  eventParamsSchema,
} from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as newsEndpoints from '@berufswahl/contracts/messaging/endpoints/news';
import { access, requireCaller } from '../../../platform/auth/access';
import type { NewsService } from '../news/news.service';
import { urlOf } from '../../../platform/http/endpoint-url';
import { errorResponses } from '../../../platform/http/error-responses';

const errors = errorResponses(400, 401, 403, 404, 429);

/**
 * Events (Termine, spec 3, 7): news items with a date and a place, sharing the news service and
 * its visibility rule (`../news`). The list holds upcoming events only, soonest first.
 */
export const eventsRoutes: FastifyPluginAsyncZod<{ events: NewsService['events'] }> = async (app, { events }) => {
  app.get(
    urlOf(app, newsEndpoints.events),
    {
      config: { access: access.roles(...NEWS_READER_ROLES).in('own') },
      schema: { querystring: newsListQuerySchema, response: { 200: eventListSchema, ...errors } },
    },
    (request) => events.list(requireCaller(request), request.query),
  );

  app.get(
    urlOf(app, newsEndpoints.event),
    {
      config: { access: access.roles(...NEWS_READER_ROLES).in('own') },
      schema: { params: eventParamsSchema, response: { 200: eventItemSchema, ...errors } },
    },
    (request) => events.get(requireCaller(request), request.params.eventUuid),
  );

  app.post(
    urlOf(app, newsEndpoints.createEvent),
    {
      config: { access: access.roles(...NEWS_WRITER_ROLES).in('own') },
      schema: { body: eventBodySchema, response: { 201: eventItemSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await events.create(requireCaller(request), request.body)),
  );

  app.put(
    urlOf(app, newsEndpoints.updateEvent),
    {
      config: { access: access.roles(...NEWS_WRITER_ROLES).in('own') },
      schema: { params: eventParamsSchema, body: eventBodySchema, response: { 200: eventItemSchema, ...errors } },
    },
    (request) => events.update(requireCaller(request), request.params.eventUuid, request.body),
  );

  app.delete(
    urlOf(app, newsEndpoints.deleteEvent),
    {
      config: { access: access.roles(...NEWS_WRITER_ROLES).in('own') },
      schema: { params: eventParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await events.remove(requireCaller(request), request.params.eventUuid);
      return reply.status(204).send(null);
    },
  );
};
