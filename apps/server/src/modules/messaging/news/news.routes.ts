import {
  NEWS_READER_ROLES,
  NEWS_WRITER_ROLES,
  newsBodySchema,
  newsItemSchema,
  newsListQuerySchema,
  newsListSchema,
  newsParamsSchema,
} from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as newsEndpoints from '@berufswahl/contracts/messaging/endpoints/news';
import { access, requireCaller } from '../../../platform/auth/access';
import type { NewsService } from './news.service';
import { urlOf } from '../../../platform/http/endpoint-url';
import { errorResponses } from '../../../platform/http/error-responses';

const errors = errorResponses(400, 401, 403, 404, 429);

/**
 * News (spec 3, 7). Every item lives in the caller's own scope – school, Land or system – so the
 * routes are `own`: a uuid from another school answers 404 (the service's visibility rule).
 */
export const newsRoutes: FastifyPluginAsyncZod<{ news: NewsService['news'] }> = async (app, { news }) => {
  app.get(
    urlOf(app, newsEndpoints.news),
    {
      config: { access: access.roles(...NEWS_READER_ROLES).in('own') },
      schema: { querystring: newsListQuerySchema, response: { 200: newsListSchema, ...errors } },
    },
    (request) => news.list(requireCaller(request), request.query),
  );

  app.get(
    urlOf(app, newsEndpoints.newsItem),
    {
      config: { access: access.roles(...NEWS_READER_ROLES).in('own') },
      schema: { params: newsParamsSchema, response: { 200: newsItemSchema, ...errors } },
    },
    (request) => news.get(requireCaller(request), request.params.newsUuid),
  );

  app.post(
    urlOf(app, newsEndpoints.createNews),
    {
      config: { access: access.roles(...NEWS_WRITER_ROLES).in('own') },
      schema: { body: newsBodySchema, response: { 201: newsItemSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await news.create(requireCaller(request), request.body)),
  );

  app.put(
    urlOf(app, newsEndpoints.updateNews),
    {
      config: { access: access.roles(...NEWS_WRITER_ROLES).in('own') },
      schema: { params: newsParamsSchema, body: newsBodySchema, response: { 200: newsItemSchema, ...errors } },
    },
    (request) => news.update(requireCaller(request), request.params.newsUuid, request.body),
  );

  app.delete(
    urlOf(app, newsEndpoints.deleteNews),
    {
      config: { access: access.roles(...NEWS_WRITER_ROLES).in('own') },
      schema: { params: newsParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await news.remove(requireCaller(request), request.params.newsUuid);
      return reply.status(204).send(null);
    },
  );
};
