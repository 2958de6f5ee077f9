import { isInformalRole, messageFormOf, type Notification, type NotificationBubble, notificationSchema, parseBubbleTypes } from '@berufswahl/contracts';
import type { Caller } from '../../../platform/auth/access';
import type { Database } from '../../../platform/db/client';
import { notFound } from '../../../platform/http/errors';
import { createNotificationsRepository, type NotificationRow, type NotificationsRepository } from './notifications.repository';
import type { NewNotificationInput } from './new-notification-input';
import { welcomeNotificationFor } from './welcome-notification';

// The input type has its own file: the welcome notification builds one, and this service uses it.
export type { NewNotificationInput } from './new-notification-input';

/** Whether the caller reads notifications in Leichte Sprache: a student with the mode on (decision 234). */
function readsLeichteSprache(caller: Caller): boolean {
  return messageFormOf(isInformalRole(caller.activeRole), caller.simpleLanguage) === 'leicht';
}

/** The stored notification as its reader reads it: the Leichte-Sprache twins where there are some. */
function toNotification(row: NotificationRow, isLeichteSprache: boolean): Notification {
  const pick = (standard: string | null, twin: string | null) => (isLeichteSprache && twin ? twin : standard);
  return notificationSchema.parse({
    uuid: row.uuid,
    title: pick(row.title, row.titleEl),
    message: pick(row.message, row.messageEl),
    icon: row.icon,
    link: row.link,
    link_text: pick(row.linkText, row.linkTextEl),
    cancel_text: pick(row.cancelText, row.cancelTextEl),
    is_modal: row.isModal,
    created_date: row.createdAt.toISOString(),
  });
}

function toRow(userUuid: string, input: NewNotificationInput) {
  return {
    userUuid,
    type: input.type,
    title: input.title,
    message: input.message,
    icon: input.icon ?? null,
    link: input.link ?? null,
    linkText: input.linkText ?? null,
    cancelText: input.cancelText ?? null,
    isModal: input.isModal ?? false,
    titleEl: input.leichteSprache?.title ?? null,
    messageEl: input.leichteSprache?.message ?? null,
    linkTextEl: input.leichteSprache?.linkText ?? null,
    cancelTextEl: input.leichteSprache?.cancelText ?? null,
  };
}

/**
 * The one way other modules notify accounts (exported from the module's index). Rules about who
 * may be notified belong to the producer; this stores one unread notification per account.
 */
export async function notifyUsers(
  db: Database,
  input: NewNotificationInput & { userUuids: readonly string[] },
): Promise<{ uuids: string[] }> {
  const { userUuids, ...notification } = input;
  const distinct = [...new Set(userUuids)];
  const rows = await createNotificationsRepository(db).insertMany(distinct.map((userUuid) => toRow(userUuid, notification)));
  return { uuids: rows.map((row) => row.uuid) };
}

export function createNotificationsService(repository: NotificationsRepository) {
  /** Decision 022: the welcome notification is created when an account first asks for its notifications. */
  async function ensureWelcome(caller: Caller): Promise<void> {
    if (await repository.hasOfType(caller.uuid, 'welcome')) return;
    await repository.insertWelcomeOnce(toRow(caller.uuid, welcomeNotificationFor(caller.activeRole)));
  }

  return {
    async listUnread(caller: Caller): Promise<Notification[]> {
      await ensureWelcome(caller);
      const rows = await repository.findUnread(caller.uuid);
      return rows.map((row) => toNotification(row, readsLeichteSprache(caller)));
    },

    /** Only the account's own notifications; any other uuid answers 404. Marking twice is fine. */
    async markRead(caller: Caller, uuid: string, now: Date = new Date()): Promise<Notification> {
      const row = await repository.markRead(caller.uuid, uuid, now);
      if (!row) throw notFound();
      return toNotification(row, readsLeichteSprache(caller));
    },

    /**
     * Marks several of the account's own notifications read at once (decision 141: the client
     * sends those whose page has just been opened). Other accounts' uuids change nothing.
     */
    async markManyRead(caller: Caller, uuids: readonly string[], now: Date = new Date()): Promise<{ read: number }> {
      return { read: await repository.markManyRead(caller.uuid, [...new Set(uuids)], now) };
    },

    /** Unread counts for the requested types (0 for a type without any); all types with unread ones without a list. */
    async countBubbles(caller: Caller, typesParameter: string | undefined): Promise<NotificationBubble[]> {
      const types = parseBubbleTypes(typesParameter);
      const counts = await repository.countUnreadByType(caller.uuid, types);
      if (types.length === 0) return counts;
      const byType = new Map(counts.map((entry) => [entry.type, entry.amount]));
      return types.map((type) => ({ type, amount: byType.get(type) ?? 0 }));
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
