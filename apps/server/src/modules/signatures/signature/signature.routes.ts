import { CLASS_STAFF_ROLES, LAND_COORDINATOR_ROLES } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as signatureSchemas from '@berufswahl/contracts/signatures/endpoints/signature.schemas';
import { access, requireCaller } from '../../../platform/auth/access';
import { declaredRoute } from '../../../platform/http/declared-route';
import type { SignatureService } from './signature.service';

const errors = [400, 401, 403, 404] as const;

const LAND_COORDINATORS = LAND_COORDINATOR_ROLES;

/** Status and deadline for schools, overview and deadline for the Land (decisions 110–112). */
export const signatureRoutes: FastifyPluginAsyncZod<{ signatures: SignatureService }> = async (app, { signatures }) => {
  // The dashboard warning of the school coordinator, who confirms for the Schulleitung.
  app.route({
    ...declaredRoute(app, signatureSchemas.principalDeadline, { config: { access: access.roles('ADMIN_SCHULE').in('own') }, errors }),
    handler: (request) => signatures.principalDeadline(requireCaller(request)),
  });

  // Teachers may see whether their school has confirmed; who confirmed is staff information.
  app.route({
    ...declaredRoute(app, signatureSchemas.myStatus, { config: { access: access.roles(...CLASS_STAFF_ROLES).in('own') }, errors }),
    handler: (request) => signatures.myStatus(requireCaller(request)),
  });

  app.route({
    ...declaredRoute(app, signatureSchemas.landOverview, { config: { access: access.roles(...LAND_COORDINATORS).in('own') }, errors }),
    handler: (request) => signatures.landOverview(requireCaller(request)),
  });

  app.route({
    ...declaredRoute(app, signatureSchemas.setDeadline, { config: { access: access.roles(...LAND_COORDINATORS).in('own') }, errors }),
    handler: (request) => signatures.setDeadline(requireCaller(request), request.body),
  });

  app.route({
    ...declaredRoute(app, signatureSchemas.withdrawConfirmation, {
      config: { access: access.roles(...LAND_COORDINATORS).in('school') },
      errors,
    }),
    handler: (request) => signatures.withdraw(requireCaller(request), request.params.schoolUuid),
  });
};
