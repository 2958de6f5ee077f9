import { asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { importantNotifications } from '../messaging.schema';
import type { ImportantNotificationScope } from './important-notifications.policy';

const scopeCondition = (scope: ImportantNotificationScope) =>
  scope.kind === 'all' ? isNull(importantNotifications.clientUuid) : eq(importantNotifications.clientUuid, scope.clientUuid);

export function createImportantNotificationsRepository(db: Database) {
  return {
    /** The system-wide text first, then the Land's own. */
    async findVisibleTo(clientUuid: string): Promise<string[]> {
      const rows = await db
        .select({ text: importantNotifications.text })
        .from(importantNotifications)
        .where(or(isNull(importantNotifications.clientUuid), eq(importantNotifications.clientUuid, clientUuid)))
        .orderBy(sql`${importantNotifications.clientUuid} is not null`, asc(importantNotifications.createdAt));
      return rows.map((row) => row.text);
    },

    /** Replaces the scope's text (one per scope). */
    async replace(scope: ImportantNotificationScope, text: string, authorUuid: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(importantNotifications).where(scopeCondition(scope));
        await tx.insert(importantNotifications).values({
          clientUuid: scope.kind === 'all' ? null : scope.clientUuid,
          text,
          authorUuid,
        });
      });
    },

    async remove(scope: ImportantNotificationScope): Promise<void> {
      await db.delete(importantNotifications).where(scopeCondition(scope));
    },
  };
}

export type ImportantNotificationsRepository = ReturnType<typeof createImportantNotificationsRepository>;
