import { useQuery } from '@tanstack/react-query';
import type { QuickNavigationItem } from '@berufswahl/contracts';
import { apiRequest } from '../../../lib/api-client';

export function getQuickNavigation(): Promise<QuickNavigationItem[]> {
  return apiRequest<QuickNavigationItem[]>('/api/navigation/v1/quick-navigation');
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
