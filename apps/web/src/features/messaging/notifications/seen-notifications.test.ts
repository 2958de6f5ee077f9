import type { Notification } from '@berufswahl/contracts';
import { describe, expect, it } from 'vitest';
import { notificationsSeenOn } from './seen-notifications';

function notification(uuid: string, isModal: boolean, link: string | null): Notification {
  return {
    uuid,
    title: uuid,
    message: '',
    icon: null,
    link,
    link_text: null,
    cancel_text: null,
    is_modal: isModal,
    created_date: '2030-01-01T00:00:00Z',
  };
}

describe('notificationsSeenOn', () => {
  const unread = [
    notification('station', false, '/mein-weg'),
    notification('events', false, '/termine?von=start#liste'),
    notification('news', false, '/'),
    notification('feedback', true, '/pinnwand'),
    notification('external', false, 'https://example.org/mein-weg'),
    notification('no-link', false, null),
  ];
  const seenOn = (pathname: string) => notificationsSeenOn(unread, pathname).map((seen) => seen.uuid);

  it('reads the non-modal notifications whose link is the page just opened', () => {
    expect(seenOn('/mein-weg')).toEqual(['station']);
    expect(seenOn('/')).toEqual(['news']);
  });

  it('ignores the query and fragment of a link, a trailing slash and the language segment of the path', () => {
    expect(seenOn('/termine')).toEqual(['events']);
    expect(seenOn('/de/termine/')).toEqual(['events']);
  });

  it('leaves modal notifications to their dialog and never matches external links or pages without one', () => {
    expect(seenOn('/pinnwand')).toEqual([]);
    expect(seenOn('/stories')).toEqual([]);
  });
});
