import { notificationIconPath } from './notification-icon-paths';

/** The notification's icon; decorative, the title says what it is about. Unknown names draw the bell. */
export function NotificationIcon({ icon }: { icon: string | null }) {
  return (
    <svg className="notification__icon" aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="40" height="40">
      <path d={notificationIconPath(icon)} fill="currentColor" />
    </svg>
  );
}
