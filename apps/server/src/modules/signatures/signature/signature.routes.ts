import {
  principalDeadlineSchema,
  signatureDeadlineBodySchema,
  signatureFlowSummarySchema,
  signatureLandOverviewSchema,
  signatureSchoolParamsSchema,
  signatureSchoolStatusSchema,
  signatureStatusSchema,
  LAND_COORDINATOR_ROLES,
  CLASS_STAFF_ROLES,
} from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as signatureEndpoints from '@berufswahl/contracts/signatures/endpoints/signature';
import { access, requireCaller } from '../../../platform/auth/access';
import type { SignatureService } from './signature.service';
import { urlOf } from '../../../platform/http/endpoint-url';
import { errorResponses } from '../../../platform/http/error-responses';

const errors = errorResponses(400, 401, 403, 404);

const LAND_COORDINATORS = LAND_COORDINATOR_ROLES;

/** Status and deadline for schools, overview and deadline for the Land (decisions 110–112). */
export const signatureRoutes: FastifyPluginAsyncZod<{ signatures: SignatureService }> = async (app, { signatures }) => {
  // The dashboard warning of the school coordinator, who confirms for the Schulleitung.
  app.get(
    urlOf(app, signatureEndpoints.principalDeadline),
    { config: { access: access.roles('ADMIN_SCHULE').in('own') }, schema: { response: { 200: principalDeadlineSchema, ...errors } } },
    (request) => signatures.principalDeadline(requireCaller(request)),
  );

  // Teachers may see whether their school has confirmed; who confirmed is staff information.
  app.get(
    urlOf(app, signatureEndpoints.myStatus),
    { config: { access: access.roles(...CLASS_STAFF_ROLES).in('own') }, schema: { response: { 200: signatureStatusSchema, ...errors } } },
    (request) => signatures.myStatus(requireCaller(request)),
  );

  app.get(
    urlOf(app, signatureEndpoints.landOverview),
    { config: { access: access.roles(...LAND_COORDINATORS).in('own') }, schema: { response: { 200: signatureLandOverviewSchema, ...errors } } },
    (request) => signatures.landOverview(requireCaller(request)),
  );

  app.put(
    urlOf(app, signatureEndpoints.setDeadline),
    {
      config: { access: access.roles(...LAND_COORDINATORS).in('own') },
      schema: { body: signatureDeadlineBodySchema, response: { 200: signatureFlowSummarySchema, ...errors } },
    },
    (request) => signatures.setDeadline(requireCaller(request), request.body),
  );

  app.post(
    urlOf(app, signatureEndpoints.withdrawConfirmation),
    {
      config: { access: access.roles(...LAND_COORDINATORS).in('school') },
      schema: { params: signatureSchoolParamsSchema, response: { 200: signatureSchoolStatusSchema, ...errors } },
    },
    (request) => signatures.withdraw(requireCaller(request), request.params.schoolUuid),
  );
};
