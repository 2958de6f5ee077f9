// The run-time schemas of messaging's support-tickets endpoints (decision 227), for the server only.
import { barrierTicketBodySchema, supportTicketCreatedSchema } from '../support-tickets';
import { bindSchemas } from '../../shared/endpoint-schemas';
import * as supportTicketsEndpoints from './support-tickets';

export const barrierTicket = bindSchemas(
  supportTicketsEndpoints.barrierTicket,
  { body: barrierTicketBodySchema, answer: supportTicketCreatedSchema },
  201,
);
