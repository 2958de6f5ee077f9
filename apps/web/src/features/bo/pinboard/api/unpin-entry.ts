import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as pinboardEndpoints from '@berufswahl/contracts/bo/endpoints/pinboard';
import { pinboardQueryKeys } from './pinboard-query-keys';
import { callEndpoint } from '../../../../lib/endpoint-client';

/** `DELETE /api/bo/v1/pinboard/my/entries/:uuid`: withdraws a pin (and the feedback on it). */
export function unpinEntry(entryUuid: string): Promise<unknown> {
  return callEndpoint(pinboardEndpoints.unpinEntry, { params: { entryUuid } });
}

export function useUnpinEntry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unpinEntry, onSuccess: () => queryClient.invalidateQueries({ queryKey: pinboardQueryKeys.all }) });
}
