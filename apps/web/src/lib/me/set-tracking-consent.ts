import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '@berufswahl/contracts';
import * as meEndpoints from '@berufswahl/contracts/identity/endpoints/me';
import { callEndpoint } from '../endpoint-client';
import { meQueryKey } from './get-me';

export function setTrackingConsent(trackingConsent: boolean): Promise<Me> {
  return callEndpoint(meEndpoints.setTrackingConsent, { body: { tracking_consent: trackingConsent } });
}

/** Stores yes or no to usage statistics (decision 186): asked once, changeable on "Meine Daten". */
export function useSetTrackingConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTrackingConsent,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
