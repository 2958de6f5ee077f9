import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EventList, NewsList } from '@berufswahl/contracts';
import * as newsEndpoints from '@berufswahl/contracts/messaging/endpoints/news';
import { callEndpoint } from '../../../../lib/endpoint-client';

/** Both lists share one shape; events add date, time and place to each item. */
export type NewsKind = 'news' | 'events';
interface ListOfKind {
  news: NewsList;
  events: EventList;
}

/** Spec 9: page size 10, start 0, default filter `stufe:*`. */
export const NEWS_PAGE_SIZE = 10;
export const DEFAULT_FILTER = 'stufe:*';

export const newsKeys = {
  all: (kind: NewsKind) => ['messaging', kind] as const,
  page: (kind: NewsKind, start: number, limit: number, filter: string) => ['messaging', kind, 'list', { start, limit, filter }] as const,
};

type ListQuery = { filter: string; start: number; limit: number };

// One loader per kind, looked up by `kind`: so the answer's type follows the kind (an event list
// for 'events'), which a single call choosing between the two endpoints could not say.
const listLoaders: { [K in NewsKind]: (query: ListQuery) => Promise<ListOfKind[K]> } = {
  news: (query) => callEndpoint(newsEndpoints.news, { query }),
  events: (query) => callEndpoint(newsEndpoints.events, { query }),
};

export function fetchNewsList<K extends NewsKind>(kind: K, start: number, limit: number, filter = DEFAULT_FILTER): Promise<ListOfKind[K]> {
  return listLoaders[kind]({ filter, start, limit });
}

/** One page of the reader's news or events; the previous page stays visible while the next loads. */
export function useNewsList<K extends NewsKind>(kind: K, start: number, limit = NEWS_PAGE_SIZE, filter = DEFAULT_FILTER) {
  return useQuery({
    queryKey: newsKeys.page(kind, start, limit, filter),
    queryFn: () => fetchNewsList(kind, start, limit, filter),
    placeholderData: keepPreviousData,
  });
}
