import { answerParamsSchema, errorBodySchema, reflectionListSchema, reflectionSchema } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, requireCaller } from '../../../platform/auth/access';
import type { ReflectionsService } from './reflections.service';

const errors = { 401: errorBodySchema, 403: errorBodySchema };
const studentsOwn = { access: access.roles('SCHUELER').in('own') };

/** The Reflexion menu entry: the student's answers and their trash (decision 063). */
export const reflectionsRoutes: FastifyPluginAsyncZod<{ reflections: ReflectionsService }> = async (app, { reflections }) => {
  app.get('/reflections', { config: studentsOwn, schema: { response: { 200: reflectionListSchema, ...errors } } }, (request) =>
    reflections.list(requireCaller(request)),
  );

  app.get('/reflections/trash', { config: studentsOwn, schema: { response: { 200: reflectionListSchema, ...errors } } }, (request) =>
    reflections.listTrash(requireCaller(request)),
  );

  app.delete(
    '/reflections/:answerUuid',
    { config: studentsOwn, schema: { params: answerParamsSchema, response: { 200: reflectionSchema, 400: errorBodySchema, 404: errorBodySchema, ...errors } } },
    (request) => reflections.moveToTrash(requireCaller(request), request.params.answerUuid),
  );

  app.post(
    '/reflections/trash/:answerUuid/restore',
    { config: studentsOwn, schema: { params: answerParamsSchema, response: { 200: reflectionSchema, 400: errorBodySchema, 404: errorBodySchema, ...errors } } },
    (request) => reflections.restore(requireCaller(request), request.params.answerUuid),
  );

  app.delete(
    '/reflections/trash/:answerUuid',
    { config: studentsOwn, schema: { params: answerParamsSchema, response: { 204: z.null(), 400: errorBodySchema, 404: errorBodySchema, ...errors } } },
    async (request, reply) => {
      await reflections.deleteForever(requireCaller(request), request.params.answerUuid);
      return reply.status(204).send(null);
    },
  );
};
