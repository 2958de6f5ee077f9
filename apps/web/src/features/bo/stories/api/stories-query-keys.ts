import type { QueryClient } from '@tanstack/react-query';

/** Every story query starts with this key, so one invalidation refreshes lists and single stories. */
export const storiesQueryKey = ['bo', 'stories'] as const;

/**
 * The files feature's queries (storage bar, file list) all start with `files`: a story's
 * attachment is a stored file, so saving, trashing or deleting a story changes them too.
 */
const filesQueryPrefix = ['files'] as const;

/** Refreshes the stories and the storage figures after a change of a story. */
export function refreshAfterStoryChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: storiesQueryKey }),
    queryClient.invalidateQueries({ queryKey: filesQueryPrefix }),
  ]);
}
