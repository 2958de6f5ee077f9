import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { pinboardQueryKey } from './pinboard-query-keys';

/** `DELETE /api/bo/v1/pinboard/my/entries/:uuid`: withdraws a pin (and the feedback on it). */
export function unpinEntry(entryUuid: string): Promise<unknown> {
  return apiRequest(`/api/bo/v1/pinboard/my/entries/${encodeURIComponent(entryUuid)}`, { method: 'DELETE' });
}

export function useUnpinEntry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unpinEntry, onSuccess: () => queryClient.invalidateQueries({ queryKey: pinboardQueryKey }) });
}
