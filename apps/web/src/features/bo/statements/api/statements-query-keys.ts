import type { QueryClient } from '@tanstack/react-query';
import { pinboardQueryKeys } from '../../pinboard/api/pinboard-query-keys';

/** Every statements query starts with this key. */
export const statementsQueryKey = ['bo', 'statements'] as const;

/** A statement's text shows on a pin, and deleting a statement removes its pin: the Pinnwand goes stale too. */
export function refreshAfterStatementChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: statementsQueryKey }),
    queryClient.invalidateQueries({ queryKey: pinboardQueryKeys.all }),
  ]);
}
