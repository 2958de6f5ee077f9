import type { QueryClient } from '@tanstack/react-query';

/** Every statements query starts with this key. */
export const statementsQueryKey = ['bo', 'statements'] as const;

/**
 * The Pinnwand feature's queries start with `['bo', 'pinboard']`: a statement's text shows on a
 * pin, and deleting a statement removes its pin, so changes here make them stale too.
 */
export const pinboardQueryPrefix = ['bo', 'pinboard'] as const;

export function refreshAfterStatementChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: statementsQueryKey }),
    queryClient.invalidateQueries({ queryKey: pinboardQueryPrefix }),
  ]);
}
