import type { ImportantNotification } from '@berufswahl/contracts';
import type { Caller } from '../../../platform/auth/access';
import { writableScopeOf } from './important-notifications.policy';
import type { ImportantNotificationsRepository } from './important-notifications.repository';

export function createImportantNotificationsService(repository: ImportantNotificationsRepository) {
  /** What the caller's banner shows: the system-wide text and the Land's, as paragraphs; null when none. */
  async function read(caller: Caller): Promise<ImportantNotification> {
    const texts = await repository.findVisibleTo(caller.clientUuid);
    return { important_notification: texts.length > 0 ? texts.join('\n\n') : null };
  }

  return {
    read,

    async write(caller: Caller, text: string): Promise<ImportantNotification> {
      await repository.replace(writableScopeOf(caller), text, caller.uuid);
      return read(caller);
    },

    async remove(caller: Caller): Promise<ImportantNotification> {
      await repository.remove(writableScopeOf(caller));
      return read(caller);
    },
  };
}

export type ImportantNotificationsService = ReturnType<typeof createImportantNotificationsService>;
