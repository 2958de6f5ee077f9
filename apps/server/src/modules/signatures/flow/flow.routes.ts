import { errorBodySchema, nextFlowUuidSchema } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../../platform/auth/access';

export const flowRoutes: FastifyPluginAsyncZod = async (app) => {
  // No signature flows exist yet, so nobody has one pending; the client checks this at start-up.
  // Fastify sends a returned string as it is, so the JSON string is written out explicitly.
  app.get(
    '/flow/next-uuid',
    { config: { access: access.signedIn().in('none') }, schema: { response: { 200: nextFlowUuidSchema, 401: errorBodySchema } } },
    async (_request, reply) => {
      reply.type('application/json; charset=utf-8').serializer((payload) => JSON.stringify(payload));
      return nextFlowUuidSchema.parse('');
    },
  );
};
