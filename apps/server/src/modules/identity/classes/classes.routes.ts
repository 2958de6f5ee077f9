import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as administrationSchemas from '@berufswahl/contracts/identity/endpoints/administration.schemas';
import { access, requireCaller } from '../../../platform/auth/access';
import { declaredRoute } from '../../../platform/http/declared-route';
import type { ClassesService } from './classes.service';

const schoolCoordinator = access.roles('ADMIN_SCHULE').in('school');

export const classesRoutes: FastifyPluginAsyncZod<{ classes: ClassesService }> = async (app, { classes }) => {
  app.route({
    ...declaredRoute(app, administrationSchemas.classes, { config: { access: schoolCoordinator }, errors: [401, 403, 404] }),
    handler: (request) => classes.list(requireCaller(request), request.params.schoolUuid),
  });

  app.route({
    ...declaredRoute(app, administrationSchemas.createClass, { config: { access: schoolCoordinator }, errors: [400, 401, 403, 404, 409] }),
    handler: async (request, reply) => reply.status(201).send(await classes.create(requireCaller(request), request.params.schoolUuid, request.body)),
  });

  app.route({
    ...declaredRoute(app, administrationSchemas.updateClass, { config: { access: schoolCoordinator }, errors: [400, 401, 403, 404, 409] }),
    handler: (request) => classes.update(requireCaller(request), request.params.schoolUuid, request.params.classUuid, request.body),
  });

  // Only an empty class can be deleted; otherwise 409 with how many students must move first (decision 105).
  app.route({
    ...declaredRoute(app, administrationSchemas.deleteClass, { config: { access: schoolCoordinator }, errors: [401, 403, 404, 409] }),
    handler: (request) => classes.remove(requireCaller(request), request.params.schoolUuid, request.params.classUuid),
  });

  app.route({
    ...declaredRoute(app, administrationSchemas.assignTeacher, { config: { access: schoolCoordinator }, errors: [400, 401, 403, 404] }),
    handler: (request) => classes.assignTeacher(requireCaller(request), request.params.schoolUuid, request.params.classUuid, request.params.teacherUuid),
  });

  app.route({
    ...declaredRoute(app, administrationSchemas.unassignTeacher, { config: { access: schoolCoordinator }, errors: [401, 403, 404] }),
    handler: (request) => classes.unassignTeacher(requireCaller(request), request.params.schoolUuid, request.params.classUuid, request.params.teacherUuid),
  });
};
