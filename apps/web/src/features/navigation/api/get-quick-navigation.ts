import { useQuery } from '@tanstack/react-query';
import type { QuickNavigationItem } from '@berufswahl/contracts';
import * as navigationEndpoints from '@berufswahl/contracts/navigation/endpoints/navigation';
import { callEndpoint } from '../../../lib/endpoint-client';

export function getQuickNavigation(): Promise<QuickNavigationItem[]> {
  return callEndpoint(navigationEndpoints.quickNavigation);
}

/** The students' quick menu (the server answers 403 to every other role, so only students ask). */
export function useQuickNavigation(isStudent: boolean) {
  return useQuery({
    queryKey: ['navigation', 'quick-navigation'],
    queryFn: getQuickNavigation,
    enabled: isStudent,
    staleTime: Infinity,
  });
}
