import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '@berufswahl/contracts';
import * as meEndpoints from '@berufswahl/contracts/identity/endpoints/me';
import { isAuthenticated } from '../keycloak';
import { callEndpoint } from '../endpoint-client';

export const meQueryKey = ['identity', 'me'] as const;

/**
 * Loaded at start-up, before the first screen: taken as the server checked it against `meSchema`
 * (its responses are validated on the way out), so zod stays out of the first screen (decision 007).
 */
export function getMe(): Promise<Me> {
  return callEndpoint(meEndpoints.me);
}

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: getMe,
  // Loaded once at start-up; every change of it (role switch, settings) invalidates it.
  staleTime: Infinity,
});

/** The signed-in user; undefined when there is no session (the /logout page). */
export function useMe() {
  return useQuery({ ...meQueryOptions, enabled: isAuthenticated() });
}
