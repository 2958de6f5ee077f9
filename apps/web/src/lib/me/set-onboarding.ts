import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '@berufswahl/contracts';
import { apiRequest } from '../api-client';
import { meQueryKey } from './get-me';

export function setOnboarding(showOnboarding: boolean): Promise<Me> {
  return apiRequest<Me>('/api/identity/v1/users/me/onboarding', {
    method: 'PATCH',
    body: { show_onboarding: showOnboarding },
  });
}

/** Stores whether the welcome dialog offers the tour again (spec 4, "Onboarding flag"). */
export function useSetOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOnboarding,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
