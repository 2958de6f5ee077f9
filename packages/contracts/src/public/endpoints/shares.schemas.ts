// The run-time schemas of the public share endpoints (decision 227), for the server only.
import { publicShareSchema, shareTokenParamsSchema } from '../../bo/share-links';
import { bindSchemas } from '../../shared/endpoint-schemas';
import * as shareEndpoints from './shares';

export const publicShare = bindSchemas(shareEndpoints.publicShare, { params: shareTokenParamsSchema, answer: publicShareSchema });
export const publicSharePhoto = bindSchemas(shareEndpoints.publicSharePhoto, { params: shareTokenParamsSchema });
export const publicSharePdf = bindSchemas(shareEndpoints.publicSharePdf, { params: shareTokenParamsSchema });
