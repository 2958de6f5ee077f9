// The run-time schemas of cms's explanations endpoints (decision 227), for the server only.
import { explanationParamsSchema, explanationSchema } from '../explanations';
import { bindSchemas } from '../../shared/endpoint-schemas';
import * as explanationsEndpoints from './explanations';

export const explanation = bindSchemas(explanationsEndpoints.explanation, { params: explanationParamsSchema, answer: explanationSchema });
