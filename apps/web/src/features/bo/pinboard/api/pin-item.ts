import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pinboardEntrySchema, type PinboardEntry, type PinItemInput } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';
import { pinboardQueryKey } from './pinboard-query-keys';

/** `POST /api/bo/v1/pinboard/my/entries`: pins one of the student's items. */
export function pinItem(input: PinItemInput): Promise<PinboardEntry> {
  return apiRequest('/api/bo/v1/pinboard/my/entries', { method: 'POST', body: input, schema: pinboardEntrySchema });
}

export function usePinItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: pinItem, onSuccess: () => queryClient.invalidateQueries({ queryKey: pinboardQueryKey }) });
}
