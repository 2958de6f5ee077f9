// The run-time schemas of identity's clients endpoints (decision 227), for the server only.
import { clientParamsSchema, clientSchema } from '../clients';
import { bindSchemas } from '../../shared/endpoint-schemas';
import * as clientsEndpoints from './clients';

export const client = bindSchemas(clientsEndpoints.client, { params: clientParamsSchema, answer: clientSchema });
