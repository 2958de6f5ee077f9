import { and, desc, eq, gte } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { arcadePointEvents } from '../arcade.schema';

export function createNudgesRepository(db: Database) {
  return {
    /** Tasks the student finished (their `task_done` awards), newest first, optionally since a time. */
    async doneTasksOf(userUuid: string, since?: Date): Promise<{ taskUuid: string; doneAt: Date }[]> {
      const conditions = [eq(arcadePointEvents.userUuid, userUuid), eq(arcadePointEvents.action, 'task_done')];
      if (since) conditions.push(gte(arcadePointEvents.createdAt, since));
      const rows = await db
        .select({ taskUuid: arcadePointEvents.subjectUuid, doneAt: arcadePointEvents.createdAt })
        .from(arcadePointEvents)
        .where(and(...conditions))
        .orderBy(desc(arcadePointEvents.createdAt));
      return rows;
    },
  };
}

export type NudgesRepository = ReturnType<typeof createNudgesRepository>;
