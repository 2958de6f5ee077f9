import { describe, expect, it } from 'vitest';
import { NOTIFICATION_ICONS } from '@berufswahl/contracts/messaging/notification-rules';
import { notificationIconPath } from './notification-icon-paths';

describe('notification icons', () => {
  it('draws the icons the server sends (pinboard "pin", stations "map", events "calendar") as themselves, not as the bell', () => {
    const bell = notificationIconPath('bell');
    expect(notificationIconPath('calendar')).not.toBe(bell);
    expect(notificationIconPath('pin')).not.toBe(bell);
    expect(notificationIconPath('map')).not.toBe(bell);
  });

  it('has a path of its own for every icon name, and the bell for unknown names or none', () => {
    const paths = NOTIFICATION_ICONS.map((name) => notificationIconPath(name));
    expect(new Set(paths).size).toBe(NOTIFICATION_ICONS.length);
    expect(notificationIconPath('rocket')).toBe(notificationIconPath('bell'));
    expect(notificationIconPath(null)).toBe(notificationIconPath('bell'));
  });
});
