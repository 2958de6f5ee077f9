import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateFeedbackLinkBody, CreatedFeedbackLink, InternshipFeedback, InternshipFeedbackOverview } from '@berufswahl/contracts';
import * as feedbackEndpoints from '@berufswahl/contracts/bo/endpoints/feedback';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { internshipQueryKeys } from './internship-query-keys';

// The supervisor's feedback on a placement (issue 16): its links and the feedback given through
// them. Every change refreshes the placement's overview; a link or a release changes nothing else.

/** `GET /api/bo/v1/internships/:internshipUuid/feedback`: links, feedback (the student's: released only), what waits for release. */
export function useInternshipFeedback(internshipUuid: string) {
  return useQuery<InternshipFeedbackOverview>({
    queryKey: internshipQueryKeys.feedback(internshipUuid),
    queryFn: ({ signal }) => callEndpoint(feedbackEndpoints.internshipFeedback, { params: { internshipUuid }, signal }),
  });
}

function useRefreshFeedback(internshipUuid: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: internshipQueryKeys.feedback(internshipUuid) });
}

/** `POST /api/bo/v1/internships/:internshipUuid/feedback-links`: the answer's `url` is shown this once only. */
export function useCreateFeedbackLink(internshipUuid: string) {
  const refresh = useRefreshFeedback(internshipUuid);
  return useMutation<CreatedFeedbackLink, Error, CreateFeedbackLinkBody>({
    mutationFn: (body) => callEndpoint(feedbackEndpoints.createFeedbackLink, { params: { internshipUuid }, body }),
    onSuccess: refresh,
  });
}

/** `DELETE /api/bo/v1/feedback-links/:linkUuid`: the link stops working. */
export function useRevokeFeedbackLink(internshipUuid: string) {
  const refresh = useRefreshFeedback(internshipUuid);
  return useMutation<unknown, Error, string>({
    mutationFn: (linkUuid) => callEndpoint(feedbackEndpoints.revokeFeedbackLink, { params: { linkUuid } }),
    onSuccess: refresh,
  });
}

/** `PATCH /api/bo/v1/internship-feedback/:feedbackUuid/release`: the class's teachers show it to the student. */
export function useReleaseFeedback(internshipUuid: string) {
  const refresh = useRefreshFeedback(internshipUuid);
  return useMutation<InternshipFeedback, Error, string>({
    mutationFn: (feedbackUuid) => callEndpoint(feedbackEndpoints.releaseFeedback, { params: { feedbackUuid } }),
    onSuccess: refresh,
  });
}
