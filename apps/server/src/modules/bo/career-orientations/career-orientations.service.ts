import type { CareerOrientation, MeinWegLevel, MyStations, Progress } from '@berufswahl/contracts';
import type { Caller } from '../../../platform/auth/access';
import { statusOf } from '../answers/answer-rules';
import type { AnswerRow, AnswersRepository } from '../answers/answers.repository';
import type { ClassRow, StationsRepository } from '../stations/stations.repository';
import { levelOf } from '../stations/stations.service';
import { loadMeinWeg, type PathStation } from './mein-weg-content';

/** The path a student is on: the level follows class and school (decision 061). */
export type StudentPath = {
  level: MeinWegLevel;
  schoolClass: ClassRow | undefined;
  activeStationUuid: string | null;
};

function progressOf(stations: readonly PathStation[], answers: ReadonlyMap<string, AnswerRow>): Progress {
  const tasks = stations.flatMap((station) => station.tasks);
  return { done: tasks.filter((task) => statusOf(answers.get(task.uuid)) === 'done').length, total: tasks.length };
}

export function createCareerOrientationsService(deps: { stations: StationsRepository; answers: AnswersRepository }) {
  /** A student without a class is on the Sek I path and has no active station yet. */
  async function pathOf(caller: Caller): Promise<StudentPath> {
    const schoolClass = await deps.stations.findClassOfStudent(caller.uuid);
    if (!schoolClass) return { level: 'sek1', schoolClass, activeStationUuid: null };
    const level = levelOf(schoolClass);
    const active = (await deps.stations.findActive([schoolClass.uuid])).get(schoolClass.uuid);
    const catalogue = await loadMeinWeg();
    const station = active ? catalogue.stationByUuid.get(active.stationUuid) : undefined;
    return { level, schoolClass, activeStationUuid: station?.level === level ? station.uuid : null };
  }

  async function answersByTask(caller: Caller): Promise<Map<string, AnswerRow>> {
    const rows = await deps.answers.findAllLive(caller.uuid);
    return new Map(rows.map((row) => [row.taskUuid, row]));
  }

  return {
    pathOf,

    async my(caller: Caller): Promise<CareerOrientation> {
      const path = await pathOf(caller);
      const catalogue = await loadMeinWeg();
      const content = catalogue.paths[path.level];
      return {
        uuid: content.uuid,
        level: path.level,
        title: content.title,
        title_el: content.title_el,
        description: content.description,
        description_el: content.description_el,
        class_uuid: path.schoolClass?.uuid ?? null,
        active_station_uuid: path.activeStationUuid,
        progress: progressOf(catalogue.stations[path.level], await answersByTask(caller)),
      };
    },

    async myStations(caller: Caller): Promise<MyStations> {
      const path = await pathOf(caller);
      const stations = (await loadMeinWeg()).stations[path.level];
      const answers = await answersByTask(caller);
      return {
        level: path.level,
        active_station_uuid: path.activeStationUuid,
        items: stations.map(({ tasks, ...station }) => ({
          ...station,
          is_active: station.uuid === path.activeStationUuid,
          progress: progressOf([{ ...station, tasks }], answers),
          tasks: tasks.map((task) => ({ task, status: statusOf(answers.get(task.uuid)) })),
        })),
      };
    },
  };
}

export type CareerOrientationsService = ReturnType<typeof createCareerOrientationsService>;
