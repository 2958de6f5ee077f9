import { barrierTicketBodySchema, errorBodySchema, supportTicketCreatedSchema } from '@berufswahl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as supportTicketsEndpoints from '@berufswahl/contracts/messaging/endpoints/support-tickets';
import { access, requireCaller } from '../../../platform/auth/access';
import type { SupportTicketsService } from './support-tickets.service';
import { urlOf } from '../../../platform/http/endpoint-url';

export const supportTicketsRoutes: FastifyPluginAsyncZod<{ tickets: SupportTicketsService }> = async (app, { tickets }) => {
  // Barriers can be reported from every page (§ 12b BGG), the deactivated account's landing page
  // included. Each report sends a mail, so reports are rate-limited per account; a report whose
  // mail fails is not stored and answers 503 (decision 020).
  app.post(
    urlOf(app, supportTicketsEndpoints.barrierTicket),
    {
      config: { access: access.signedIn().in('own'), rateLimit: 'tickets' },
      schema: {
        body: barrierTicketBodySchema,
        response: { 201: supportTicketCreatedSchema, 400: errorBodySchema, 401: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await tickets.reportBarrier(requireCaller(request), request.body)),
  );
};
