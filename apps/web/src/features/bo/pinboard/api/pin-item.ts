import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pinboardEntrySchema, type PinboardEntry, type PinItemInput } from '@berufswahl/contracts/bo/pinboard';
import * as pinboardEndpoints from '@berufswahl/contracts/bo/endpoints/pinboard';
import { pinboardQueryKeys } from './pinboard-query-keys';
import { callEndpoint } from '../../../../lib/endpoint-client';

/** `POST /api/bo/v1/pinboard/my/entries`: pins one of the student's items. */
export function pinItem(input: PinItemInput): Promise<PinboardEntry> {
  return callEndpoint(pinboardEndpoints.pinItem, { body: input, schema: pinboardEntrySchema });
}

export function usePinItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: pinItem, onSuccess: () => queryClient.invalidateQueries({ queryKey: pinboardQueryKeys.all }) });
}
