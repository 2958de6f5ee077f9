// The run-time schemas of cms's pages endpoints (decision 227), for the server only.
import { pageParamsSchema, pageSchema } from '../pages';
import { bindSchemas } from '../../shared/endpoint-schemas';
import * as pagesEndpoints from './pages';

export const page = bindSchemas(pagesEndpoints.page, { params: pageParamsSchema, answer: pageSchema });
