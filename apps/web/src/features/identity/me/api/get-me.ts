import { queryOptions, useQuery } from '@tanstack/react-query';
import { meSchema, type Me } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';
import { isAuthenticated } from '../../../../lib/keycloak';

export const meQueryKey = ['identity', 'me'] as const;

export function getMe(): Promise<Me> {
  return apiRequest('/api/identity/v1/users/me', { schema: meSchema });
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
