import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Notification } from '@berufswahl/contracts';
import { ErrorBoundary } from '../../../components/ui/error-boundary';
import { useUnreadNotifications } from './api/get-unread-notifications';
import { useMarkNotificationRead } from './api/mark-notification-read';
import { isAppPath, nextModalNotification } from './notification-order';

// The dialog (react-aria's overlay code) loads only when a notification is to be shown, so the
// first screen stays small.
const NotificationModal = lazy(() => import('./notification-modal').then((module) => ({ default: module.NotificationModal })));
const MarkSeenNotifications = lazy(() => import('./mark-seen-notifications').then((module) => ({ default: module.MarkSeenNotifications })));

interface NotificationQueueProps {
  /** False while another modal (e.g. the terms of use) must be answered first. */
  isEnabled: boolean;
  /** True while an earlier part of the first-run queue holds the screen (decision 185). */
  isWaiting: boolean;
  /** True when this account never gets notifications (deactivated, a role the app does not serve). */
  isOff: boolean;
  /** Leaving the app goes through the external-link confirmation. */
  onExternalLink: (url: string) => void;
}

/**
 * Shows unread modal notifications one at a time, oldest first, and reloads the list on every
 * route change (spec 4). Other unread notifications whose link is the page just opened are marked
 * read, which clears their menu bubble (decision 141). A failed load or mark is silently ignored
 * (spec 8).
 */
export function NotificationQueue({ isEnabled, isWaiting, isOff, onExternalLink }: NotificationQueueProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const unread = useUnreadNotifications({ isEnabled });
  const markRead = useMarkNotificationRead();
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const { refetch } = unread;

  useEffect(() => {
    if (isEnabled) void refetch();
  }, [pathname, isEnabled, refetch]);

  // Spec 4: closing marks read, *then* the next one shows.
  const current = isEnabled && !markRead.isPending ? nextModalNotification(unread.data ?? [], closed) : undefined;
  const isIdle = isEnabled && unread.isFetched && !unread.isFetching && !markRead.isPending && !current;

  // A hook for tests (like the onboarding's): "idle" once the list is loaded and nothing is shown,
  // "waiting" while the first-run queue holds them back, "off" for accounts that never get them.
  useEffect(() => {
    document.documentElement.dataset.notifications = isOff ? 'off' : isWaiting ? 'waiting' : isIdle ? 'idle' : 'busy';
  }, [isOff, isWaiting, isIdle]);
  useEffect(() => () => void delete document.documentElement.dataset.notifications, []);

  const hasLinkedUnread = isEnabled && unread.data?.some((notification) => !notification.is_modal && notification.link) === true;
  const markSeen = hasLinkedUnread && (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <MarkSeenNotifications unread={unread.data ?? []} pathname={pathname} />
      </Suspense>
    </ErrorBoundary>
  );

  const markShownRead = async (notification: Notification) => {
    // Hidden at once and never shown again in this tab, even if marking it read fails.
    setClosed((previous) => new Set(previous).add(notification.uuid));
    try {
      await markRead.mutateAsync(notification.uuid);
    } catch (error) {
      console.warn('Marking a notification read failed', error);
    }
  };

  return (
    <>
      {markSeen}
      {current && (
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <NotificationModal
              key={current.uuid}
              notification={current}
              onClose={() => void markShownRead(current)}
              onFollowLink={(link) => {
                void markShownRead(current).then(() => {
                  if (isAppPath(link)) void navigate(link);
                  else onExternalLink(link);
                });
              }}
            />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
