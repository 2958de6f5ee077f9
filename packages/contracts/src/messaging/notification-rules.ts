/** Notification rules the client's first screen needs, kept free of zod (decision 007). */

/** Icons a notification may name; the client draws them, unknown names fall back to the bell. */
export const NOTIFICATION_ICONS = ['bell', 'welcome', 'info', 'warning', 'news', 'event', 'trophy'] as const;
export type NotificationIcon = (typeof NOTIFICATION_ICONS)[number];
