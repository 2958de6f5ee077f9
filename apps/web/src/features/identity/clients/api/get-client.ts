import { useQuery } from '@tanstack/react-query';
import { clientSchema, type Client } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';

export function getClient(clientUuid: string): Promise<Client> {
  return apiRequest(`/api/identity/v1/clients/${encodeURIComponent(clientUuid)}`, { schema: clientSchema });
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
