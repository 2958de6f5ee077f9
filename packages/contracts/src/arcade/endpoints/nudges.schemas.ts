// The run-time schemas of arcade's nudges endpoints (decision 227), for the server only.
import { nudgeResponseSchema } from '../nudges';
import { bindSchemas } from '../../shared/endpoint-schemas';
import * as nudgesEndpoints from './nudges';

export const reminders = bindSchemas(nudgesEndpoints.reminders, { answer: nudgeResponseSchema });
export const reviews = bindSchemas(nudgesEndpoints.reviews, { answer: nudgeResponseSchema });
