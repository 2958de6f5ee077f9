import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventBody, NewsBody } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';
import { newsKeys, type NewsKind } from './list-news';

export type NewsDraft = NewsBody & Partial<Pick<EventBody, 'date' | 'time' | 'place'>>;

/** Publishes a new item (POST) or changes an own one (PUT). */
export function saveNews(kind: NewsKind, draft: NewsDraft, uuid?: string): Promise<unknown> {
  return apiRequest(uuid ? `/api/messaging/v1/${kind}/${uuid}` : `/api/messaging/v1/${kind}`, {
    method: uuid ? 'PUT' : 'POST',
    body: draft,
  });
}

export function useSaveNews(kind: NewsKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ draft, uuid }: { draft: NewsDraft; uuid?: string }) => saveNews(kind, draft, uuid),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.all(kind) }),
  });
}
