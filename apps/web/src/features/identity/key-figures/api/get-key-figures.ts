import { useQuery } from '@tanstack/react-query';
import type { KeyFigures } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';

export function getKeyFigures(): Promise<KeyFigures> {
  return apiRequest<KeyFigures>('/api/identity/v1/key-figures');
}

/** The key figures of the coordinator's own school, Land or the whole system (decision 096). */
export function useKeyFigures() {
  return useQuery({ queryKey: ['identity', 'key-figures'], queryFn: getKeyFigures, staleTime: 60_000 });
}
