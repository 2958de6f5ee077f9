import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { notifications } from '../messaging.schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

export function createNotificationsRepository(db: Database) {
  return {
    async insertMany(rows: NewNotification[]): Promise<NotificationRow[]> {
      if (rows.length === 0) return [];
      return db.insert(notifications).values(rows).returning();
    },

    /** Inserts the account's welcome notification unless it has one (unique index). */
    async insertWelcomeOnce(row: NewNotification): Promise<void> {
      await db.insert(notifications).values(row).onConflictDoNothing();
    },

    async hasOfType(userUuid: string, type: string): Promise<boolean> {
      const [row] = await db
        .select({ uuid: notifications.uuid })
        .from(notifications)
        .where(and(eq(notifications.userUuid, userUuid), eq(notifications.type, type)))
        .limit(1);
      return row !== undefined;
    },

    /** Unread notifications of one account, oldest first (spec 4). */
    async findUnread(userUuid: string): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userUuid, userUuid), isNull(notifications.readAt)))
        .orderBy(asc(notifications.createdAt), asc(notifications.uuid));
    },

    /** Marks one of the account's own notifications read; undefined when it has no such notification. */
    async markRead(userUuid: string, uuid: string, now: Date): Promise<NotificationRow | undefined> {
      const [own] = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.uuid, uuid), eq(notifications.userUuid, userUuid)))
        .limit(1);
      if (!own) return undefined;
      if (own.readAt) return own;
      const [updated] = await db
        .update(notifications)
        .set({ readAt: now })
        .where(and(eq(notifications.uuid, uuid), isNull(notifications.readAt)))
        .returning();
      return updated ?? own;
    },

    /** Marks those of the given notifications read that are the account's own and unread; answers how many. */
    async markManyRead(userUuid: string, uuids: string[], now: Date): Promise<number> {
      if (uuids.length === 0) return 0;
      const updated = await db
        .update(notifications)
        .set({ readAt: now })
        .where(and(inArray(notifications.uuid, uuids), eq(notifications.userUuid, userUuid), isNull(notifications.readAt)))
        .returning({ uuid: notifications.uuid });
      return updated.length;
    },

    /** Unread notifications per type; all types when `types` is empty. */
    async countUnreadByType(userUuid: string, types: string[]): Promise<{ type: string; amount: number }[]> {
      const conditions = [eq(notifications.userUuid, userUuid), isNull(notifications.readAt)];
      if (types.length > 0) conditions.push(inArray(notifications.type, types));
      return db
        .select({ type: notifications.type, amount: count() })
        .from(notifications)
        .where(and(...conditions))
        .groupBy(notifications.type)
        .orderBy(asc(notifications.type));
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
