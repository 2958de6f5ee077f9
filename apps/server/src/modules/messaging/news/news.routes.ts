import { NEWS_READER_ROLES, NEWS_WRITER_ROLES } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as newsSchemas from '@berufswahl/contracts/messaging/endpoints/news.schemas';
import { access, joinedCaller, requireCaller } from '../../../platform/auth/access';
import { declaredRoute } from '../../../platform/http/declared-route';
import type { NewsService } from './news.service';

const errors = [400, 401, 403, 404, 429] as const;

/**
 * News (spec 3, 7). Every item lives in the caller's own scope – school, Land or system – so the
 * routes are `own`: a uuid from another school answers 404 (the service's visibility rule).
 */
export const newsRoutes: FastifyPluginAsyncZod<{ news: NewsService['news'] }> = async (app, { news }) => {
  app.route({
    // A hot read of the caller's own scope: its query reads the caller's row too (decisions 253, 259).
    ...declaredRoute(app, newsSchemas.news, { config: { access: access.roles(...NEWS_READER_ROLES).in('own').withCallerJoined() }, errors }),
    handler: (request) => news.list(joinedCaller(request), request.query),
  });

  app.route({
    ...declaredRoute(app, newsSchemas.newsItem, { config: { access: access.roles(...NEWS_READER_ROLES).in('own') }, errors }),
    handler: (request) => news.get(requireCaller(request), request.params.newsUuid),
  });

  app.route({
    ...declaredRoute(app, newsSchemas.createNews, { config: { access: access.roles(...NEWS_WRITER_ROLES).in('own') }, errors }),
    handler: async (request, reply) => reply.status(201).send(await news.create(requireCaller(request), request.body)),
  });

  app.route({
    ...declaredRoute(app, newsSchemas.updateNews, { config: { access: access.roles(...NEWS_WRITER_ROLES).in('own') }, errors }),
    handler: (request) => news.update(requireCaller(request), request.params.newsUuid, request.body),
  });

  app.route({
    ...declaredRoute(app, newsSchemas.deleteNews, { config: { access: access.roles(...NEWS_WRITER_ROLES).in('own') }, errors }),
    handler: async (request, reply) => {
      await news.remove(requireCaller(request), request.params.newsUuid);
      return reply.status(204).send(null);
    },
  });
};
