import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { arcadePointEvents, arcadeQuestParticipations, arcadeQuests } from '../arcade.schema';

export type QuestRow = typeof arcadeQuests.$inferSelect;
export type ParticipationRow = typeof arcadeQuestParticipations.$inferSelect;

export function createQuestsRepository(db: Database) {
  return {
    async listOfClass(classUuid: string, includeFinished: boolean): Promise<QuestRow[]> {
      return db
        .select()
        .from(arcadeQuests)
        .where(includeFinished ? eq(arcadeQuests.classUuid, classUuid) : and(eq(arcadeQuests.classUuid, classUuid), isNull(arcadeQuests.finishedAt)))
        .orderBy(desc(arcadeQuests.startedAt));
    },

    async find(questUuid: string, tx: Database = db): Promise<QuestRow | undefined> {
      const [row] = await tx.select().from(arcadeQuests).where(eq(arcadeQuests.uuid, questUuid)).limit(1);
      return row;
    },

    async participationsOf(questUuids: readonly string[]): Promise<ParticipationRow[]> {
      if (questUuids.length === 0) return [];
      return db.select().from(arcadeQuestParticipations).where(inArray(arcadeQuestParticipations.questUuid, [...questUuids]));
    },

    /** Starts a quest; undefined when one for the task is already running in the class. */
    async insertRunning(tx: Database, row: { classUuid: string; taskUuid: string; title: string; startedBy: string; startedAt: Date }) {
      const [stored] = await tx
        .insert(arcadeQuests)
        .values(row)
        .onConflictDoNothing({ target: [arcadeQuests.classUuid, arcadeQuests.taskUuid], where: sql`${arcadeQuests.finishedAt} is null` })
        .returning();
      return stored;
    },

    /** Finishes a running quest; a finished one keeps its first finish time. */
    async finish(questUuid: string, now: Date): Promise<void> {
      await db
        .update(arcadeQuests)
        .set({ finishedAt: now })
        .where(and(eq(arcadeQuests.uuid, questUuid), isNull(arcadeQuests.finishedAt)));
    },

    /** Joins a student (again is fine); done at once when they did the task before. */
    async join(tx: Database, row: { questUuid: string; userUuid: string; now: Date; alreadyDone: boolean }): Promise<void> {
      await tx
        .insert(arcadeQuestParticipations)
        .values({ questUuid: row.questUuid, userUuid: row.userUuid, joinedAt: row.now, completedAt: row.alreadyDone ? row.now : null })
        .onConflictDoNothing();
    },

    async hasDoneTask(tx: Database, userUuid: string, taskUuid: string): Promise<boolean> {
      const [row] = await tx
        .select({ uuid: arcadePointEvents.uuid })
        .from(arcadePointEvents)
        .where(and(eq(arcadePointEvents.userUuid, userUuid), eq(arcadePointEvents.action, 'task_done'), eq(arcadePointEvents.subjectUuid, taskUuid)))
        .limit(1);
      return row !== undefined;
    },

    transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },
  };
}

export type QuestsRepository = ReturnType<typeof createQuestsRepository>;
