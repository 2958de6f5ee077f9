import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { storyListSchema, type StoryList } from '@berufswahl/contracts/bo/stories';
import * as storiesEndpoints from '@berufswahl/contracts/bo/endpoints/stories';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { storiesQueryKey } from './stories-query-keys';

export type StoriesFilter = { q: string; page: number; view: 'active' | 'trash' };

/** `GET /api/bo/v1/artefacts/stories?q=&page=&view=`: the student's stories, newest first. */
export function getStories(filter: StoriesFilter): Promise<StoryList> {
  const q = filter.q.trim();
  return callEndpoint(storiesEndpoints.stories, { query: { page: filter.page, view: filter.view, q: q === '' ? undefined : q }, schema: storyListSchema });
}

export function useStories(filter: StoriesFilter) {
  return useQuery({
    queryKey: [...storiesQueryKey, 'list', filter],
    queryFn: () => getStories(filter),
    placeholderData: keepPreviousData,
  });
}
