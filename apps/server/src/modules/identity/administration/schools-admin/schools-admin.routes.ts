import { adminSchoolSchema, adminSchoolsResponseSchema, errorBodySchema, landParamsSchema, newSchoolBodySchema } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, requireCaller } from '../../../../platform/auth/access';
import type { SchoolsAdminService } from './schools-admin.service';

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const stateCoordinator = access.roles('ADMIN_LAND', 'SUPER_ADMIN').in('client');

export const schoolsAdminRoutes: FastifyPluginAsyncZod<{ schoolsAdmin: SchoolsAdminService }> = async (app, { schoolsAdmin }) => {
  app.get(
    '/clients/:clientUuid/schools',
    { config: { access: stateCoordinator }, schema: { params: landParamsSchema, response: { 200: adminSchoolsResponseSchema, ...errors } } },
    (request) => schoolsAdmin.list(requireCaller(request), request.params.clientUuid),
  );

  app.post(
    '/clients/:clientUuid/schools',
    {
      config: { access: stateCoordinator },
      schema: { params: landParamsSchema, body: newSchoolBodySchema, response: { 201: adminSchoolSchema, 400: errorBodySchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await schoolsAdmin.create(requireCaller(request), request.params.clientUuid, request.body)),
  );
};
