import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pinboardEntrySchema, type PinboardEntry } from '@berufswahl/contracts/bo/pinboard';
import * as pinboardEndpoints from '@berufswahl/contracts/bo/endpoints/pinboard';
import { myPinboardQueryOptions } from '../../pinboard/api/get-my-pinboard';
import { pinboardQueryKeys } from '../../pinboard/api/pinboard-query-keys';
import { statementsQueryKey } from './statements-query-keys';
import { callEndpoint } from '../../../../lib/endpoint-client';

/** The student's pins (the Pinnwand's query), to show which statements are pinned. */
export function useMyPins() {
  return useQuery(myPinboardQueryOptions);
}

/** `POST /api/bo/v1/pinboard/my/entries` with a statement. */
export function pinStatement(statementUuid: string): Promise<PinboardEntry> {
  return callEndpoint(pinboardEndpoints.pinItem, { body: { kind: 'statement', item_uuid: statementUuid }, schema: pinboardEntrySchema });
}

/** `DELETE /api/bo/v1/pinboard/my/entries/:uuid`: withdraws the pin. */
export function unpinEntry(entryUuid: string): Promise<unknown> {
  return callEndpoint(pinboardEndpoints.unpinEntry, { params: { entryUuid } });
}

export function usePinStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ statementUuid, entryUuid }: { statementUuid: string; entryUuid: string | null }) =>
      entryUuid ? unpinEntry(entryUuid) : pinStatement(statementUuid),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pinboardQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: statementsQueryKey }),
      ]),
  });
}
