import type { Reflection, ReflectionList } from '@berufswahl/contracts';
import type { Caller } from '../../../platform/auth/access';
import { notFound } from '../../../platform/http/errors';
import type { FilesFrontDoor } from '../../files';
import { toAnswer } from '../answers/answer-rules';
import type { AnswerRow, AnswersRepository } from '../answers/answers.repository';
import { loadMeinWeg } from '../career-orientations/mein-weg-content';
import { ignoreMissingFile } from '../tasks/tasks.service';

/**
 * What the answers' stored files need from the files module: an answer's file follows it into the
 * trash, back out, and away for ever (the Reflexion trash of the storage bar, spec 2).
 */
export type AnswerFiles = Pick<FilesFrontDoor, 'moveToTrash' | 'restore' | 'deleteForever' | 'removeDeletedObjects'>;

/** Shown for an answer whose task has since left the content: the answer is the student's and stays. */
const REMOVED_TASK_TITLE = 'Aufgabe nicht mehr im Weg';

async function toReflections(rows: readonly AnswerRow[]): Promise<Reflection[]> {
  const { taskByUuid } = await loadMeinWeg();
  return rows.map((row) => {
    const found = taskByUuid.get(row.taskUuid);
    return {
      ...toAnswer(row),
      task_title: found?.task.title ?? REMOVED_TASK_TITLE,
      task_title_el: found?.task.title_el ?? REMOVED_TASK_TITLE,
      station_title: found?.station.title ?? '',
      station_title_el: found?.station.title_el ?? '',
    };
  });
}

async function toReflection(row: AnswerRow): Promise<Reflection> {
  const [reflection] = await toReflections([row]);
  return reflection!;
}

/** The Reflexion screen: the student's answers, and the trash of deleted ones (decision 063). */
export function createReflectionsService(deps: { answers: AnswersRepository; files: AnswerFiles }) {
  const { answers, files } = deps;

  return {
    async list(caller: Caller): Promise<ReflectionList> {
      return { items: await toReflections(await answers.findAllLive(caller.uuid)) };
    },

    async listTrash(caller: Caller): Promise<ReflectionList> {
      return { items: await toReflections(await answers.findTrash(caller.uuid)) };
    },

    /** Moves a live answer to the trash; its task is open again until the answer is restored. */
    async moveToTrash(caller: Caller, answerUuid: string, now: Date = new Date()): Promise<Reflection> {
      const row = await answers.transaction(async (tx) => {
        const own = await answers.findOwnForUpdate(tx, caller.uuid, answerUuid);
        if (!own || own.deletedAt) throw notFound();
        if (own.fileUuid) await files.moveToTrash(tx, own.fileUuid).catch(ignoreMissingFile);
        return answers.setDeletedAt(tx, own.uuid, now);
      });
      return toReflection(row);
    },

    /**
     * Restores an answer from the trash. When the student has written a new answer to the same
     * task meanwhile, that one takes the restored one's place in the trash: nothing is lost.
     */
    async restore(caller: Caller, answerUuid: string, now: Date = new Date()): Promise<Reflection> {
      const row = await answers.transaction(async (tx) => {
        const own = await answers.findOwnForUpdate(tx, caller.uuid, answerUuid);
        if (!own?.deletedAt) throw notFound();
        const live = await answers.findLive(caller.uuid, own.taskUuid, tx);
        if (live) {
          if (live.fileUuid) await files.moveToTrash(tx, live.fileUuid).catch(ignoreMissingFile);
          await answers.setDeletedAt(tx, live.uuid, now);
        }
        if (own.fileUuid) await files.restore(tx, own.fileUuid).catch(ignoreMissingFile);
        return answers.setDeletedAt(tx, own.uuid, null);
      });
      return toReflection(row);
    },

    /** Deletes an answer of the trash irrevocably (only from the trash: a live answer is 404). */
    async deleteForever(caller: Caller, answerUuid: string): Promise<void> {
      await answers.transaction(async (tx) => {
        const own = await answers.findOwnForUpdate(tx, caller.uuid, answerUuid);
        if (!own?.deletedAt) throw notFound();
        if (own.fileUuid) await files.deleteForever(tx, own.fileUuid).catch(ignoreMissingFile);
        await answers.remove(tx, own.uuid);
      });
      // The object goes after the commit; if this fails, the files module's hourly job removes it.
      await files.removeDeletedObjects().catch(() => undefined);
    },
  };
}

export type ReflectionsService = ReturnType<typeof createReflectionsService>;
