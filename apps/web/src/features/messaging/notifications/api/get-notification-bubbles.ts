import { useQuery } from '@tanstack/react-query';
import type { NotificationBubble } from '@berufswahl/contracts';
import * as notificationsEndpoints from '@berufswahl/contracts/messaging/endpoints/notifications';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { notificationQueryKeys } from './notification-query-keys';

export function getNotificationBubbles(types: readonly string[]): Promise<NotificationBubble[]> {
  return callEndpoint(notificationsEndpoints.notificationBubbles, { query: { types: types.length > 0 ? types.join(',') : undefined } });
}

/**
 * Unread counts per notification type, for the badges of menu entries:
 * `const { amountOf } = useNotificationBubbles(['news', 'events']); amountOf('news') // → 2`.
 * Reloaded whenever a notification is marked read; a failed load counts as 0 (spec 8: ignored).
 */
export function useNotificationBubbles(types: readonly string[], { isEnabled = true }: { isEnabled?: boolean } = {}) {
  const sortedTypes = [...types].sort();
  const query = useQuery({
    queryKey: notificationQueryKeys.bubbles(sortedTypes),
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
