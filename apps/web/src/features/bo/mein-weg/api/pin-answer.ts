import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as pinboardEndpoints from '@berufswahl/contracts/bo/endpoints/pinboard';
import { myPinboardQueryOptions } from '../../pinboard/api/get-my-pinboard';
import { pinboardQueryKeys } from '../../pinboard/api/pinboard-query-keys';
import { callEndpoint } from '../../../../lib/endpoint-client';

/** The student's pins (the Pinnwand's query), to show whether this answer is pinned. */
export function useMyPins() {
  return useQuery(myPinboardQueryOptions);
}

/** Pins a done task answer (`POST /api/bo/v1/pinboard/my/entries`) or withdraws its pin. */
export function toggleAnswerPin(input: { answerUuid: string; entryUuid: string | null }): Promise<unknown> {
  if (input.entryUuid) {
    return callEndpoint(pinboardEndpoints.unpinEntry, { params: { entryUuid: input.entryUuid } });
  }
  return callEndpoint(pinboardEndpoints.pinItem, { body: { kind: 'task_answer', item_uuid: input.answerUuid } });
}

export function useToggleAnswerPin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: toggleAnswerPin, onSuccess: () => queryClient.invalidateQueries({ queryKey: pinboardQueryKeys.all }) });
}
