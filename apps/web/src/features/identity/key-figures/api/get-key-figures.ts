import { useQuery } from '@tanstack/react-query';
import type { KeyFigures } from '@berufswahl/contracts';
import * as keyFiguresEndpoints from '@berufswahl/contracts/identity/endpoints/key-figures';
import { callEndpoint } from '../../../../lib/endpoint-client';

export function getKeyFigures(): Promise<KeyFigures> {
  return callEndpoint(keyFiguresEndpoints.keyFigures);
}

/** The key figures of the coordinator's own school, Land or the whole system (decision 096). */
export function useKeyFigures() {
  return useQuery({ queryKey: ['identity', 'key-figures'], queryFn: getKeyFigures, staleTime: 60_000 });
}
