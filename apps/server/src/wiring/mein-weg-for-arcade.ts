import type { MeinWegPort, PathTask } from '../modules/arcade';
import { activeStationOf, findTask, type FoundTask } from '../modules/bo';
import type { Database } from '../platform/db/client';

function toPathTask(task: Pick<FoundTask['task'], 'uuid' | 'title' | 'title_el'>): PathTask {
  return { uuid: task.uuid, title: task.title, titleEl: task.title_el };
}

/**
 * The arcade's view of Mein Weg, through the bo module's front door. It is wired here, at the
 * composition root, because bo already uses the arcade (points for tasks): the arcade depending
 * on bo as well would make the two modules import each other.
 */
export function createMeinWegForArcade(db: Database): MeinWegPort {
  return {
    async findTaskOnPath(taskUuid, level) {
      const found = await findTask(taskUuid);
      return found && found.level === level ? toPathTask(found.task) : null;
    },
    async tasksOfActiveStation(classUuid) {
      const station = await activeStationOf(db, classUuid);
      return station ? station.tasks.map(toPathTask) : [];
    },
    async findTasks(taskUuids) {
      const found = await Promise.all([...new Set(taskUuids)].map((uuid) => findTask(uuid)));
      return found.flatMap((entry) => (entry ? [toPathTask(entry.task)] : []));
    },
    linkOfTask: (taskUuid) => `/mein-weg/aufgaben/${taskUuid}`,
  };
}
