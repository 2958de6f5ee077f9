import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as supportTicketsSchemas from '@berufswahl/contracts/messaging/endpoints/support-tickets.schemas';
import { access, requireCaller } from '../../../platform/auth/access';
import { declaredRoute } from '../../../platform/http/declared-route';
import type { SupportTicketsService } from './support-tickets.service';

export const supportTicketsRoutes: FastifyPluginAsyncZod<{ tickets: SupportTicketsService }> = async (app, { tickets }) => {
  // Barriers can be reported from every page (§ 12b BGG), the deactivated account's landing page
  // included. Each report sends a mail, so reports are rate-limited per account; a report whose
  // mail fails is not stored and answers 503 (decision 020).
  app.route({
    ...declaredRoute(app, supportTicketsSchemas.barrierTicket, {
      config: { access: access.signedIn().in('own'), rateLimit: 'tickets' },
      errors: [400, 401, 503],
    }),
    handler: async (request, reply) => reply.status(201).send(await tickets.reportBarrier(requireCaller(request), request.body)),
  });
};
