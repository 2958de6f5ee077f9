import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationsReadBody } from '@berufswahl/contracts';
import * as notificationsEndpoints from '@berufswahl/contracts/messaging/endpoints/notifications';
import { notificationQueryKeys } from './notification-query-keys';
import { callEndpoint } from '../../../../lib/endpoint-client';

export function markNotificationsRead(uuids: readonly string[]): Promise<{ read: number }> {
  const body: NotificationsReadBody = { uuids: [...uuids] };
  return callEndpoint(notificationsEndpoints.markNotificationsRead, { body });
}

/** Marks several notifications read at once (decision 141), then reloads the unread list and the bubbles. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationQueryKeys.own }),
  });
}
