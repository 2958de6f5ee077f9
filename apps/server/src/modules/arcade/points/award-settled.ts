import { sql, type SQL } from 'drizzle-orm';
import type { ArcadeAction } from '@berufswahl/contracts';
import { jsonValueOf } from '../../../platform/db/json-value';

/** What a task's award already holds, as `taskAwardStateOf` reads it beside the task's save. */
export type TaskAwardState = {
  /** The task's actions (`reflection_written`, `task_done`) already counted for the student. */
  counted: ArcadeAction[];
  /** A running quest of the student's class for this task that the student has not completed. */
  hasOpenQuest: boolean;
};

/**
 * What the award of a task's actions (a task answer's `reflection_written` and `task_done`) holds
 * already, as a select expression for a statement of the task's own (the save, decision 256): the
 * task's events counted for the student and whether a running quest of the class still waits for
 * the student. Keep in step with the award statement (`pointsRepository.award`): its `running`
 * quests and the `(user, action, subject)` it inserts once.
 */
export function taskAwardStateOf(userUuid: SQL, taskUuid: SQL): SQL<TaskAwardState> {
  return sql`json_build_object(
    'counted', coalesce((
      select json_agg(e.action) from arcade_point_events e
      where e.user_uuid = ${userUuid} and e.subject_uuid = ${taskUuid} and e.action in ('reflection_written', 'task_done')
    ), '[]'::json),
    'hasOpenQuest', exists (
      select 1 from arcade_quests q join class_memberships cm on cm.class_uuid = q.class_uuid
      where cm.user_uuid = ${userUuid} and q.finished_at is null and q.task_uuid = ${taskUuid}
        and not exists (
          select 1 from arcade_quest_participations p
          where p.quest_uuid = q.uuid and p.user_uuid = ${userUuid} and p.completed_at is not null
        )
    )
  )`.mapWith(jsonValueOf<TaskAwardState>);
}

/**
 * True when awarding these task actions would change nothing (decision 256): every one is counted
 * already – an event is never counted twice – and, for a finished task, no running quest of the
 * class waits for the student's completion. The award statement would then insert no event,
 * complete no quest and find no new trophy (trophies only follow new events), so the save skips
 * it: one statement and one round trip fewer for the saves that repeat, the autosave of a text
 * above all.
 *
 * The state is read by the save's statement, whose snapshot may be older than its wait for the
 * award lock. That can only make it look less settled than it is (events and completions are only
 * ever added) – except for a quest a teacher started during that wait: its completion then comes
 * with the student's next save or their joining the quest, which looks at the finished task itself.
 */
export function isTaskAwardSettled(state: TaskAwardState, actions: readonly ArcadeAction[]): boolean {
  if (!actions.every((action) => state.counted.includes(action))) return false;
  return !(actions.includes('task_done') && state.hasOpenQuest);
}
