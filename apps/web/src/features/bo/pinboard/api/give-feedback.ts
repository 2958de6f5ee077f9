import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pinboardFeedbackSchema, type PinboardFeedback } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';
import { pinboardQueryKey } from './pinboard-query-keys';

/** `POST /api/bo/v1/pinboard/classes/:classUuid/entries/:entryUuid/feedback`: notifies the student. */
export function giveFeedback(input: { classUuid: string; entryUuid: string; text: string }): Promise<PinboardFeedback> {
  return apiRequest(
    `/api/bo/v1/pinboard/classes/${encodeURIComponent(input.classUuid)}/entries/${encodeURIComponent(input.entryUuid)}/feedback`,
    { method: 'POST', body: { text: input.text }, schema: pinboardFeedbackSchema },
  );
}

export function useGiveFeedback() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: giveFeedback, onSuccess: () => queryClient.invalidateQueries({ queryKey: pinboardQueryKey }) });
}

const feedbackItemPath = (input: { classUuid: string; entryUuid: string; feedbackUuid: string }) =>
  `/api/bo/v1/pinboard/classes/${encodeURIComponent(input.classUuid)}/entries/${encodeURIComponent(input.entryUuid)}/feedback/${encodeURIComponent(input.feedbackUuid)}`;

/** `PATCH …/feedback/:feedbackUuid`: the author changes his feedback (decision 136). */
export function editFeedback(input: { classUuid: string; entryUuid: string; feedbackUuid: string; text: string }): Promise<PinboardFeedback> {
  return apiRequest(feedbackItemPath(input), { method: 'PATCH', body: { text: input.text }, schema: pinboardFeedbackSchema });
}

/** `DELETE …/feedback/:feedbackUuid`: the author takes his feedback back. */
export function deleteFeedback(input: { classUuid: string; entryUuid: string; feedbackUuid: string }): Promise<unknown> {
  return apiRequest(feedbackItemPath(input), { method: 'DELETE' });
}

export function useEditFeedback() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: editFeedback, onSuccess: () => queryClient.invalidateQueries({ queryKey: pinboardQueryKey }) });
}

export function useDeleteFeedback() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteFeedback, onSuccess: () => queryClient.invalidateQueries({ queryKey: pinboardQueryKey }) });
}
