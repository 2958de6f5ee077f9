import {
  errorBodySchema,
  nextFlowUuidSchema,
  signatureConfirmBodySchema,
  signatureFlowDetailSchema,
  signatureFlowParamsSchema,
  signatureSnoozeSchema,
  signatureStatusSchema,
  COORDINATOR_ROLES,
} from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as flowEndpoints from '@berufswahl/contracts/signatures/endpoints/flow';
import { access, requireCaller } from '../../../platform/auth/access';
import type { SignatureService } from '../signature/signature.service';
import { urlOf } from '../../../platform/http/endpoint-url';
import { errorResponses } from '../../../platform/http/error-responses';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Who sees the flow screen: the school coordinator who confirms, and the Land's coordinators who publish it. */
const FLOW_READERS = COORDINATOR_ROLES;

/**
 * The signature flow (spec 7, decisions 110–112). Every flow belongs to the caller's own Land, so
 * the routes are `own`: another Land's flow answers 404.
 */
export const flowRoutes: FastifyPluginAsyncZod<{ signatures: SignatureService }> = async (app, { signatures }) => {
  // Start-up asks every account, deactivated ones included; only school coordinators get a uuid.
  // Fastify sends a returned string as it is, so the JSON string is written out explicitly.
  app.get(
    urlOf(app, flowEndpoints.nextFlowUuid),
    { config: { access: access.signedIn().in('own') }, schema: { response: { 200: nextFlowUuidSchema, 401: errorBodySchema } } },
    async (request, reply) => {
      const uuid = await signatures.nextFlowUuid(requireCaller(request));
      reply.type('application/json; charset=utf-8').serializer((payload) => JSON.stringify(payload));
      return nextFlowUuidSchema.parse(uuid);
    },
  );

  app.get(
    urlOf(app, flowEndpoints.flow),
    {
      config: { access: access.roles(...FLOW_READERS).in('own') },
      schema: { params: signatureFlowParamsSchema, response: { 200: signatureFlowDetailSchema, ...errors } },
    },
    (request) => signatures.flowDetail(requireCaller(request), request.params.flowUuid),
  );

  app.post(
    urlOf(app, flowEndpoints.confirmFlow),
    {
      config: { access: access.roles('ADMIN_SCHULE').in('own') },
      schema: { params: signatureFlowParamsSchema, body: signatureConfirmBodySchema, response: { 200: signatureStatusSchema, ...errors } },
    },
    (request) => signatures.confirm(requireCaller(request), request.params.flowUuid),
  );

  app.post(
    urlOf(app, flowEndpoints.snoozeFlow),
    {
      config: { access: access.roles('ADMIN_SCHULE').in('own') },
      schema: { params: signatureFlowParamsSchema, response: { 200: signatureSnoozeSchema, ...errors } },
    },
    (request) => signatures.snooze(requireCaller(request), request.params.flowUuid),
  );
};
