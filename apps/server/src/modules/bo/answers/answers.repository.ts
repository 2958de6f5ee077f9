import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { taskAnswers } from './answers.schema';

export type AnswerRow = typeof taskAnswers.$inferSelect;

/** What a save writes; the kind's columns that do not apply stay empty. */
export type AnswerContent = Pick<AnswerRow, 'kind' | 'text' | 'checkedItems' | 'ratings' | 'linkVisitedAt' | 'doneAt'>;

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
