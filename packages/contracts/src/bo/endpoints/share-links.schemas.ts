// The run-time schemas of bo's share-link endpoints (decision 227), for the server only.
import {
  createdShareLinkSchema,
  createShareLinkBodySchema,
  schoolSharingBodySchema,
  schoolSharingParamsSchema,
  schoolSharingSchema,
  shareLinkListSchema,
  shareLinkParamsSchema,
} from '../share-links';
import { bindSchemas } from '../../shared/endpoint-schemas';
import * as shareLinkEndpoints from './share-links';

export const createShareLink = bindSchemas(shareLinkEndpoints.createShareLink, { body: createShareLinkBodySchema, answer: createdShareLinkSchema }, 201);
export const shareLinks = bindSchemas(shareLinkEndpoints.shareLinks, { answer: shareLinkListSchema });
export const revokeShareLink = bindSchemas(shareLinkEndpoints.revokeShareLink, { params: shareLinkParamsSchema }, 204);
export const schoolSharing = bindSchemas(shareLinkEndpoints.schoolSharing, { params: schoolSharingParamsSchema, answer: schoolSharingSchema });
export const updateSchoolSharing = bindSchemas(shareLinkEndpoints.updateSchoolSharing, {
  params: schoolSharingParamsSchema,
  body: schoolSharingBodySchema,
  answer: schoolSharingSchema,
});
