import { describe, expect, it } from 'vitest';
import { notificationBubblesQueryKey } from './get-notification-bubbles';
import { ownNotificationsQueryKey, unreadNotificationsQueryKey } from './get-unread-notifications';

describe('query keys of the own notifications', () => {
  // Marking read invalidates ownNotificationsQueryKey; a bubble outside it would keep its old count.
  it('keeps the unread list and the bubbles under the key that marking read refreshes', () => {
    expect(unreadNotificationsQueryKey.slice(0, ownNotificationsQueryKey.length)).toEqual([...ownNotificationsQueryKey]);
    expect(notificationBubblesQueryKey.slice(0, ownNotificationsQueryKey.length)).toEqual([...ownNotificationsQueryKey]);
  });
});
