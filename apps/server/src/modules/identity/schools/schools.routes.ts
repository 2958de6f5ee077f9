import {
  adminSchoolSchema,
  adminSchoolsResponseSchema,
  errorBodySchema,
  landParamsSchema,
  newSchoolBodySchema,
  PERMITTED_ROLES,
  schoolDataBodySchema,
  schoolParamsSchema,
  schoolSummarySchema,
  schoolTypesResponseSchema,
  sekundarstufenResponseSchema,
  LAND_COORDINATOR_ROLES,
} from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as schoolsEndpoints from '@berufswahl/contracts/identity/endpoints/schools';
import { access, requireCaller } from '../../../platform/auth/access';
import type { SchoolsService } from './schools.service';
import { urlOf } from '../../../platform/http/endpoint-url';
import * as administrationEndpoints from '@berufswahl/contracts/identity/endpoints/administration';
import { errorResponses } from '../../../platform/http/error-responses';

const errors = errorResponses(401, 403);
const stateCoordinator = access.roles(...LAND_COORDINATOR_ROLES).in('client');

export const schoolsRoutes: FastifyPluginAsyncZod<{ schools: SchoolsService }> = async (app, { schools }) => {
  // Deactivated accounts may move to another school, so they see the list too.
  app.get(
    urlOf(app, schoolsEndpoints.sekundarstufen),
    { config: { access: access.signedIn().in('none') }, schema: { response: { 200: sekundarstufenResponseSchema, ...errors } } },
    (request) => schools.listSekundarstufen(requireCaller(request)),
  );

  app.get(
    urlOf(app, schoolsEndpoints.school),
    {
      config: { access: access.roles(...PERMITTED_ROLES).in('school') },
      schema: { params: schoolParamsSchema, response: { 200: schoolSummarySchema, 404: errorBodySchema, ...errors } },
    },
    (request) => schools.getSchool(requireCaller(request), request.params.schoolUuid),
  );

  // The school data form (spec 5, 7): the school's own coordinator fills in the officer and
  // principal contacts. The client only logs a failure (spec 8); the answer still says why.
  app.patch(
    urlOf(app, schoolsEndpoints.updateSchool),
    {
      config: { access: access.roles('ADMIN_SCHULE').in('school') },
      schema: {
        params: schoolParamsSchema,
        body: schoolDataBodySchema,
        response: { 200: schoolSummarySchema, 400: errorBodySchema, 404: errorBodySchema, ...errors },
      },
    },
    (request) => schools.updateContacts(requireCaller(request), request.params.schoolUuid, request.body),
  );

  app.get(
    urlOf(app, schoolsEndpoints.schoolTypes),
    { config: { access: access.signedIn().in('none') }, schema: { response: { 200: schoolTypesResponseSchema, ...errors } } },
    () => schools.listSchoolTypes(),
  );

  // The administration of a Land's schools: its state coordinators and the federal admin.
  app.get(
    urlOf(app, administrationEndpoints.landSchools),
    { config: { access: stateCoordinator }, schema: { params: landParamsSchema, response: { 200: adminSchoolsResponseSchema, ...errors, 404: errorBodySchema } } },
    (request) => schools.listOfClient(requireCaller(request), request.params.clientUuid),
  );

  app.post(
    urlOf(app, administrationEndpoints.createSchool),
    {
      config: { access: stateCoordinator },
      schema: { params: landParamsSchema, body: newSchoolBodySchema, response: { 201: adminSchoolSchema, 400: errorBodySchema, ...errors, 404: errorBodySchema } },
    },
    async (request, reply) => reply.status(201).send(await schools.create(requireCaller(request), request.params.clientUuid, request.body)),
  );
};
