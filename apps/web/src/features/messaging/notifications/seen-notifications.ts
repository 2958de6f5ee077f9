import type { Notification } from '@berufswahl/contracts';
import { normalizePath } from '../../../lib/route-paths';
import { isAppPath } from './notification-order';

/**
 * Unread notifications that are not modal and whose link is the page just opened (decision 141):
 * opening the page is reading them, so their bubble goes away. Modal ones are read by closing
 * their dialog. A link's query and fragment do not count (`/termine?x` is `/termine`).
 */
export function notificationsSeenOn(unread: readonly Notification[], pathname: string): Notification[] {
  const page = normalizePath(pathname);
  return unread.filter(
    (notification) =>
      !notification.is_modal &&
      notification.link !== null &&
      isAppPath(notification.link) &&
      normalizePath(notification.link.split(/[?#]/)[0] ?? '') === page,
  );
}
