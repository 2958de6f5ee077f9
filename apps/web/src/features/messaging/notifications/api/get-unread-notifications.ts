import { useQuery } from '@tanstack/react-query';
import type { Notification } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';

export const unreadNotificationsQueryKey = ['messaging', 'notifications', 'unread'] as const;

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
