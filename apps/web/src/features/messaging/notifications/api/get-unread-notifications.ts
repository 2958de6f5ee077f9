import { useQuery } from '@tanstack/react-query';
import type { Notification } from '@berufswahl/contracts';
import * as notificationsEndpoints from '@berufswahl/contracts/messaging/endpoints/notifications';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { notificationQueryKeys } from './notification-query-keys';

export function getUnreadNotifications(): Promise<Notification[]> {
  return callEndpoint(notificationsEndpoints.unreadNotifications);
}

/** Unread notifications; a failed load is silently ignored (spec 8). */
export function useUnreadNotifications({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: notificationQueryKeys.unread,
    queryFn: getUnreadNotifications,
    enabled: isEnabled,
    retry: false,
    throwOnError: false,
  });
}
