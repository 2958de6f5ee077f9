import type { ImportantNotification, OwnImportantNotification } from '@berufswahl/contracts';
import type { Caller } from '../../../platform/auth/access';
import type { Database } from '../../../platform/db/client';
import { recordAudit } from '../../audit';
import { writableScopeOf, type ImportantNotificationScope } from './important-notifications.policy';
import { createImportantNotificationsRepository, type ImportantNotificationsRepository } from './important-notifications.repository';

/** Where a change lands in the audit trail: the Land's trail, or (system-wide) every Land's. */
function auditTargetOf(scope: ImportantNotificationScope) {
  return {
    targetType: 'important_notification' as const,
    targetUuid: null,
    clientUuid: scope.kind === 'client' ? scope.clientUuid : null,
    schoolUuid: null,
  };
}

export function createImportantNotificationsService(deps: { db: Database; repository: ImportantNotificationsRepository }) {
  const { db, repository } = deps;

  /** What the caller's banner shows: the system-wide text and the Land's, as paragraphs; null when none. */
  async function read(caller: Caller): Promise<ImportantNotification> {
    const texts = await repository.findVisibleTo(caller.clientUuid);
    return { important_notification: texts.length > 0 ? texts.join('\n\n') : null };
  }

  return {
    read,

    /** The writer's own text alone (the editor's content), not the combined banner. */
    async readOwn(caller: Caller): Promise<OwnImportantNotification> {
      const scope = writableScopeOf(caller);
      const row = await repository.findOwn(scope);
      return {
        scope: scope.kind,
        important_notification: row?.text ?? null,
        updated_at: row ? row.updatedAt.toISOString() : null,
        author_name: row?.authorFirstName ? `${row.authorFirstName} ${row.authorSurname ?? ''}`.trim() : null,
      };
    },

    /** Replaces the writer's text; the change and its audit row commit together (decision 102). */
    async write(caller: Caller, text: string): Promise<ImportantNotification> {
      const scope = writableScopeOf(caller);
      await db.transaction(async (tx) => {
        await createImportantNotificationsRepository(tx).replace(scope, text, caller.uuid);
        await recordAudit(tx, caller, {
          action: 'important_notification.written',
          ...auditTargetOf(scope),
          details: { scope: scope.kind, text },
        });
      });
      return read(caller);
    },

    /** Removes the writer's text; removing nothing is no change and writes no audit row. */
    async remove(caller: Caller): Promise<ImportantNotification> {
      const scope = writableScopeOf(caller);
      await db.transaction(async (tx) => {
        const removed = await createImportantNotificationsRepository(tx).remove(scope);
        if (!removed) return;
        await recordAudit(tx, caller, { action: 'important_notification.deleted', ...auditTargetOf(scope), details: { scope: scope.kind } });
      });
      return read(caller);
    },
  };
}

export type ImportantNotificationsService = ReturnType<typeof createImportantNotificationsService>;
