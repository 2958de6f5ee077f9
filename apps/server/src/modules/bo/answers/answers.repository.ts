import { and, desc, eq, getTableColumns, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { prepareForTransactions } from '../../../platform/db/prepared-query';
import { taskAnswers } from './answers.schema';

export type AnswerRow = typeof taskAnswers.$inferSelect;

/** What a save writes; the kind's columns that do not apply stay empty. */
export type AnswerContent = Pick<AnswerRow, 'kind' | 'text' | 'checkedItems' | 'ratings' | 'linkVisitedAt' | 'doneAt'>;

/**
 * When a save may write without reading the live answer first (`saveLiveIfUnchanged`):
 * `basedOn` is the client's `based_on` (undefined: not sent, no check), `needsStoredFile` a "done"
 * of an upload task, which needs the file stored before.
 */
export type SaveCondition = { basedOn: string | null | undefined; needsStoredFile: boolean };

/** `toAnswer`'s `last_modified` written by PostgreSQL: `Date#toISOString` of the stored time (milliseconds, UTC). */
const lastModifiedText = (updatedAt: SQL) => sql`to_char(${updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A prepared `saveLiveIfUnchanged` (`prepareSaveLiveIfUnchanged`): the save with its companion beside the row, or undefined when refused. */
export type SaveLiveIfUnchanged<Companion> = (
  tx: Database,
  key: { userUuid: string; taskUuid: string; stationUuid: string },
  content: AnswerContent,
  condition: SaveCondition,
  now: Date,
) => Promise<{ row: AnswerRow; companion: Companion } | undefined>;

const own = (userUuid: string, answerUuid: string) => and(eq(taskAnswers.userUuid, userUuid), eq(taskAnswers.uuid, answerUuid));

export function createAnswersRepository(db: Database) {
  return {
    transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /** The student's live (not deleted) answer to a task. */
    async findLive(userUuid: string, taskUuid: string, tx: Database = db): Promise<AnswerRow | undefined> {
      const [row] = await tx
        .select()
        .from(taskAnswers)
        .where(and(eq(taskAnswers.userUuid, userUuid), eq(taskAnswers.taskUuid, taskUuid), isNull(taskAnswers.deletedAt)))
        .limit(1);
      return row;
    },

    /** All live answers of a student, newest change first. */
    async findAllLive(userUuid: string): Promise<AnswerRow[]> {
      return db
        .select()
        .from(taskAnswers)
        .where(and(eq(taskAnswers.userUuid, userUuid), isNull(taskAnswers.deletedAt)))
        .orderBy(desc(taskAnswers.updatedAt), desc(taskAnswers.uuid));
    },

    /** The student's Reflexion trash, most recently deleted first. */
    async findTrash(userUuid: string): Promise<AnswerRow[]> {
      return db
        .select()
        .from(taskAnswers)
        .where(and(eq(taskAnswers.userUuid, userUuid), isNotNull(taskAnswers.deletedAt)))
        .orderBy(desc(taskAnswers.deletedAt), desc(taskAnswers.uuid));
    },

    /** Every answer of a student, trash included (data export). */
    async findEvery(userUuid: string, tx: Database = db): Promise<AnswerRow[]> {
      return tx.select().from(taskAnswers).where(eq(taskAnswers.userUuid, userUuid)).orderBy(taskAnswers.createdAt);
    },

    /** One of the student's own answers, locked for the rest of the transaction. */
    async findOwnForUpdate(tx: Database, userUuid: string, answerUuid: string): Promise<AnswerRow | undefined> {
      const [row] = await tx.select().from(taskAnswers).where(own(userUuid, answerUuid)).for('update');
      return row;
    },

    /**
     * Inserts the live answer or updates it in one statement: two saves racing for the first answer
     * end as one row (the partial unique index on user and task), never as an error.
     */
    async saveLive(
      tx: Database,
      key: { userUuid: string; taskUuid: string; stationUuid: string },
      content: AnswerContent,
      now: Date,
    ): Promise<AnswerRow> {
      const [row] = await tx
        .insert(taskAnswers)
        .values({ ...key, ...content, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [taskAnswers.userUuid, taskAnswers.taskUuid],
          targetWhere: isNull(taskAnswers.deletedAt),
          set: { ...content, stationUuid: key.stationUuid, updatedAt: now },
        })
        .returning();
      if (!row) throw new Error('upsert returned no row');
      return row;
    },

    /**
     * The save of a task answer in one statement (issue 20, decision 244), without reading the live
     * answer first: an `insert … select … where` whose condition checks `based_on` and an upload's
     * stored file against the live answer, and whose `on conflict … do update` keeps the link
     * visit and the done date the live answer already has (`answerContentFor` with a previous
     * answer). `content` is what `answerContentFor` gives without a previous answer (a date means
     * "now, unless kept"). Undefined when the condition refuses: the caller then reads the live
     * answer to say why (409 or 400), as before.
     *
     * `companionsOf` gives what the route needs of other modules in the same round trip (decision
     * 248), for the student and the task named by its arguments: `takenFirst`, select expressions evaluated
     * before the row is written (the user's award lock – the insert reads its row from them, so
     * the lock comes before the answer's row lock, as in every award), and `returnedBeside`, a
     * value returned with the written row (the inputs of the student's level, what the task's award
     * holds already – decision 256). Both happen only when a row is written.
     *
     * Built once per repository and companions, and run in the save's transaction (decision 249):
     * building it on every save was most of drizzle's share of a task answer. So the conditions
     * are values too (`checkBasedOn`, `needsStoredFile`), not parts left out.
     */
    prepareSaveLiveIfUnchanged<Companion>(
      companionsOf: (userUuid: SQL, taskUuid: SQL) => { takenFirst: SQL; returnedBeside: SQL<Companion> },
    ): SaveLiveIfUnchanged<Companion> {
      const value = (name: string) => sql.placeholder(name);
      const userUuid = sql`${value('userUuid')}::uuid`;
      const companions = companionsOf(userUuid, sql`${value('taskUuid')}::uuid`);
      const live = sql`from ${taskAnswers} p where p.user_uuid = ${userUuid} and p.task_uuid = ${value('taskUuid')}::uuid and p.deleted_at is null`;
      const basedOnHolds = sql`(not ${value('checkBasedOn')}::boolean or (select ${lastModifiedText(sql`p.updated_at`)} ${live}) is not distinct from ${value('basedOn')}::text)`;
      const fileHolds = sql`(not ${value('needsStoredFile')}::boolean or exists (select 1 ${live} and p.file_uuid is not null))`;
      // Every column of the table in its declared order: drizzle's insert … select names them all.
      const candidate = sql`select gen_random_uuid(), ${userUuid}, ${value('taskUuid')}::uuid, ${value('stationUuid')}::uuid,
        ${value('kind')}::text, ${value('text')}::text, ${value('checkedItems')}::text[],
        ${value('ratings')}::text::jsonb, ${value('linkVisitedAt')}::timestamptz,
        null::uuid, null::text, ${value('doneAt')}::timestamptz,
        ${value('now')}::timestamptz, ${value('now')}::timestamptz, null::timestamptz
        from (select ${companions.takenFirst}) as taken_first
        where ${basedOnHolds} and ${fileHolds}`;
      const statement = prepareForTransactions(
        db
          .insert(taskAnswers)
          .select(candidate)
          .onConflictDoUpdate({
            target: [taskAnswers.userUuid, taskAnswers.taskUuid],
            targetWhere: isNull(taskAnswers.deletedAt),
            set: {
              stationUuid: sql`excluded.station_uuid`,
              kind: sql`excluded.kind`,
              text: sql`excluded.text`,
              checkedItems: sql`excluded.checked_items`,
              ratings: sql`excluded.ratings`,
              // A date stands for "now, unless the live answer has one already"; null clears it.
              linkVisitedAt: sql`case when excluded.link_visited_at is null then null else coalesce(${taskAnswers.linkVisitedAt}, excluded.link_visited_at) end`,
              doneAt: sql`case when excluded.done_at is null then null else coalesce(${taskAnswers.doneAt}, excluded.done_at) end`,
              updatedAt: sql`excluded.updated_at`,
            },
          })
          .returning({ ...getTableColumns(taskAnswers), companion: companions.returnedBeside }),
      );
      return async (tx, key, content, condition, now) => {
        const [written] = await statement.execute(tx, {
          userUuid: key.userUuid,
          taskUuid: key.taskUuid,
          stationUuid: key.stationUuid,
          kind: content.kind,
          text: content.text,
          checkedItems: content.checkedItems,
          ratings: JSON.stringify(content.ratings),
          linkVisitedAt: content.linkVisitedAt,
          doneAt: content.doneAt,
          now,
          checkBasedOn: condition.basedOn !== undefined,
          basedOn: condition.basedOn ?? null,
          needsStoredFile: condition.needsStoredFile,
        });
        if (!written) return undefined;
        const { companion, ...row } = written;
        return { row, companion };
      };
    },

    async setFile(tx: Database, answerUuid: string, file: { uuid: string; name: string } | null, now: Date): Promise<AnswerRow> {
      const [row] = await tx
        .update(taskAnswers)
        .set({ fileUuid: file?.uuid ?? null, fileName: file?.name ?? null, updatedAt: now })
        .where(eq(taskAnswers.uuid, answerUuid))
        .returning();
      if (!row) throw new Error('update returned no row');
      return row;
    },

    async setDeletedAt(tx: Database, answerUuid: string, deletedAt: Date | null): Promise<AnswerRow> {
      const [row] = await tx.update(taskAnswers).set({ deletedAt }).where(eq(taskAnswers.uuid, answerUuid)).returning();
      if (!row) throw new Error('update returned no row');
      return row;
    },

    async remove(tx: Database, answerUuid: string): Promise<void> {
      await tx.delete(taskAnswers).where(eq(taskAnswers.uuid, answerUuid));
    },

    async removeAllOf(tx: Database, userUuid: string): Promise<AnswerRow[]> {
      return tx.delete(taskAnswers).where(eq(taskAnswers.userUuid, userUuid)).returning();
    },
  };
}

export type AnswersRepository = ReturnType<typeof createAnswersRepository>;
