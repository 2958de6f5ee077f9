import { useQuery } from '@tanstack/react-query';
import { fileListSchema, type StoredFile } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';

export type FileState = 'active' | 'trash';

export const filesQueryKey = ['files', 'list'] as const;

export async function getFiles(state: FileState): Promise<StoredFile[]> {
  const list = await apiRequest(`/api/files/v1/me/files?state=${state}`, { schema: fileListSchema });
  return list.items;
}

/**
 * The user's files or trash. Their signed URLs work for 15 minutes, so the list counts as stale
 * after 5 and is fetched again when the window regains focus.
 */
export function useFiles(state: FileState) {
  return useQuery({ queryKey: [...filesQueryKey, state], queryFn: () => getFiles(state), staleTime: 5 * 60_000, refetchInterval: 10 * 60_000 });
}
