import { answerParamsSchema, errorBodySchema, reflectionListSchema, reflectionSchema } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as reflectionsEndpoints from '@berufswahl/contracts/bo/endpoints/reflections';
import { access, requireCaller } from '../../../platform/auth/access';
import type { ReflectionsService } from './reflections.service';
import { urlOf } from '../../../platform/http/endpoint-url';
import { errorResponses } from '../../../platform/http/error-responses';

const errors = errorResponses(401, 403);
const studentsOwn = { access: access.roles('SCHUELER').in('own') };

/** The Reflexion menu entry: the student's answers and their trash (decision 063). */
export const reflectionsRoutes: FastifyPluginAsyncZod<{ reflections: ReflectionsService }> = async (app, { reflections }) => {
  app.get(urlOf(app, reflectionsEndpoints.reflections), { config: studentsOwn, schema: { response: { 200: reflectionListSchema, ...errors } } }, (request) =>
    reflections.list(requireCaller(request)),
  );

  app.get(urlOf(app, reflectionsEndpoints.reflectionsTrash), { config: studentsOwn, schema: { response: { 200: reflectionListSchema, ...errors } } }, (request) =>
    reflections.listTrash(requireCaller(request)),
  );

  app.delete(
    urlOf(app, reflectionsEndpoints.trashReflection),
    { config: studentsOwn, schema: { params: answerParamsSchema, response: { 200: reflectionSchema, 400: errorBodySchema, 404: errorBodySchema, ...errors } } },
    (request) => reflections.moveToTrash(requireCaller(request), request.params.answerUuid),
  );

  app.post(
    urlOf(app, reflectionsEndpoints.restoreReflection),
    { config: studentsOwn, schema: { params: answerParamsSchema, response: { 200: reflectionSchema, 400: errorBodySchema, 404: errorBodySchema, ...errors } } },
    (request) => reflections.restore(requireCaller(request), request.params.answerUuid),
  );

  app.delete(
    urlOf(app, reflectionsEndpoints.deleteReflection),
    { config: studentsOwn, schema: { params: answerParamsSchema, response: { 204: z.null(), 400: errorBodySchema, 404: errorBodySchema, ...errors } } },
    async (request, reply) => {
      await reflections.deleteForever(requireCaller(request), request.params.answerUuid);
      return reply.status(204).send(null);
    },
  );
};
