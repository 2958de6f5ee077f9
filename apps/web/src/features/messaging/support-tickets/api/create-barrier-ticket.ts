import { useMutation } from '@tanstack/react-query';
import { supportTicketCreatedSchema, type BarrierTicketBody, type SupportTicketCreated } from '@berufswahl/contracts/messaging/support-tickets';
import * as supportTicketsEndpoints from '@berufswahl/contracts/messaging/endpoints/support-tickets';
import { callEndpoint } from '../../../../lib/endpoint-client';

export function createBarrierTicket(body: BarrierTicketBody): Promise<SupportTicketCreated> {
  return callEndpoint(supportTicketsEndpoints.barrierTicket, { body, schema: supportTicketCreatedSchema });
}

/** Sends a barrier report (spec 7). Nothing in the client shows tickets, so nothing is invalidated. */
export function useCreateBarrierTicket() {
  return useMutation({ mutationFn: createBarrierTicket });
}
