import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { storyListSchema, type StoryList } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';
import { storiesQueryKey } from './stories-query-keys';

export type StoriesFilter = { q: string; page: number; view: 'active' | 'trash' };

/** `GET /api/bo/v1/artefacts/stories?q=&page=&view=`: the student's stories, newest first. */
export function getStories(filter: StoriesFilter): Promise<StoryList> {
  const query = new URLSearchParams({ page: String(filter.page), view: filter.view });
  if (filter.q.trim() !== '') query.set('q', filter.q.trim());
  return apiRequest(`/api/bo/v1/artefacts/stories?${query.toString()}`, { schema: storyListSchema });
}

export function useStories(filter: StoriesFilter) {
  return useQuery({
    queryKey: [...storiesQueryKey, 'list', filter],
    queryFn: () => getStories(filter),
    placeholderData: keepPreviousData,
  });
}
