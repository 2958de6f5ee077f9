import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationsReadBody } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';
import { ownNotificationsQueryKey } from './get-unread-notifications';

export function markNotificationsRead(uuids: readonly string[]): Promise<{ read: number }> {
  const body: NotificationsReadBody = { uuids: [...uuids] };
  return apiRequest<{ read: number }>('/api/messaging/v1/notifications/read', { method: 'PATCH', body });
}

/** Marks several notifications read at once (decision 141), then reloads the unread list and the bubbles. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownNotificationsQueryKey }),
  });
}
