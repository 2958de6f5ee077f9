import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { newsKeys, type NewsKind } from './list-news';

export function deleteNews(kind: NewsKind, uuid: string): Promise<unknown> {
  return apiRequest(`/api/messaging/v1/${kind}/${uuid}`, { method: 'DELETE' });
}

export function useDeleteNews(kind: NewsKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => deleteNews(kind, uuid),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.all(kind) }),
  });
}
