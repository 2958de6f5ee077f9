import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as newsEndpoints from '@berufswahl/contracts/messaging/endpoints/news';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { newsKeys, type NewsKind } from './list-news';

export function deleteNews(kind: NewsKind, uuid: string): Promise<unknown> {
  return kind === 'events'
    ? callEndpoint(newsEndpoints.deleteEvent, { params: { eventUuid: uuid } })
    : callEndpoint(newsEndpoints.deleteNews, { params: { newsUuid: uuid } });
}

export function useDeleteNews(kind: NewsKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => deleteNews(kind, uuid),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.all(kind) }),
  });
}
