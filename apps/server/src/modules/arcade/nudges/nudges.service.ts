import { levelOfClass, type NudgeResponse, REVIEW_WINDOW_DAYS } from '@berufswahl/contracts';
import type { Caller } from '../../../platform/auth/access';
import type { ArcadeClassesRepository } from '../arcade-classes.repository';
import type { MeinWegPort, PathTask } from '../mein-weg-port';
import type { NudgesRepository } from './nudges.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export function createNudgesService(deps: { nudges: NudgesRepository; classes: ArcadeClassesRepository; meinWeg: MeinWegPort }) {
  const { nudges, classes, meinWeg } = deps;

  /** The task's title in the caller's language; the caller's row already holds the setting (decision 234). */
  function titleOf(caller: Caller): (task: PathTask) => string {
    return (task) => (caller.simpleLanguage ? task.titleEl : task.title);
  }

  return {
    /** The tasks of the class's active station the student has not finished yet. */
    async remindersOf(caller: Caller): Promise<NudgeResponse> {
      const schoolClass = await classes.findClassOfStudent(caller.uuid);
      if (!schoolClass) return { items: [] };
      const tasks = await meinWeg.tasksOfActiveStation(schoolClass.uuid, levelOfClass(schoolClass.grade, schoolClass.hasSekundarstufe2));
      const done = new Set((await nudges.doneTasksOf(caller.uuid)).map((row) => row.taskUuid));
      const title = titleOf(caller);
      return {
        items: tasks
          .filter((task) => !done.has(task.uuid))
          .map((task) => ({ task_uuid: task.uuid, title: title(task), link: meinWeg.linkOfTask(task.uuid), done_date: null })),
      };
    },

    /** The tasks the student finished in the last days, newest first – to look back on them. */
    async reviewsOf(caller: Caller, now: Date = new Date()): Promise<NudgeResponse> {
      const done = await nudges.doneTasksOf(caller.uuid, new Date(now.getTime() - REVIEW_WINDOW_DAYS * DAY_MS));
      const tasks = new Map((await meinWeg.findTasks(done.map((row) => row.taskUuid))).map((task) => [task.uuid, task]));
      const title = titleOf(caller);
      return {
        items: done.flatMap((row) => {
          const task = tasks.get(row.taskUuid);
          return task
            ? [{ task_uuid: task.uuid, title: title(task), link: meinWeg.linkOfTask(task.uuid), done_date: row.doneAt.toISOString() }]
            : [];
        }),
      };
    },
  };
}

export type NudgesService = ReturnType<typeof createNudgesService>;
