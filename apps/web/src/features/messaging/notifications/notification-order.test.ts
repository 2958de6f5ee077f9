import type { Notification } from '@berufswahl/contracts';
import { describe, expect, it } from 'vitest';
import { isAppPath, nextModalNotification } from './notification-order';

function notification(uuid: string, created: string, isModal = true): Notification {
  return {
    uuid,
    title: uuid,
    message: '',
    icon: null,
    link: null,
    link_text: null,
    cancel_text: null,
    is_modal: isModal,
    created_date: created,
  };
}

describe('nextModalNotification', () => {
  const unread = [
    notification('new', '2030-01-03T00:00:00Z'),
    notification('not-modal', '2030-01-01T00:00:00Z', false),
    notification('old', '2030-01-02T00:00:00Z'),
  ];

  it('shows the oldest modal notification first', () => {
    expect(nextModalNotification(unread, new Set())?.uuid).toBe('old');
  });

  it('shows the next one once the first is closed, and none after the last', () => {
    expect(nextModalNotification(unread, new Set(['old']))?.uuid).toBe('new');
    expect(nextModalNotification(unread, new Set(['old', 'new']))).toBeUndefined();
  });
});

describe('isAppPath', () => {
  it('tells app paths from addresses of other sites', () => {
    expect(isAppPath('/barrier-free-info')).toBe(true);
    expect(isAppPath('//evil.example/')).toBe(false);
    expect(isAppPath('https://www.arbeitsagentur.de/')).toBe(false);
  });
});
