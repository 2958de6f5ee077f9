import { z } from 'zod';
import { requiredText } from '../shared/validation';

/** An in-app notification (spec 3). `created_date` is an ISO timestamp. */
export const notificationSchema = z.object({
  uuid: z.uuid(),
  title: z.string(),
  message: z.string(),
  /** An icon name from {@link NOTIFICATION_ICONS}, or null for the default bell. */
  icon: z.string().nullable(),
  /** Where the link button goes: an app path (`/…`) or an absolute URL. */
  link: z.string().nullable(),
  link_text: z.string().nullable(),
  /** The close button's text; null means the default word for close. */
  cancel_text: z.string().nullable(),
  is_modal: z.boolean(),
  created_date: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const unreadNotificationsResponseSchema = z.array(notificationSchema);

export const notificationParamsSchema = z.object({ uuid: z.uuid() });

/** Most notifications one `PATCH /notifications/read` marks at once. */
export const NOTIFICATIONS_READ_MAX = 100;

/**
 * `PATCH /notifications/read`: marks several of the caller's own notifications read at once – the
 * client sends those whose page has just been opened (decision 141). Uuids of other accounts'
 * notifications change nothing.
 */
export const notificationsReadBodySchema = z.object({ uuids: z.array(z.uuid()).min(1).max(NOTIFICATIONS_READ_MAX) });
export type NotificationsReadBody = z.infer<typeof notificationsReadBodySchema>;
/** How many of the named notifications were unread and are read now. */
export const notificationsReadResponseSchema = z.object({ read: z.number().int().min(0) });
export type NotificationsReadResponse = z.infer<typeof notificationsReadResponseSchema>;

export { NOTIFICATION_ICONS, NOTIFICATION_TYPES, type NotificationIcon, type NotificationType } from './notification-rules';

/**
 * The shape of a notification type in the bubbles query; the types producers use are
 * {@link NOTIFICATION_TYPES}.
 */
export const NOTIFICATION_TYPE_PATTERN = /^[a-z][a-z0-9_-]{0,39}$/;
export const notificationTypeSchema = z.string().regex(NOTIFICATION_TYPE_PATTERN);

/** `?types=news,events` – a comma list of notification types; empty or missing means all. */
export const bubblesQuerySchema = z.object({
  types: z
    .string()
    .max(500)
    .regex(/^[a-z0-9_,-]*$/, { error: 'types muss eine Liste von Typen sein, getrennt durch Kommas' })
    .optional(),
});
export type BubblesQuery = z.infer<typeof bubblesQuerySchema>;

export const bubbleSchema = z.object({ type: z.string(), amount: z.number().int().min(0) });
export const bubblesResponseSchema = z.array(bubbleSchema);
export type NotificationBubble = z.infer<typeof bubbleSchema>;

/** Splits the `types` query parameter into distinct type names. */
export function parseBubbleTypes(types: string | undefined): string[] {
  if (!types) return [];
  const names = types
    .split(',')
    .map((type) => type.trim())
    .filter((type) => NOTIFICATION_TYPE_PATTERN.test(type));
  return [...new Set(names)];
}

export const IMPORTANT_NOTIFICATION_MAX = 2000;

/** `GET /notifications/important`: the text shown in the coordinators' banner, or null. */
export const importantNotificationSchema = z.object({ important_notification: z.string().nullable() });
export type ImportantNotification = z.infer<typeof importantNotificationSchema>;

/** `POST /notifications/important`. */
export const importantNotificationBodySchema = z.object({
  important_notification: requiredText('Wichtige Mitteilung', IMPORTANT_NOTIFICATION_MAX),
});
export type ImportantNotificationBody = z.infer<typeof importantNotificationBodySchema>;

/** Whose text a writer edits (decision 023): the own Land, or every Land for federal admins. */
export const IMPORTANT_NOTIFICATION_SCOPES = ['client', 'all'] as const;
export type ImportantNotificationScopeKind = (typeof IMPORTANT_NOTIFICATION_SCOPES)[number];

/**
 * `GET /notifications/important/own`: the text of the writer's own scope alone – what the editor
 * changes – with when and by whom it was last written; `important_notification` is null when the
 * scope has none.
 */
export const ownImportantNotificationSchema = z.object({
  scope: z.enum(IMPORTANT_NOTIFICATION_SCOPES),
  important_notification: z.string().nullable(),
  updated_at: z.string().nullable(),
  author_name: z.string().nullable(),
});
export type OwnImportantNotification = z.infer<typeof ownImportantNotificationSchema>;
