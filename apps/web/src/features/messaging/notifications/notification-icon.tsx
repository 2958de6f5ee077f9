import { NOTIFICATION_ICONS, type NotificationIcon as IconName } from '@berufswahl/contracts/messaging/notification-rules';

const PATHS: Record<IconName, string> = {
  bell: 'M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2zm6-6V11c0-3.1-1.6-5.6-4.5-6.3V4a1.5 1.5 0 0 0-3 0v.7C7.6 5.4 6 7.9 6 11v5l-2 2v1h16v-1z',
  welcome: 'M12 2 9.2 8.6 2 9.2l5.5 4.7L5.8 21 12 17.3 18.2 21l-1.7-7.1L22 9.2l-7.2-.6z',
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2zm0-8h-2V7h2z',
  warning: 'M1 21h22L12 2zm12-3h-2v-2h2zm0-4h-2v-4h2z',
  news: 'M4 4h13v16H6a2 2 0 0 1-2-2zm15 4h1a1 1 0 0 1 1 1v9a2 2 0 0 1-2 2zM7 7v3h7V7zm0 5v2h7v-2zm0 4v1h7v-1z',
  event: 'M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2zM5 9h14v11H5z',
  trophy: 'M7 2h10v2h4v3a4 4 0 0 1-4 4h-.4A5 5 0 0 1 13 14.9V18h4v3H7v-3h4v-3.1A5 5 0 0 1 7.4 11H7a4 4 0 0 1-4-4V4h4zm0 4H5v1a2 2 0 0 0 2 2zm10 0v3a2 2 0 0 0 2-2V6z',
};

function isIconName(value: string | null): value is IconName {
  return value !== null && (NOTIFICATION_ICONS as readonly string[]).includes(value);
}

/** The notification's icon; decorative, the title says what it is about. Unknown names draw the bell. */
export function NotificationIcon({ icon }: { icon: string | null }) {
  return (
    <svg className="notification__icon" aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="40" height="40">
      <path d={PATHS[isIconName(icon) ? icon : 'bell']} fill="currentColor" />
    </svg>
  );
}
