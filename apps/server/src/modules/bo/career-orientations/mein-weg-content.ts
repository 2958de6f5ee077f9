import {
  MEIN_WEG_LEVELS,
  meinWegPathContentSchema,
  type MeinWegLevel,
  type MeinWegPathContent,
  type Station,
  type Task,
} from '@berufswahl/contracts';
import { cacheOnce, readContentJson } from '../../../platform/content';

/** A station of a path with its place on it. */
export type PathStation = Station;

/** A task together with the station and path it belongs to. */
export type FoundTask = {
  task: Task;
  station: Omit<PathStation, 'tasks'>;
  level: MeinWegLevel;
};

export type MeinWegCatalogue = {
  paths: Record<MeinWegLevel, MeinWegPathContent>;
  stations: Record<MeinWegLevel, PathStation[]>;
  stationByUuid: Map<string, PathStation>;
  taskByUuid: Map<string, FoundTask>;
};

/** Builds the look-ups over both paths; uuids must be unique across them (content test). */
export function indexCatalogue(paths: Record<MeinWegLevel, MeinWegPathContent>): MeinWegCatalogue {
  const stations = {} as Record<MeinWegLevel, PathStation[]>;
  const stationByUuid = new Map<string, PathStation>();
  const taskByUuid = new Map<string, FoundTask>();
  for (const level of MEIN_WEG_LEVELS) {
    const path = paths[level];
    if (path.level !== level) throw new Error(`content/mein-weg/${level}.json declares level ${path.level}`);
    stations[level] = path.stations.map((station, index) => {
      const { tasks, ...rest } = station;
      const placed: PathStation = { ...rest, level, position: index + 1, tasks };
      const summary = { ...rest, level, position: index + 1 };
      if (stationByUuid.has(station.uuid)) throw new Error(`station ${station.uuid} appears twice in content/mein-weg`);
      stationByUuid.set(station.uuid, placed);
      for (const task of tasks) {
        if (taskByUuid.has(task.uuid)) throw new Error(`task ${task.uuid} appears twice in content/mein-weg`);
        taskByUuid.set(task.uuid, { task, station: summary, level });
      }
      return placed;
    });
  }
  return { paths, stations, stationByUuid, taskByUuid };
}

/** Reads `content/mein-weg/sek1.json` and `sek2.json` once per process (decision 060). */
export const loadMeinWeg = cacheOnce(async (): Promise<MeinWegCatalogue> => {
  const [sek1, sek2] = await Promise.all(
    MEIN_WEG_LEVELS.map((level) => readContentJson(`mein-weg/${level}.json`, meinWegPathContentSchema)),
  );
  if (!sek1 || !sek2) throw new Error('content/mein-weg is incomplete');
  return indexCatalogue({ sek1, sek2 });
});

/** A task of either path with its station and level; undefined for an unknown uuid. */
export async function findTask(taskUuid: string): Promise<FoundTask | undefined> {
  return (await loadMeinWeg()).taskByUuid.get(taskUuid);
}

/** Every task of one path in path order (quests pick from them). */
export async function tasksOfPath(level: MeinWegLevel): Promise<FoundTask[]> {
  const catalogue = await loadMeinWeg();
  return catalogue.stations[level].flatMap((station) => station.tasks.map((task) => catalogue.taskByUuid.get(task.uuid)!));
}
