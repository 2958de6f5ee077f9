import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as pinboardEndpoints from '@berufswahl/contracts/bo/endpoints/pinboard';
import { myPinboardQueryOptions } from '../../pinboard/api/get-my-pinboard';
import { pinboardQueryKeys } from '../../pinboard/api/pinboard-query-keys';
import { callEndpoint } from '../../../../lib/endpoint-client';

/** The student's pins (the Pinnwand's query), to show which stories are pinned. */
export function useMyPins() {
  return useQuery(myPinboardQueryOptions);
}

/** Pins a story (`POST /api/bo/v1/pinboard/my/entries`) or withdraws its pin (`DELETE …/entries/:uuid`). */
export function toggleStoryPin(input: { storyUuid: string; entryUuid: string | null }): Promise<unknown> {
  if (input.entryUuid) {
    return callEndpoint(pinboardEndpoints.unpinEntry, { params: { entryUuid: input.entryUuid } });
  }
  return callEndpoint(pinboardEndpoints.pinItem, { body: { kind: 'story', item_uuid: input.storyUuid } });
}

export function useToggleStoryPin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: toggleStoryPin, onSuccess: () => queryClient.invalidateQueries({ queryKey: pinboardQueryKeys.all }) });
}
