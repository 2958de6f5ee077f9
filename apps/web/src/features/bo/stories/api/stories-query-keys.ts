import type { QueryClient } from '@tanstack/react-query';
import { filesQueryKeys } from '../../../../lib/query-keys';

/** Every story query starts with this key, so one invalidation refreshes lists and single stories. */
export const storiesQueryKey = ['bo', 'stories'] as const;

/** Refreshes the stories and the files (a story's attachment is a stored file) after a change of a story. */
export function refreshAfterStoryChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: storiesQueryKey }),
    queryClient.invalidateQueries({ queryKey: filesQueryKeys.all }),
  ]);
}
