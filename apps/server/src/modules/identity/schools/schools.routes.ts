import { LAND_COORDINATOR_ROLES, PERMITTED_ROLES } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as administrationSchemas from '@berufswahl/contracts/identity/endpoints/administration.schemas';
import * as schoolsSchemas from '@berufswahl/contracts/identity/endpoints/schools.schemas';
import { access, requireCaller } from '../../../platform/auth/access';
import { declaredRoute } from '../../../platform/http/declared-route';
import type { SchoolsService } from './schools.service';

const stateCoordinator = access.roles(...LAND_COORDINATOR_ROLES).in('client');

export const schoolsRoutes: FastifyPluginAsyncZod<{ schools: SchoolsService }> = async (app, { schools }) => {
  // Deactivated accounts may move to another school, so they see the list too.
  app.route({
    ...declaredRoute(app, schoolsSchemas.sekundarstufen, { config: { access: access.signedIn().in('none') }, errors: [401, 403] }),
    handler: (request) => schools.listSekundarstufen(requireCaller(request)),
  });

  app.route({
    ...declaredRoute(app, schoolsSchemas.school, { config: { access: access.roles(...PERMITTED_ROLES).in('school') }, errors: [401, 403, 404] }),
    handler: (request) => schools.getSchool(requireCaller(request), request.params.schoolUuid),
  });

  // The school data form (spec 5, 7): the school's own coordinator fills in the officer and
  // principal contacts. The client only logs a failure (spec 8); the answer still says why.
  app.route({
    ...declaredRoute(app, schoolsSchemas.updateSchool, { config: { access: access.roles('ADMIN_SCHULE').in('school') }, errors: [400, 401, 403, 404] }),
    handler: (request) => schools.updateContacts(requireCaller(request), request.params.schoolUuid, request.body),
  });

  app.route({
    ...declaredRoute(app, schoolsSchemas.schoolTypes, { config: { access: access.signedIn().in('none') }, errors: [401, 403] }),
    handler: () => schools.listSchoolTypes(),
  });

  // The administration of a Land's schools: its state coordinators and the federal admin.
  app.route({
    ...declaredRoute(app, administrationSchemas.landSchools, { config: { access: stateCoordinator }, errors: [401, 403, 404] }),
    handler: (request) => schools.listOfClient(requireCaller(request), request.params.clientUuid),
  });

  app.route({
    ...declaredRoute(app, administrationSchemas.createSchool, { config: { access: stateCoordinator }, errors: [400, 401, 403, 404] }),
    handler: async (request, reply) => reply.status(201).send(await schools.create(requireCaller(request), request.params.clientUuid, request.body)),
  });
};
