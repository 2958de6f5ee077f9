import { COORDINATOR_ROLES, nextFlowUuidSchema } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as flowSchemas from '@berufswahl/contracts/signatures/endpoints/flow.schemas';
import { access, requireCaller } from '../../../platform/auth/access';
import { declaredRoute } from '../../../platform/http/declared-route';
import type { SignatureService } from '../signature/signature.service';

const errors = [400, 401, 403, 404, 409] as const;

/** Who sees the flow screen: the school coordinator who confirms, and the Land's coordinators who publish it. */
const FLOW_READERS = COORDINATOR_ROLES;

/**
 * The signature flow (spec 7, decisions 110–112). Every flow belongs to the caller's own Land, so
 * the routes are `own`: another Land's flow answers 404.
 */
export const flowRoutes: FastifyPluginAsyncZod<{ signatures: SignatureService }> = async (app, { signatures }) => {
  // Start-up asks every account, deactivated ones included; only school coordinators get a uuid.
  // Fastify sends a returned string as it is, so the JSON string is written out explicitly.
  app.route({
    ...declaredRoute(app, flowSchemas.nextFlowUuid, { config: { access: access.signedIn().in('own') }, errors: [401] }),
    handler: async (request, reply) => {
      const uuid = await signatures.nextFlowUuid(requireCaller(request));
      reply.type('application/json; charset=utf-8').serializer((payload) => JSON.stringify(payload));
      return nextFlowUuidSchema.parse(uuid);
    },
  });

  app.route({
    ...declaredRoute(app, flowSchemas.flow, { config: { access: access.roles(...FLOW_READERS).in('own') }, errors }),
    handler: (request) => signatures.flowDetail(requireCaller(request), request.params.flowUuid),
  });

  app.route({
    ...declaredRoute(app, flowSchemas.confirmFlow, { config: { access: access.roles('ADMIN_SCHULE').in('own') }, errors }),
    handler: (request) => signatures.confirm(requireCaller(request), request.params.flowUuid),
  });

  app.route({
    ...declaredRoute(app, flowSchemas.snoozeFlow, { config: { access: access.roles('ADMIN_SCHULE').in('own') }, errors }),
    handler: (request) => signatures.snooze(requireCaller(request), request.params.flowUuid),
  });
};
