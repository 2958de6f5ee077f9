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
