import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdFeedbackLinkSchema, type CreateFeedbackLinkBody, type CreatedFeedbackLink } from '@berufswahl/contracts/bo/feedback';
import * as assessmentEndpoints from '@berufswahl/contracts/bo/endpoints/assessments';
import * as feedbackEndpoints from '@berufswahl/contracts/bo/endpoints/feedback';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { assessmentsQueryKeys } from './assessments-query-keys';

/** `POST /api/bo/v1/assessments/parent-links`: the answer holds the link's URL – the only time it is shown. */
export function createParentLink(body: CreateFeedbackLinkBody): Promise<CreatedFeedbackLink> {
  return callEndpoint(assessmentEndpoints.createParentLink, { body, schema: createdFeedbackLinkSchema });
}

/** `DELETE /api/bo/v1/feedback-links/:linkUuid`: the link stops working at once. */
export function revokeParentLink(linkUuid: string): Promise<unknown> {
  return callEndpoint(feedbackEndpoints.revokeFeedbackLink, { params: { linkUuid } });
}

/** The overview lists the parent links: it is refreshed after each change. */
export function useCreateParentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createParentLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentsQueryKeys.mine }),
  });
}

export function useRevokeParentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeParentLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentsQueryKeys.mine }),
  });
}
