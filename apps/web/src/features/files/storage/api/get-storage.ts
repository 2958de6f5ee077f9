import { useQuery } from '@tanstack/react-query';
import { storageInfoSchema, type StorageInfo } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';

export const storageQueryKey = ['files', 'storage'] as const;

export function getStorage(): Promise<StorageInfo> {
  return apiRequest('/api/files/v1/me/storage', { schema: storageInfoSchema });
}

/** Storage fetch (spec 4): fetching, then fetched or error. */
export function useStorage() {
  return useQuery({ queryKey: storageQueryKey, queryFn: getStorage });
}
