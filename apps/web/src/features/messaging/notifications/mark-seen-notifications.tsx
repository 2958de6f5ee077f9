import { useEffect } from 'react';
import type { Notification } from '@berufswahl/contracts';
import { NOTIFICATIONS_READ_MAX } from '@berufswahl/contracts/messaging/notifications';
import { useMarkNotificationsRead } from './api/mark-notifications-read';
import { notificationsSeenOn } from './seen-notifications';

/**
 * Marks the unread notifications read whose page the user has just opened (decision 141), once per
 * set of uuids; the reloaded unread list then no longer names them. Loaded lazily by the queue
 * only while some unread notification has a link, so the first screen stays small.
 */
export function MarkSeenNotifications({ unread, pathname }: { unread: readonly Notification[]; pathname: string }) {
  const { mutate } = useMarkNotificationsRead();
  const batch = notificationsSeenOn(unread, pathname)
    .slice(0, NOTIFICATIONS_READ_MAX)
    .map((notification) => notification.uuid)
    .join(',');
  useEffect(() => {
    if (batch) mutate(batch.split(','));
  }, [batch, mutate]);
  return null;
}
