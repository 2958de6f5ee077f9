import { useMutation, useQuery } from '@tanstack/react-query';
import type { PublicFeedbackBody, PublicFeedbackReceipt, PublicFeedbackRequest } from '@berufswahl/contracts';
import * as publicFeedbackEndpoints from '@berufswahl/contracts/public/endpoints/feedback';
import { callEndpoint } from '../../../../../lib/endpoint-client';

// The public feedback page's two requests (issue 16). No account: the client sends no bearer token
// because start-up never signed in on this page; the token in the path is the only authorisation.

const feedbackRequestKey = (token: string) => ['public', 'feedback', token] as const;

/** `GET /api/public/v1/feedback/:token`: what the page shows. A 404 or 410 stays so: no retry. */
export function useFeedbackRequest(token: string) {
  return useQuery<PublicFeedbackRequest>({
    queryKey: feedbackRequestKey(token),
    queryFn: ({ signal }) => callEndpoint(publicFeedbackEndpoints.feedbackRequest, { params: { token }, signal }),
    retry: false,
    // The page is read once; refetching would only count against the link's rate limit.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** `POST /api/public/v1/feedback/:token`: the one submission. */
export function useSubmitFeedback(token: string) {
  return useMutation<PublicFeedbackReceipt, Error, PublicFeedbackBody>({
    mutationFn: (body) => callEndpoint(publicFeedbackEndpoints.submitFeedback, { params: { token }, body }),
  });
}
