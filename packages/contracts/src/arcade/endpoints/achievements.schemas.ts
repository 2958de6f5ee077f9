// The run-time schemas of arcade's achievements endpoints (decision 227), for the server only.
import { achievementsResponseSchema } from '../achievements';
import { bindSchemas } from '../../shared/endpoint-schemas';
import * as achievementsEndpoints from './achievements';

export const achievements = bindSchemas(achievementsEndpoints.achievements, { answer: achievementsResponseSchema });
