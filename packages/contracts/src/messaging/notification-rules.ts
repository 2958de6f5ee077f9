/** Notification rules the client's first screen needs, kept free of zod (decision 007). */

/** Icons a notification may name; the client draws them, unknown names fall back to the bell. */
/** Icons a notification may name; producers on the server are typed with it, the client draws each. */
export const NOTIFICATION_ICONS = ['bell', 'welcome', 'info', 'warning', 'news', 'event', 'trophy', 'pin', 'map', 'calendar'] as const;
export type NotificationIcon = (typeof NOTIFICATION_ICONS)[number];

/**
 * What a notification is about (its `type`). Producers name one (`notifyUsers` on the server),
 * bubbles count unread notifications per type, and a menu entry names the types its bubble shows
 * (`notification_types`, decision 141). A new producer adds its type here.
 */
export const NOTIFICATION_TYPES = ['welcome', 'news', 'events', 'station', 'quest', 'pinboard', 'account_moved', 'account_transferred_in', 'internship'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
