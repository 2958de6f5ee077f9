import { useQuery } from '@tanstack/react-query';
import type { Client } from '@berufswahl/contracts';
import * as clientsEndpoints from '@berufswahl/contracts/identity/endpoints/clients';
import { callEndpoint } from '../../../../lib/endpoint-client';

/** Shown in the header of the first screen, so taken as the server checked it (decision 007). */
export function getClient(clientUuid: string): Promise<Client> {
  return callEndpoint(clientsEndpoints.client, { params: { id: clientUuid } });
}

/** The Land the user belongs to (header name and subline). A failed load just leaves them out. */
export function useClient(clientUuid: string | undefined) {
  return useQuery({
    queryKey: ['identity', 'clients', clientUuid],
    queryFn: () => getClient(clientUuid ?? ''),
    enabled: Boolean(clientUuid),
    staleTime: Infinity,
    retry: false,
  });
}
