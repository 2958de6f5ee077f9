import { useQuery } from '@tanstack/react-query';
import { fileListSchema, type StoredFile } from '@berufswahl/contracts/files/files';
import * as filesEndpoints from '@berufswahl/contracts/files/endpoints/files';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { filesQueryKeys } from '../../../../lib/query-keys';

export type FileState = 'active' | 'trash';

export async function getFiles(state: FileState): Promise<StoredFile[]> {
  const list = await callEndpoint(filesEndpoints.myFiles, { query: { state }, schema: fileListSchema });
  return list.items;
}

/**
 * The user's files or trash. Their signed URLs work for 15 minutes, so the list counts as stale
 * after 5 and is fetched again when the window regains focus.
 */
export function useFiles(state: FileState) {
  return useQuery({ queryKey: [...filesQueryKeys.lists, state], queryFn: () => getFiles(state), staleTime: 5 * 60_000, refetchInterval: 10 * 60_000 });
}
