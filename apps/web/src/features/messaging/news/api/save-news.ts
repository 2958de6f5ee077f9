import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventBody, NewsBody } from '@berufswahl/contracts';
import * as newsEndpoints from '@berufswahl/contracts/messaging/endpoints/news';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { newsKeys, type NewsKind } from './list-news';

/** What each kind sends: an event needs its date and place besides the news fields. */
interface DraftOfKind {
  news: NewsBody;
  events: EventBody;
}
export type NewsDraft<K extends NewsKind = NewsKind> = DraftOfKind[K];

// One saver per kind, looked up by `kind`, so an event's draft goes to the events endpoints with
// the body they require.
const savers: { [K in NewsKind]: (draft: DraftOfKind[K], uuid?: string) => Promise<unknown> } = {
  news: (body, uuid) =>
    uuid ? callEndpoint(newsEndpoints.updateNews, { params: { newsUuid: uuid }, body }) : callEndpoint(newsEndpoints.createNews, { body }),
  events: (body, uuid) =>
    uuid
      ? callEndpoint(newsEndpoints.updateEvent, { params: { eventUuid: uuid }, body })
      : callEndpoint(newsEndpoints.createEvent, { body }),
};

/** Publishes a new item (POST) or changes an own one (PUT). */
export function saveNews<K extends NewsKind>(kind: K, draft: NewsDraft<K>, uuid?: string): Promise<unknown> {
  return savers[kind](draft, uuid);
}

export function useSaveNews<K extends NewsKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ draft, uuid }: { draft: NewsDraft<K>; uuid?: string }) => saveNews(kind, draft, uuid),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.all(kind) }),
  });
}
