import {
  questCreateBodySchema,
  questListQuerySchema,
  questListResponseSchema,
  questParamsSchema,
  questSchema,
  questUpdateBodySchema,
} from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as questsEndpoints from '@berufswahl/contracts/arcade/endpoints/quests';
import { access, requireCaller } from '../../../platform/auth/access';
import type { QuestsService } from './quests.service';
import { urlOf } from '../../../platform/http/endpoint-url';
import { errorResponses } from '../../../platform/http/error-responses';

const errors = errorResponses(400, 401, 403, 404);

export const questsRoutes: FastifyPluginAsyncZod<{ quests: QuestsService }> = async (app, { quests }) => {
  // Students see the running quests of their class; teachers those of a class they teach.
  app.get(
    urlOf(app, questsEndpoints.quests),
    {
      config: { access: access.roles('SCHUELER', 'LEHRER').in('school') },
      schema: { querystring: questListQuerySchema, response: { 200: questListResponseSchema, ...errors } },
    },
    (request) => quests.list(requireCaller(request), request.query),
  );

  app.post(
    urlOf(app, questsEndpoints.startQuest),
    {
      config: { access: access.roles('LEHRER').in('school') },
      schema: { body: questCreateBodySchema, response: { 201: questSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await quests.start(requireCaller(request), request.body)),
  );

  app.put(
    urlOf(app, questsEndpoints.updateQuest),
    {
      config: { access: access.roles('LEHRER').in('school') },
      schema: { params: questParamsSchema, body: questUpdateBodySchema, response: { 200: questSchema, ...errors } },
    },
    (request) => quests.update(requireCaller(request), request.params.id, request.body),
  );

  app.post(
    urlOf(app, questsEndpoints.joinQuest),
    {
      config: { access: access.roles('SCHUELER').in('school') },
      schema: { params: questParamsSchema, response: { 200: questSchema, ...errors } },
    },
    (request) => quests.join(requireCaller(request), request.params.id),
  );
};
