import { NOTIFICATION_ICONS, type NotificationIcon } from '@berufswahl/contracts/messaging/notification-rules';

/** One SVG path (24 × 24) per icon a notification may name; the record type asks for every name. */
const ICON_PATHS: Record<NotificationIcon, string> = {
  bell: 'M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2zm6-6V11c0-3.1-1.6-5.6-4.5-6.3V4a1.5 1.5 0 0 0-3 0v.7C7.6 5.4 6 7.9 6 11v5l-2 2v1h16v-1z',
  welcome: 'M12 2 9.2 8.6 2 9.2l5.5 4.7L5.8 21 12 17.3 18.2 21l-1.7-7.1L22 9.2l-7.2-.6z',
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2zm0-8h-2V7h2z',
  warning: 'M1 21h22L12 2zm12-3h-2v-2h2zm0-4h-2v-4h2z',
  news: 'M4 4h13v16H6a2 2 0 0 1-2-2zm15 4h1a1 1 0 0 1 1 1v9a2 2 0 0 1-2 2zM7 7v3h7V7zm0 5v2h7v-2zm0 4v1h7v-1z',
  event: 'M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2zM5 9h14v11H5z',
  trophy: 'M7 2h10v2h4v3a4 4 0 0 1-4 4h-.4A5 5 0 0 1 13 14.9V18h4v3H7v-3h4v-3.1A5 5 0 0 1 7.4 11H7a4 4 0 0 1-4-4V4h4zm0 4H5v1a2 2 0 0 0 2 2zm10 0v3a2 2 0 0 0 2-2V6z',
  // A pushpin: the pinboard (something was shared with the student or the class).
  pin: 'M14 2 22 10l-2 2-1.5-.6L15 15l.5 4.5L14 21l-4.5-4.5L4 22l-2 0 0-2 5.5-5.5L3 10l1.5-1.5L9 9l3.6-3.5L12 4z',
  // A folded map: Mein Weg (a station was activated).
  // A calendar page with days: a new event (Termine).
  calendar: 'M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2zM5 9h14v11H5zm2 2v2h2v-2zm4 0v2h2v-2zm4 0v2h2v-2zm-8 4v2h2v-2zm4 0v2h2v-2z',
  map: 'M9 3 3 5.5V21l6-2.5 6 2.5 6-2.5V3l-6 2.5zm0 2.2 6 2.5v11.1l-6-2.5zM5 6.8l2-.8v11.1l-2 .8zm12 11.2V6.9l2-.8v11.1z',
};

function isIconName(value: string | null): value is NotificationIcon {
  return value !== null && (NOTIFICATION_ICONS as readonly string[]).includes(value);
}

/** The path of the named icon; an unknown name or none draws the bell. */
export function notificationIconPath(icon: string | null): string {
  return ICON_PATHS[isIconName(icon) ? icon : 'bell'];
}
