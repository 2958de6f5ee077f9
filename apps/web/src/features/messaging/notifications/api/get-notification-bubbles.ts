import { useQuery } from '@tanstack/react-query';
import type { NotificationBubble } from '@berufswahl/contracts';
import { apiRequest } from '../../../../lib/api-client';

/**
 * Under `ownNotificationsQueryKey` (get-unread-notifications.ts), so marking notifications read
 * refreshes the bubbles. Written out rather than imported: the menus load this file, and importing
 * the notification queue's file would split it into a chunk of its own on the first screen.
 */
export const notificationBubblesQueryKey = ['messaging', 'notifications', 'own', 'bubbles'] as const;

export function getNotificationBubbles(types: readonly string[]): Promise<NotificationBubble[]> {
  const query = types.length > 0 ? `?types=${encodeURIComponent(types.join(','))}` : '';
  return apiRequest<NotificationBubble[]>(`/api/messaging/v1/notifications/bubbles${query}`);
}

/**
 * Unread counts per notification type, for the badges of menu entries:
 * `const { amountOf } = useNotificationBubbles(['news', 'events']); amountOf('news') // → 2`.
 * Reloaded whenever a notification is marked read; a failed load counts as 0 (spec 8: ignored).
 */
export function useNotificationBubbles(types: readonly string[], { isEnabled = true }: { isEnabled?: boolean } = {}) {
  const sortedTypes = [...types].sort();
  const query = useQuery({
    queryKey: [...notificationBubblesQueryKey, sortedTypes],
    queryFn: () => getNotificationBubbles(sortedTypes),
    enabled: isEnabled,
    retry: false,
  });
  const bubbles = query.data ?? [];
  return {
    bubbles,
    amountOf: (type: string) => bubbles.find((bubble) => bubble.type === type)?.amount ?? 0,
    isLoading: query.isLoading,
    refetch: query.refetch,
  };
}
