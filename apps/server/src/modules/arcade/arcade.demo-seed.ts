import type { Database } from '../../platform/db/client';
import { daysBefore, type DemoLife } from '../../platform/db/seed/demo-life';
import { arcadeQuests } from './arcade.schema';

/** The demo's running quest (decision 190); a finished one stays finished after a restart. */
export async function seedArcadeDemoLife(db: Database, life: DemoLife, now: Date): Promise<void> {
  for (const quest of life.quests) {
    await db
      .insert(arcadeQuests)
      .values({
        uuid: quest.uuid,
        classUuid: quest.class,
        taskUuid: quest.task,
        title: quest.title,
        startedBy: quest.started_by,
        startedAt: daysBefore(now, quest.days_ago),
      })
      .onConflictDoNothing();
  }
}
