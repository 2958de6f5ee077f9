import { useQuery } from '@tanstack/react-query';
import { storageInfoSchema, type StorageInfo } from '@berufswahl/contracts/files/files';
import * as filesEndpoints from '@berufswahl/contracts/files/endpoints/files';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { filesQueryKeys } from '../../../../lib/query-keys';

export function getStorage(): Promise<StorageInfo> {
  return callEndpoint(filesEndpoints.myStorage, { schema: storageInfoSchema });
}

/** Storage fetch (spec 4): fetching, then fetched or error. */
export function useStorage() {
  return useQuery({ queryKey: filesQueryKeys.storage, queryFn: getStorage });
}
