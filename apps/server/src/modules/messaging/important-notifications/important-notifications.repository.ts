import { asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { users } from '../../../platform/db/schema';
import { importantNotifications } from '../messaging.schema';
import type { ImportantNotificationScope } from './important-notifications.policy';

const scopeCondition = (scope: ImportantNotificationScope) =>
  scope.kind === 'all' ? isNull(importantNotifications.clientUuid) : eq(importantNotifications.clientUuid, scope.clientUuid);

/** The one text of a scope, as its editor shows it. */
export type OwnTextRow = { text: string; updatedAt: Date; authorFirstName: string | null; authorSurname: string | null };

/** Pass a transaction (`tx`) as `db` when a write must commit together with its audit row. */
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

    /** The scope's own text with its last author, or undefined when the scope has none. */
    async findOwn(scope: ImportantNotificationScope): Promise<OwnTextRow | undefined> {
      const [row] = await db
        .select({
          text: importantNotifications.text,
          updatedAt: importantNotifications.updatedAt,
          authorFirstName: users.firstName,
          authorSurname: users.surname,
        })
        .from(importantNotifications)
        .leftJoin(users, eq(users.uuid, importantNotifications.authorUuid))
        .where(scopeCondition(scope))
        .limit(1);
      return row;
    },

    /** Replaces the scope's text (one per scope); run it inside the caller's transaction. */
    async replace(scope: ImportantNotificationScope, text: string, authorUuid: string): Promise<void> {
      await db.delete(importantNotifications).where(scopeCondition(scope));
      await db.insert(importantNotifications).values({
        clientUuid: scope.kind === 'all' ? null : scope.clientUuid,
        text,
        authorUuid,
      });
    },

    /** Removes the scope's text; answers whether there was one. */
    async remove(scope: ImportantNotificationScope): Promise<boolean> {
      const removed = await db.delete(importantNotifications).where(scopeCondition(scope)).returning({ uuid: importantNotifications.uuid });
      return removed.length > 0;
    },
  };
}

export type ImportantNotificationsRepository = ReturnType<typeof createImportantNotificationsRepository>;
