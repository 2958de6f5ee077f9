import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_TYPES, type NotificationType } from '@berufswahl/contracts/messaging/notification-rules';
import { useFormality } from '../../../lib/formality';
import { addTexts } from '../../../lib/i18n';
import bubbleTexts from '../../../locales/de-notification-bubbles.json';
import { useNotificationBubbles } from './api/get-notification-bubbles';
import { bubbleAmountOf, bubbleDigits } from './menu-bubble-logic';

addTexts(bubbleTexts);

/**
 * The unread counts of every type, in one query that all bubbles of both menus share; reloaded on
 * every route change (the notification queue marks a page's notifications read when it opens) and
 * whenever notifications are marked read (their mutations invalidate the bubbles).
 */
function useMenuBubbles() {
  const { pathname } = useLocation();
  const { bubbles, refetch } = useNotificationBubbles(NOTIFICATION_TYPES);
  const isFirstPath = useRef(true);
  useEffect(() => {
    if (isFirstPath.current) {
      isFirstPath.current = false;
      return;
    }
    // Every bubble asks; one request serves them all (an ongoing one is not restarted).
    void refetch({ cancelRefetch: false });
  }, [pathname, refetch]);
  return bubbles;
}

/**
 * A menu entry's notification bubble (spec 3, "Notification bubbles"; decision 141): the unread
 * count of the types the entry names, drawn as digits hidden from screen readers, which hear
 * "3 neue Nachrichten für dich" as part of the link's name instead. Nothing while there are none.
 */
export function MenuBubble({ types }: { types: readonly NotificationType[] }) {
  const { t } = useTranslation();
  const context = useFormality();
  const amount = bubbleAmountOf(useMenuBubbles(), types);
  if (amount === 0) return null;
  return (
    <span className="menu-bubble" data-testid="menu-bubble">
      <span aria-hidden="true">{bubbleDigits(amount)}</span>
      <span className="visually-hidden">, {t('notificationBubble.label', { count: amount, context })}</span>
    </span>
  );
}
