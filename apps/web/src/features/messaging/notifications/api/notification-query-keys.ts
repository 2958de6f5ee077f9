/**
 * The signed-in account's own notifications: the unread list and the bubble counts sit under
 * `own`, so marking a notification read refreshes both. A file of its own so the menus (first
 * screen) take the keys without the notification queue's code.
 */
const own = ['messaging', 'notifications', 'own'] as const;
export const notificationQueryKeys = {
  own,
  unread: [...own, 'unread'],
  bubbles: (sortedTypes: readonly string[]) => [...own, 'bubbles', sortedTypes] as const,
} as const;
