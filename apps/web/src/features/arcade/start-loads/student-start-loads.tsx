import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { arcadeQueryKeys } from '../../../lib/query-keys';
import { remindersQueryOptions, reviewsQueryOptions } from '../api/get-nudges';
import { rankingQueryOptions } from '../api/get-ranking';

/**
 * A start load is skipped when another part of the page (the menu's profile link, the dashboard)
 * has loaded the same data within this time – it would only ask the server the same question twice.
 */
const FRESH_ENOUGH_MS = 30_000;

/**
 * Keeps points, rank and trophies fresh: any successful change elsewhere (a story, a task, a
 * quest) may have earned points, so every finished mutation refreshes the arcade's queries.
 */
function useRefreshAfterChanges(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') {
          void queryClient.invalidateQueries({ queryKey: arcadeQueryKeys.all });
        }
      }),
    [queryClient],
  );
}

/**
 * The students' start-up loads (spec 6: "Students load ranking, reminders and reviews at start",
 * fire and forget) and the refresh of the arcade after changes. The shell mounts it for students on
 * every page – also on phones, where the menu with the profile link exists only while the burger is
 * open – and loads it lazily, so the first screen's JavaScript does not grow. Renders nothing.
 */
export function StudentStartLoads(): null {
  const queryClient = useQueryClient();
  useRefreshAfterChanges();

  useEffect(() => {
    void queryClient.prefetchQuery({ ...rankingQueryOptions, staleTime: FRESH_ENOUGH_MS });
    void queryClient.prefetchQuery({ ...remindersQueryOptions, staleTime: FRESH_ENOUGH_MS });
    void queryClient.prefetchQuery({ ...reviewsQueryOptions, staleTime: FRESH_ENOUGH_MS });
  }, [queryClient]);

  return null;
}
