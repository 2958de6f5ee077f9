import { ALLOWED_FILE_TYPES, ANSWER_MESSAGES, MAX_FILE_BYTES, type SaveAnswerBodyParsed, type TaskDetail } from '@berufswahl/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../../platform/auth/access';
import type { Database } from '../../../platform/db/client';
import { jsonValueOf } from '../../../platform/db/json-value';
import { ApiError, notFound } from '../../../platform/http/errors';
import { awardForActions, isTaskAwardSettled, taskAwardStateOf, userAwardLock, type TaskAwardState } from '../../arcade';
import type { FilesFrontDoor } from '../../files';
import { answerContentFor, toAnswer } from '../answers/answer-rules';
import type { AnswerContent, AnswerRow, AnswersRepository } from '../answers/answers.repository';
import { levelInputsOf, type LevelInputs } from '../career-orientations/career-orientations.repository';
import { levelFromInputs, type CareerOrientationsService } from '../career-orientations/career-orientations.service';
import { findTask, type FoundTask } from '../career-orientations/mein-weg-content';
import { invalidField } from '../../../platform/http/error-responses';

/** What tasks need of the files module: the upload of an answer's file and its link. */
export type TaskFiles = Pick<FilesFrontDoor, 'receiveMultipart' | 'recordFile' | 'attach' | 'detach' | 'moveToTrash' | 'signedDownloadUrl'>;

/**
 * Points for what the student did (arcade, in the same transaction): a written reflection and a
 * finished task count once per task, however often the answer is saved, deleted or restored.
 * Both under one lock and one look at the trophy rules (decision 244). `isUserLocked`: the save's
 * statement took the user's award lock already (decision 248). `settledState`: what the save's
 * statement found the task's award holding – nothing left to award, no award statement (decision 256).
 */
async function awardPoints(tx: Database, userUuid: string, row: AnswerRow, now: Date, isUserLocked: boolean, settledState?: TaskAwardState): Promise<void> {
  const actions = [...(row.kind === 'reflection' && row.text ? (['reflection_written'] as const) : []), ...(row.doneAt ? (['task_done'] as const) : [])];
  // A save that repeats (an autosave above all) finds its award done already: no statement (decision 256).
  if (settledState && isTaskAwardSettled(settledState, actions)) return;
  await awardForActions(
    tx,
    userUuid,
    actions.map((action) => ({ action, subjectUuid: row.taskUuid })),
    now,
    { isUserLocked },
  );
}

/**
 * What a save writes when the live answer is not read first: `answerContentFor` as if the live
 * answer had no dates and a stored file – its dates are kept by the statement itself, and the
 * statement checks the file. Undefined when the body breaks a rule: the save then reads first, so
 * the refusal is exactly the one it was (a changed answer, 409, before a rule, 400).
 */
function contentWithoutReading(found: FoundTask, body: SaveAnswerBodyParsed, now: Date): AnswerContent | undefined {
  try {
    return answerContentFor(found.task, body, { linkVisitedAt: null, doneAt: null, fileUuid: ASSUMED_STORED_FILE }, now);
  } catch (error) {
    if (error instanceof ApiError) return undefined;
    throw error;
  }
}

/** Stands for "some file is stored" in `contentWithoutReading`; never written. */
const ASSUMED_STORED_FILE = '00000000-0000-4000-8000-000000000000';

export function createTasksService(deps: { answers: AnswersRepository; careerOrientations: CareerOrientationsService; files: TaskFiles }) {
  const { answers, careerOrientations, files } = deps;
  // The usual save with the award lock taken first and, beside the row, the level's inputs (decision 248)
  // and what the task's award holds already (decision 256); built once (decision 249).
  const saveLockedWithLevel = answers.prepareSaveLiveIfUnchanged((userUuid, taskUuid) => ({
    takenFirst: userAwardLock(userUuid),
    returnedBeside: sql`json_build_object('level', ${levelInputsOf(userUuid)}, 'award', ${taskAwardStateOf(userUuid, taskUuid)})`.mapWith(
      jsonValueOf<{ level: LevelInputs | null; award: TaskAwardState }>,
    ),
  }));

  /** A task of the caller's own path; a task of the other level or an unknown uuid is 404. */
  async function taskOnPathOf(caller: Caller, taskUuid: string): Promise<FoundTask> {
    const found = await findTask(taskUuid);
    const level = await careerOrientations.levelOf(caller);
    if (!found || found.level !== level) throw notFound();
    return found;
  }

  async function detailOf(found: FoundTask, row: AnswerRow | undefined): Promise<TaskDetail> {
    const { station } = found;
    // A file the student removed under "Dateien" meanwhile has no link any more.
    const fileUrl = row?.fileUuid ? await files.signedDownloadUrl(row.fileUuid).catch(() => null) : null;
    return {
      task: found.task,
      station: { uuid: station.uuid, position: station.position, title: station.title, title_el: station.title_el },
      answer: row ? toAnswer(row) : null,
      file_url: fileUrl,
    };
  }

  return {
    taskOnPathOf,

    async get(caller: Caller, taskUuid: string): Promise<TaskDetail> {
      const found = await taskOnPathOf(caller, taskUuid);
      return detailOf(found, await answers.findLive(caller.uuid, taskUuid));
    },

    /**
     * Saves the student's answer (and "done"), awarding points in the same transaction. The usual
     * save is four round trips: BEGIN, the save with the award lock and the level look-up
     * (decision 248), the award, COMMIT; a task of the other level is found out after the write
     * and rolled back (404, nothing written). A save that breaks a rule or a `based_on` reads the
     * level and the live answer first, to say why exactly as before.
     */
    async saveAnswer(caller: Caller, taskUuid: string, body: SaveAnswerBodyParsed, now: Date = new Date()): Promise<TaskDetail> {
      const found = await findTask(taskUuid);
      if (!found) throw notFound();
      const key = { userUuid: caller.uuid, taskUuid, stationUuid: found.station.uuid };
      const content = contentWithoutReading(found, body, now);

      /** A refused save: read the live answer and say why, as the save always did – or write, if it changed meanwhile. */
      async function saveAfterReading(tx: Database, found: FoundTask): Promise<AnswerRow> {
        if (found.level !== (await careerOrientations.levelOf(caller, tx))) throw notFound();
        const previous = await answers.findLive(caller.uuid, taskUuid, tx);
        if (body.based_on !== undefined && body.based_on !== (previous ? toAnswer(previous).last_modified : null)) {
          // Changed on another device while this save waited (an offline draft): the student chooses (decision 240).
          throw new ApiError('ANSWER_CHANGED', undefined, undefined, { current: await detailOf(found, previous) });
        }
        return answers.saveLive(tx, key, answerContentFor(found.task, body, previous, now), now);
      }

      // Re-run whole on 40001/40P01 like every transaction: a save races the student's other tab and quest joins (decision 035).
      const row = await answers.transaction(async (tx) => {
        // The usual save: one statement that checks and writes (decision 244), takes the award lock and reads the level (decision 248).
        const written = content
          ? await saveLockedWithLevel(tx, key, content, { basedOn: body.based_on, needsStoredFile: found.task.kind === 'upload' && body.done }, now)
          : undefined;
        // The transaction rolls the write back: nothing of it is seen.
        if (written && levelFromInputs(written.companion.level) !== found.level) throw notFound();
        const saved = written?.row ?? (await saveAfterReading(tx, found));
        await awardPoints(tx, caller.uuid, saved, now, written !== undefined, written?.companion.award);
        return saved;
      });
      return detailOf(found, row);
    },

    /**
     * Stores the file of an upload task (purpose `task`, counted in the student's storage). A file
     * it replaces goes to the trash under "Dateien", not away. A failure leaves no file and no quota
     * used: the pending upload is discarded.
     */
    async uploadFile(caller: Caller, taskUuid: string, request: FastifyRequest, now: Date = new Date()): Promise<TaskDetail> {
      const found = await taskOnPathOf(caller, taskUuid);
      if (found.task.kind !== 'upload') throw new ApiError('VALIDATION_FAILED', ANSWER_MESSAGES.notAnUploadTask);
      const { file } = await files.receiveMultipart(request, { maxFileBytes: MAX_FILE_BYTES, allowedMimeTypes: ALLOWED_FILE_TYPES });
      if (!file) throw invalidField('file', ANSWER_MESSAGES.fileMissing);
      try {
        const row = await answers.transaction(async (tx) => {
          const previous = await answers.findLive(caller.uuid, taskUuid, tx);
          const { uuid } = await files.recordFile(tx, file, { ownerUuid: caller.uuid, purpose: 'task' });
          if (previous?.fileUuid) {
            // The replaced file belongs to no answer any more: it waits in the trash under "Dateien" (decision 047).
            await files.moveToTrash(tx, previous.fileUuid).catch(ignoreMissingFile);
            await files.detach(tx, previous.fileUuid).catch(ignoreMissingFile);
          }
          const saved = await answers.saveLive(
            tx,
            { userUuid: caller.uuid, taskUuid, stationUuid: found.station.uuid },
            { kind: 'upload', text: null, checkedItems: [], ratings: {}, linkVisitedAt: null, doneAt: previous?.doneAt ?? null },
            now,
          );
          await files.attach(tx, uuid, { kind: 'answer', uuid: saved.uuid, date: saved.createdAt });
          return answers.setFile(tx, saved.uuid, { uuid, name: file.name }, now);
        });
        return await detailOf(found, row);
      } catch (error) {
        await file.discard();
        throw error;
      }
    },
  };
}

/** A file the student has already deleted under "Dateien" is no reason to fail. */
export function ignoreMissingFile(error: unknown): void {
  if (error instanceof ApiError && error.code === 'NOT_FOUND') return;
  throw error;
}

export type TasksService = ReturnType<typeof createTasksService>;
