import type { MeinWegLevel } from '@berufswahl/contracts';

/** A task of Mein Weg as quests, reminders and reviews name it. */
export type PathTask = { uuid: string; title: string; titleEl: string };

/**
 * What the arcade needs from Mein Weg (bo module), behind one small port so that the arcade's
 * rules are tested without the path's content. The real adapter calls the bo front door.
 */
export type MeinWegPort = {
  /** The task when it belongs to the path of the given level; null otherwise. */
  findTaskOnPath(taskUuid: string, level: MeinWegLevel): Promise<PathTask | null>;
  /** The tasks of the class's active station (empty when the class has none). */
  tasksOfActiveStation(classUuid: string, level: MeinWegLevel): Promise<PathTask[]>;
  /** Titles of known tasks by uuid (for reviews of finished tasks). */
  findTasks(taskUuids: readonly string[]): Promise<PathTask[]>;
  /** The app path that opens a task. */
  linkOfTask(taskUuid: string): string;
};
