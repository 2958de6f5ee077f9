import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '@berufswahl/contracts';
import { apiRequest } from '../api-client';
import { meQueryKey } from './get-me';

export function setTrackingConsent(trackingConsent: boolean): Promise<Me> {
  return apiRequest<Me>('/api/identity/v1/users/me/tracking-consent', {
    method: 'PATCH',
    body: { tracking_consent: trackingConsent },
  });
}

/** Stores yes or no to usage statistics (decision 186): asked once, changeable on "Meine Daten". */
export function useSetTrackingConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTrackingConsent,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
