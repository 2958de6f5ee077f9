import { useQuery } from '@tanstack/react-query';
import type { Notification } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';

/**
 * The signed-in account's own notifications: the unread list and the bubble counts
 * (`get-notification-bubbles.ts`) – marking a notification read refreshes both through this key.
 */
export const ownNotificationsQueryKey = ['messaging', 'notifications', 'own'] as const;
export const unreadNotificationsQueryKey = [...ownNotificationsQueryKey, 'unread'] as const;

export function getUnreadNotifications(): Promise<Notification[]> {
  return apiRequest<Notification[]>('/api/messaging/v1/notifications/unread');
}

/** Unread notifications; a failed load is silently ignored (spec 8). */
export function useUnreadNotifications({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: unreadNotificationsQueryKey,
    queryFn: getUnreadNotifications,
    enabled: isEnabled,
    retry: false,
    throwOnError: false,
  });
}
