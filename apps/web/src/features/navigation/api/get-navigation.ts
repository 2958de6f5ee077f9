import { useQuery } from '@tanstack/react-query';
import type { NavigationSection } from '@berufswahl/contracts';
import * as navigationEndpoints from '@berufswahl/contracts/navigation/endpoints/navigation';
import { callEndpoint } from '../../../lib/endpoint-client';

export function getNavigation(): Promise<NavigationSection[]> {
  return callEndpoint(navigationEndpoints.navigation);
}

/** The menu sections; keyed by the active role, so a role switch loads the menu of the new role. */
export function useNavigation(activeRole: string | undefined) {
  return useQuery({
    queryKey: ['navigation', 'navigation', activeRole],
    queryFn: getNavigation,
    enabled: activeRole !== undefined,
    staleTime: Infinity,
  });
}
