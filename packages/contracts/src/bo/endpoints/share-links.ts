// Endpoints of bo: share links and the school's switch for them (issue 18; decisions 227, 236).
// Types only from the schemas' files: no zod at run time.
import type { CreatedShareLink, CreateShareLinkBody, SchoolSharing, SchoolSharingBody, ShareLinkList } from '../share-links';
import { endpoint } from '../../shared/endpoint';

export const createShareLink = endpoint<{ body: CreateShareLinkBody; answer: CreatedShareLink }>()('POST', '/api/bo/v1/share-links');
export const shareLinks = endpoint<{ answer: ShareLinkList }>()('GET', '/api/bo/v1/share-links');
export const revokeShareLink = endpoint()('DELETE', '/api/bo/v1/share-links/:linkUuid');
export const schoolSharing = endpoint<{ answer: SchoolSharing }>()('GET', '/api/bo/v1/schools/:schoolUuid/sharing');
export const updateSchoolSharing = endpoint<{ body: SchoolSharingBody; answer: SchoolSharing }>()('PUT', '/api/bo/v1/schools/:schoolUuid/sharing');
