// Public endpoints without an account (issue 18; decisions 227, 236): the page behind a student's
// share link. The token in the path is the only authorisation. Types only.
import type { PublicShare } from '../../bo/share-links';
import { endpoint } from '../../shared/endpoint';

export const publicShare = endpoint<{ answer: PublicShare }>()('GET', '/api/public/v1/shares/:token');
/** A shared story's photo, streamed (inline). */
export const publicSharePhoto = endpoint()('GET', '/api/public/v1/shares/:token/photo');
/** The shared portfolio as `application/pdf` (a story answers 404: it has no PDF). */
export const publicSharePdf = endpoint()('GET', '/api/public/v1/shares/:token/pdf');
