import { COORDINATOR_ROLES, LAND_COORDINATOR_ROLES } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as administrationSchemas from '@berufswahl/contracts/identity/endpoints/administration.schemas';
import { access, requireCaller } from '../../platform/auth/access';
import { declaredRoute } from '../../platform/http/declared-route';
import type { AuditService } from './audit.service';

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  // Coordinators read the trail of what they oversee: a school coordinator the own school, a state
  // coordinator every school of the Land, the federal admin everything.
  app.route({
    ...declaredRoute(app, administrationSchemas.schoolAuditEvents, {
      config: { access: access.roles(...COORDINATOR_ROLES).in('school') },
      errors: [401, 403, 404],
    }),
    handler: (request) => audit.ofSchool(requireCaller(request), request.params.schoolUuid, request.query.page),
  });

  app.route({
    ...declaredRoute(app, administrationSchemas.clientAuditEvents, {
      config: { access: access.roles(...LAND_COORDINATOR_ROLES).in('client') },
      errors: [401, 403, 404],
    }),
    handler: (request) => audit.ofClient(requireCaller(request), request.params.clientUuid, request.query.page),
  });
};
