import {
  auditPageSchema,
  auditQuerySchema,
  landParamsSchema,
  schoolAdminParamsSchema,
  COORDINATOR_ROLES,
  LAND_COORDINATOR_ROLES,
} from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, requireCaller } from '../../platform/auth/access';
import type { AuditService } from './audit.service';
import * as administrationEndpoints from '@berufswahl/contracts/identity/endpoints/administration';
import { urlOf } from '../../platform/http/endpoint-url';
import { errorResponses } from '../../platform/http/error-responses';

const errors = errorResponses(401, 403, 404);

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  // Coordinators read the trail of what they oversee: a school coordinator the own school, a state
  // coordinator every school of the Land, the federal admin everything.
  app.get(
    urlOf(app, administrationEndpoints.schoolAuditEvents),
    {
      config: { access: access.roles(...COORDINATOR_ROLES).in('school') },
      schema: { params: schoolAdminParamsSchema, querystring: auditQuerySchema, response: { 200: auditPageSchema, ...errors } },
    },
    (request) => audit.ofSchool(requireCaller(request), request.params.schoolUuid, request.query.page),
  );

  app.get(
    urlOf(app, administrationEndpoints.clientAuditEvents),
    {
      config: { access: access.roles(...LAND_COORDINATOR_ROLES).in('client') },
      schema: { params: landParamsSchema, querystring: auditQuerySchema, response: { 200: auditPageSchema, ...errors } },
    },
    (request) => audit.ofClient(requireCaller(request), request.params.clientUuid, request.query.page),
  );
};
