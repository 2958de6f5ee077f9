import {
  errorBodySchema,
  questCreateBodySchema,
  questListQuerySchema,
  questListResponseSchema,
  questParamsSchema,
  questSchema,
  questUpdateBodySchema,
} from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, requireCaller } from '../../../platform/auth/access';
import type { QuestsService } from './quests.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const questsRoutes: FastifyPluginAsyncZod<{ quests: QuestsService }> = async (app, { quests }) => {
  // Students see the running quests of their class; teachers those of a class they teach.
  app.get(
    '/quests',
    {
      config: { access: access.roles('SCHUELER', 'LEHRER').in('school') },
      schema: { querystring: questListQuerySchema, response: { 200: questListResponseSchema, ...errors } },
    },
    (request) => quests.list(requireCaller(request), request.query),
  );

  app.post(
    '/quests',
    {
      config: { access: access.roles('LEHRER').in('school') },
      schema: { body: questCreateBodySchema, response: { 201: questSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await quests.start(requireCaller(request), request.body)),
  );

  app.put(
    '/quests/:id',
    {
      config: { access: access.roles('LEHRER').in('school') },
      schema: { params: questParamsSchema, body: questUpdateBodySchema, response: { 200: questSchema, ...errors } },
    },
    (request) => quests.update(requireCaller(request), request.params.id, request.body),
  );

  app.post(
    '/quests/:id/participations',
    {
      config: { access: access.roles('SCHUELER').in('school') },
      schema: { params: questParamsSchema, response: { 200: questSchema, ...errors } },
    },
    (request) => quests.join(requireCaller(request), request.params.id),
  );
};
