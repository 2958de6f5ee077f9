import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { myPinboardSchema, type MyPinboard } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';

/**
 * The Pinnwand's queries start with this key (features/bo/pinboard); the literal is repeated
 * because a feature does not import another. Pinning here refreshes the Pinnwand screen too.
 */
const pinboardQueryPrefix = ['bo', 'pinboard'] as const;

/** `GET /api/bo/v1/pinboard/my`: the student's pins, to show which stories are pinned. */
export function getMyPins(): Promise<MyPinboard> {
  return apiRequest('/api/bo/v1/pinboard/my', { schema: myPinboardSchema });
}

export function useMyPins() {
  return useQuery({ queryKey: [...pinboardQueryPrefix, 'my'], queryFn: getMyPins });
}

/** Pins a story (`POST /api/bo/v1/pinboard/my/entries`) or withdraws its pin (`DELETE …/entries/:uuid`). */
export function toggleStoryPin(input: { storyUuid: string; entryUuid: string | null }): Promise<unknown> {
  if (input.entryUuid) {
    return apiRequest(`/api/bo/v1/pinboard/my/entries/${encodeURIComponent(input.entryUuid)}`, { method: 'DELETE' });
  }
  return apiRequest('/api/bo/v1/pinboard/my/entries', { method: 'POST', body: { kind: 'story', item_uuid: input.storyUuid } });
}

export function useToggleStoryPin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: toggleStoryPin, onSuccess: () => queryClient.invalidateQueries({ queryKey: pinboardQueryPrefix }) });
}
