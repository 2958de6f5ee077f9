import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventBody, NewsBody } from '@berufswahl/contracts';
import * as newsEndpoints from '@berufswahl/contracts/messaging/endpoints/news';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { newsKeys, type NewsKind } from './list-news';

export type NewsDraft = NewsBody & Partial<Pick<EventBody, 'date' | 'time' | 'place'>>;

/** Publishes a new item (POST) or changes an own one (PUT). */
export function saveNews(kind: NewsKind, draft: NewsDraft, uuid?: string): Promise<unknown> {
  const body = draft;
  if (kind === 'events') {
    return uuid ? callEndpoint(newsEndpoints.updateEvent, { params: { eventUuid: uuid }, body }) : callEndpoint(newsEndpoints.createEvent, { body });
  }
  return uuid ? callEndpoint(newsEndpoints.updateNews, { params: { newsUuid: uuid }, body }) : callEndpoint(newsEndpoints.createNews, { body });
}

export function useSaveNews(kind: NewsKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ draft, uuid }: { draft: NewsDraft; uuid?: string }) => saveNews(kind, draft, uuid),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.all(kind) }),
  });
}
