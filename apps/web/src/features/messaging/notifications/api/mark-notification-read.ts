import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@berufswahl/contracts';
import * as notificationsEndpoints from '@berufswahl/contracts/messaging/endpoints/notifications';
import { notificationQueryKeys } from './notification-query-keys';
import { callEndpoint } from '../../../../lib/endpoint-client';

export function markNotificationRead(uuid: string): Promise<Notification> {
  return callEndpoint(notificationsEndpoints.markNotificationRead, { params: { uuid } });
}

/** Marks a notification read, then reloads the unread list and the bubbles. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationQueryKeys.own }),
  });
}
