import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';
import { ownNotificationsQueryKey } from './get-unread-notifications';

export function markNotificationRead(uuid: string): Promise<Notification> {
  return apiRequest<Notification>(`/api/messaging/v1/notifications/${encodeURIComponent(uuid)}/read`, { method: 'PATCH' });
}

/** Marks a notification read, then reloads the unread list and the bubbles. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownNotificationsQueryKey }),
  });
}
