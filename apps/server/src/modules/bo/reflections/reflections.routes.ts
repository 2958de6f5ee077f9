import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as reflectionsSchemas from '@berufswahl/contracts/bo/endpoints/reflections.schemas';
import { access, requireCaller } from '../../../platform/auth/access';
import { declaredRoute } from '../../../platform/http/declared-route';
import type { ReflectionsService } from './reflections.service';

const studentsOwn = { access: access.roles('SCHUELER').in('own') };

/** The Reflexion menu entry: the student's answers and their trash (decision 063). */
export const reflectionsRoutes: FastifyPluginAsyncZod<{ reflections: ReflectionsService }> = async (app, { reflections }) => {
  app.route({
    ...declaredRoute(app, reflectionsSchemas.reflections, { config: studentsOwn, errors: [401, 403] }),
    handler: (request) => reflections.list(requireCaller(request)),
  });

  app.route({
    ...declaredRoute(app, reflectionsSchemas.reflectionsTrash, { config: studentsOwn, errors: [401, 403] }),
    handler: (request) => reflections.listTrash(requireCaller(request)),
  });

  app.route({
    ...declaredRoute(app, reflectionsSchemas.trashReflection, { config: studentsOwn, errors: [400, 401, 403, 404] }),
    handler: (request) => reflections.moveToTrash(requireCaller(request), request.params.answerUuid),
  });

  app.route({
    ...declaredRoute(app, reflectionsSchemas.restoreReflection, { config: studentsOwn, errors: [400, 401, 403, 404] }),
    handler: (request) => reflections.restore(requireCaller(request), request.params.answerUuid),
  });

  app.route({
    ...declaredRoute(app, reflectionsSchemas.deleteReflection, { config: studentsOwn, errors: [400, 401, 403, 404] }),
    handler: async (request, reply) => {
      await reflections.deleteForever(requireCaller(request), request.params.answerUuid);
      return reply.status(204).send(null);
    },
  });
};
