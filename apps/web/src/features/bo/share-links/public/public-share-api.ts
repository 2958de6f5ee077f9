import { useQuery } from '@tanstack/react-query';
import type { PublicShare } from '@berufswahl/contracts';
import * as publicShareEndpoints from '@berufswahl/contracts/public/endpoints/shares';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { pathTo } from '@berufswahl/contracts/shared/endpoint';

// The public share page's requests (issue 18). No account: the client sends no bearer token
// because start-up never signed in on this page; the token in the path is the only authorisation.

/** `GET /api/public/v1/shares/:token`: what was shared. A 404 or 410 stays so: no retry. */
export function usePublicShare(token: string) {
  return useQuery<PublicShare>({
    queryKey: ['public', 'shares', token],
    queryFn: ({ signal }) => callEndpoint(publicShareEndpoints.publicShare, { params: { token }, signal }),
    retry: false,
    // Every read counts as an open for the student: read once.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** The addresses the browser loads itself: the story's photo (an img) and the PDF (a download link). */
export const sharePhotoUrl = (token: string) => pathTo(publicShareEndpoints.publicSharePhoto, { token });
export const sharePdfUrl = (token: string) => pathTo(publicShareEndpoints.publicSharePdf, { token });
