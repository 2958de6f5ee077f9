import type { Notification } from '@berufswahl/contracts';

/**
 * The modal notification to show now (spec 4): unread ones oldest first, modal ones one at a
 * time; those already closed in this tab (being marked read) are skipped.
 */
export function nextModalNotification(unread: readonly Notification[], closed: ReadonlySet<string>): Notification | undefined {
  return [...unread]
    .filter((notification) => notification.is_modal && !closed.has(notification.uuid))
    .sort((a, b) => Date.parse(a.created_date) - Date.parse(b.created_date))[0];
}

/** Whether a notification link stays inside the app (an app path) rather than leaving it. */
export function isAppPath(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}
