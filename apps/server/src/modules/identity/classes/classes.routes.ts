import {
  adminClassesResponseSchema,
  adminClassParamsSchema,
  adminClassSchema,
  classBodySchema,
  deletedClassSchema,
  errorBodySchema,
  schoolAdminParamsSchema,
  teacherAssignmentParamsSchema,
} from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, requireCaller } from '../../../platform/auth/access';
import type { ClassesService } from './classes.service';
import * as administrationEndpoints from '@berufswahl/contracts/identity/endpoints/administration';
import { urlOf } from '../../../platform/http/endpoint-url';
import { errorResponses } from '../../../platform/http/error-responses';

const errors = errorResponses(401, 403, 404);
const conflict = { 409: errorBodySchema };
const schoolCoordinator = access.roles('ADMIN_SCHULE').in('school');

export const classesRoutes: FastifyPluginAsyncZod<{ classes: ClassesService }> = async (app, { classes }) => {
  app.get(
    urlOf(app, administrationEndpoints.classes),
    { config: { access: schoolCoordinator }, schema: { params: schoolAdminParamsSchema, response: { 200: adminClassesResponseSchema, ...errors } } },
    (request) => classes.list(requireCaller(request), request.params.schoolUuid),
  );

  app.post(
    urlOf(app, administrationEndpoints.createClass),
    {
      config: { access: schoolCoordinator },
      schema: { params: schoolAdminParamsSchema, body: classBodySchema, response: { 201: adminClassSchema, 400: errorBodySchema, ...conflict, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await classes.create(requireCaller(request), request.params.schoolUuid, request.body)),
  );

  app.patch(
    urlOf(app, administrationEndpoints.updateClass),
    {
      config: { access: schoolCoordinator },
      schema: { params: adminClassParamsSchema, body: classBodySchema, response: { 200: adminClassSchema, 400: errorBodySchema, ...conflict, ...errors } },
    },
    (request) => classes.update(requireCaller(request), request.params.schoolUuid, request.params.classUuid, request.body),
  );

  // Only an empty class can be deleted; otherwise 409 with how many students must move first (decision 105).
  app.delete(
    urlOf(app, administrationEndpoints.deleteClass),
    {
      config: { access: schoolCoordinator },
      schema: { params: adminClassParamsSchema, response: { 200: deletedClassSchema, ...conflict, ...errors } },
    },
    (request) => classes.remove(requireCaller(request), request.params.schoolUuid, request.params.classUuid),
  );

  app.put(
    urlOf(app, administrationEndpoints.assignTeacher),
    {
      config: { access: schoolCoordinator },
      schema: { params: teacherAssignmentParamsSchema, response: { 200: adminClassSchema, 400: errorBodySchema, ...errors } },
    },
    (request) => classes.assignTeacher(requireCaller(request), request.params.schoolUuid, request.params.classUuid, request.params.teacherUuid),
  );

  app.delete(
    urlOf(app, administrationEndpoints.unassignTeacher),
    {
      config: { access: schoolCoordinator },
      schema: { params: teacherAssignmentParamsSchema, response: { 200: adminClassSchema, ...errors } },
    },
    (request) => classes.unassignTeacher(requireCaller(request), request.params.schoolUuid, request.params.classUuid, request.params.teacherUuid),
  );
};
