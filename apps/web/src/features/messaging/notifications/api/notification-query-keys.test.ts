import { describe, expect, it } from 'vitest';
import { notificationQueryKeys } from './notification-query-keys';

describe('query keys of the own notifications', () => {
  // Marking read invalidates notificationQueryKeys.own; a bubble outside it would keep its old count.
  it('keeps the unread list and the bubbles under the key that marking read refreshes', () => {
    const own = [...notificationQueryKeys.own];
    expect(notificationQueryKeys.unread.slice(0, own.length)).toEqual(own);
    expect(notificationQueryKeys.bubbles(['news']).slice(0, own.length)).toEqual(own);
  });
});
