import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { myPinboardSchema, pinboardEntrySchema, type MyPinboard, type PinboardEntry } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';
import { pinboardQueryPrefix, statementsQueryKey } from './statements-query-keys';

/**
 * `GET /api/bo/v1/pinboard/my`: the student's pins, to show which statements are pinned. Its own
 * fetcher (a feature does not import another); the key is the Pinnwand feature's, so both share
 * one cache entry.
 */
export function getMyPins(): Promise<MyPinboard> {
  return apiRequest('/api/bo/v1/pinboard/my', { schema: myPinboardSchema });
}

export function useMyPins() {
  return useQuery({ queryKey: [...pinboardQueryPrefix, 'my'], queryFn: getMyPins });
}

/** `POST /api/bo/v1/pinboard/my/entries` with a statement. */
export function pinStatement(statementUuid: string): Promise<PinboardEntry> {
  return apiRequest('/api/bo/v1/pinboard/my/entries', {
    method: 'POST',
    body: { kind: 'statement', item_uuid: statementUuid },
    schema: pinboardEntrySchema,
  });
}

/** `DELETE /api/bo/v1/pinboard/my/entries/:uuid`: withdraws the pin. */
export function unpinEntry(entryUuid: string): Promise<unknown> {
  return apiRequest(`/api/bo/v1/pinboard/my/entries/${encodeURIComponent(entryUuid)}`, { method: 'DELETE' });
}

export function usePinStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ statementUuid, entryUuid }: { statementUuid: string; entryUuid: string | null }) =>
      entryUuid ? unpinEntry(entryUuid) : pinStatement(statementUuid),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pinboardQueryPrefix }),
        queryClient.invalidateQueries({ queryKey: statementsQueryKey }),
      ]),
  });
}
