import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '@berufswahl/contracts';
import * as meEndpoints from '@berufswahl/contracts/identity/endpoints/me';
import { callEndpoint } from '../endpoint-client';
import { meQueryKey } from './get-me';

export function setOnboarding(showOnboarding: boolean): Promise<Me> {
  return callEndpoint(meEndpoints.setOnboarding, { body: { show_onboarding: showOnboarding } });
}

/** Stores whether the welcome dialog offers the tour again (spec 4, "Onboarding flag"). */
export function useSetOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOnboarding,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
