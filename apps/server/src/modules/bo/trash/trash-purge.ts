import { TRASH_RETENTION_DAYS } from '@berufswahl/contracts';
import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import type { RecurringJob } from '../../../platform/jobs';
import type { FilesFrontDoor } from '../../files';
import { taskAnswers } from '../answers/answers.schema';
import { stories } from '../stories/stories.schema';
import { ignoreMissingFile } from '../tasks/tasks.service';

/** Rows looked at per round; each is deleted in a transaction of its own. */
const BATCH = 100;

type TrashFiles = Pick<FilesFrontDoor, 'deleteForever' | 'removeDeletedObjects'>;

/**
 * The 30-day purge of the students' trash (decision 137): stories and Mein-Weg answers (the
 * "Reflexion-Papierkorb") in the trash for more than {@link TRASH_RETENTION_DAYS} days are deleted
 * for ever, each with its file – as the files module already purges trashed files. Before, the
 * files went after 30 days and the texts stayed in the trash without them.
 *
 * Each item goes in its own transaction, locked and checked again, so a student restoring it at
 * the same moment wins or loses cleanly; a file already purged by the files module is no error.
 * Rerunning after a crash picks up what is left.
 */
export function createBoTrashPurge(deps: { db: Database; files: TrashFiles }) {
  const { db, files } = deps;

  /**
   * Deletes, batch by batch, the items `findDue` names: each in a transaction of its own, where
   * `lockDue` locks it and checks its trash date again (undefined: restored meanwhile, skipped).
   */
  async function purge(
    findDue: () => Promise<{ uuid: string }[]>,
    lockDue: (tx: Database, uuid: string) => Promise<{ fileUuid: string | null } | undefined>,
    remove: (tx: Database, uuid: string) => Promise<unknown>,
  ): Promise<number> {
    let purged = 0;
    for (;;) {
      const due = await findDue();
      for (const { uuid } of due) {
        purged += await db.transaction(async (transaction) => {
          const tx = transaction as unknown as Database;
          const item = await lockDue(tx, uuid);
          if (!item) return 0;
          await remove(tx, uuid);
          if (item.fileUuid) await files.deleteForever(tx, item.fileUuid).catch(ignoreMissingFile);
          return 1;
        });
      }
      if (due.length < BATCH) return purged;
    }
  }

  const purgeStories = (cutoff: Date) =>
    purge(
      () => db.select({ uuid: stories.uuid }).from(stories).where(and(isNotNull(stories.deletedAt), lt(stories.deletedAt, cutoff))).limit(BATCH),
      async (tx, uuid) =>
        (
          await tx
            .select({ fileUuid: stories.attachmentFileUuid })
            .from(stories)
            .where(and(eq(stories.uuid, uuid), lt(stories.deletedAt, cutoff)))
            .for('update')
        )[0],
      (tx, uuid) => tx.delete(stories).where(eq(stories.uuid, uuid)),
    );

  const purgeAnswers = (cutoff: Date) =>
    purge(
      () =>
        db
          .select({ uuid: taskAnswers.uuid })
          .from(taskAnswers)
          .where(and(isNotNull(taskAnswers.deletedAt), lt(taskAnswers.deletedAt, cutoff)))
          .limit(BATCH),
      async (tx, uuid) =>
        (
          await tx
            .select({ fileUuid: taskAnswers.fileUuid })
            .from(taskAnswers)
            .where(and(eq(taskAnswers.uuid, uuid), lt(taskAnswers.deletedAt, cutoff)))
            .for('update')
        )[0],
      (tx, uuid) => tx.delete(taskAnswers).where(eq(taskAnswers.uuid, uuid)),
    );

  return {
    async purgeExpired(now: Date = new Date()): Promise<{ stories: number; answers: number }> {
      const cutoff = new Date(now.getTime() - TRASH_RETENTION_DAYS * 24 * 60 * 60 * 1000);
      const purged = { stories: await purgeStories(cutoff), answers: await purgeAnswers(cutoff) };
      // The objects go after the commits; what fails here the files module's hourly job removes.
      await files.removeDeletedObjects().catch(() => undefined);
      return purged;
    },
  };
}

export function boTrashJobs(purge: ReturnType<typeof createBoTrashPurge>): RecurringJob[] {
  return [{ name: 'bo.purge-trash', everyMinutes: 60, run: () => purge.purgeExpired() }];
}
