import { useQuery } from '@tanstack/react-query';
import type { NavigationSection } from '@berufswahl/contracts';
import { apiRequest } from '../../../lib/api-client';

export function getNavigation(): Promise<NavigationSection[]> {
  return apiRequest<NavigationSection[]>('/api/navigation/v1/navigation');
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
