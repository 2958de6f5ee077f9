import { useMutation } from '@tanstack/react-query';
import { supportTicketCreatedSchema, type BarrierTicketBody, type SupportTicketCreated } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';

export function createBarrierTicket(body: BarrierTicketBody): Promise<SupportTicketCreated> {
  return apiRequest('/api/messaging/v1/support-tickets/barrier', { method: 'POST', body, schema: supportTicketCreatedSchema });
}

/** Sends a barrier report (spec 7). Nothing in the client shows tickets, so nothing is invalidated. */
export function useCreateBarrierTicket() {
  return useMutation({ mutationFn: createBarrierTicket });
}
