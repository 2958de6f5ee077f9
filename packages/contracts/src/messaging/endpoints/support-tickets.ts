// Endpoints of messaging: support-tickets (decisions 225, 227) – method, full path and, as types,
// what each takes and answers, declared once for the server's routes and the client's calls. One
// file per resource: the client's bundler cannot split a file, so a screen carries only the
// declarations of the resources it calls. Types only from the schemas' files: no zod at run time
// (decision 007).
import type { BarrierTicketBody, SupportTicketCreated } from '../support-tickets';
import { endpoint } from '../../shared/endpoint';

export const barrierTicket = endpoint<{ body: BarrierTicketBody; answer: SupportTicketCreated }>()(
  'POST',
  '/api/messaging/v1/support-tickets/barrier',
);
