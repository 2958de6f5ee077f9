import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pinboardFeedbackSchema, type PinboardFeedback } from '@berufswahl/contracts/bo/pinboard';
import * as pinboardEndpoints from '@berufswahl/contracts/bo/endpoints/pinboard';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { pinboardQueryKeys } from './pinboard-query-keys';

/** `POST /api/bo/v1/pinboard/classes/:classUuid/entries/:entryUuid/feedback`: notifies the student. */
export function giveFeedback(input: { classUuid: string; entryUuid: string; text: string }): Promise<PinboardFeedback> {
  const params = { classUuid: input.classUuid, entryUuid: input.entryUuid };
  return callEndpoint(pinboardEndpoints.giveFeedback, { params, body: { text: input.text }, schema: pinboardFeedbackSchema });
}

export function useGiveFeedback() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: giveFeedback, onSuccess: () => queryClient.invalidateQueries({ queryKey: pinboardQueryKeys.all }) });
}

const feedbackItemParams = (input: { classUuid: string; entryUuid: string; feedbackUuid: string }) => ({
  classUuid: input.classUuid,
  entryUuid: input.entryUuid,
  feedbackUuid: input.feedbackUuid,
});

/** `PATCH …/feedback/:feedbackUuid`: the author changes his feedback (decision 136). */
export function editFeedback(input: { classUuid: string; entryUuid: string; feedbackUuid: string; text: string }): Promise<PinboardFeedback> {
  return callEndpoint(pinboardEndpoints.editFeedback, { params: feedbackItemParams(input), body: { text: input.text }, schema: pinboardFeedbackSchema });
}

/** `DELETE …/feedback/:feedbackUuid`: the author takes his feedback back. */
export function deleteFeedback(input: { classUuid: string; entryUuid: string; feedbackUuid: string }): Promise<unknown> {
  return callEndpoint(pinboardEndpoints.deleteFeedback, { params: feedbackItemParams(input) });
}

export function useEditFeedback() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: editFeedback, onSuccess: () => queryClient.invalidateQueries({ queryKey: pinboardQueryKeys.all }) });
}

export function useDeleteFeedback() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteFeedback, onSuccess: () => queryClient.invalidateQueries({ queryKey: pinboardQueryKeys.all }) });
}
