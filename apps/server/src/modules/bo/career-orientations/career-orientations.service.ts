import type { CareerOrientation, MeinWegLevel, MyStations, Progress, TaskStatus } from '@berufswahl/contracts';
import type { Caller, JoinedCaller } from '../../../platform/auth/access';
import type { Database } from '../../../platform/db/client';
import { levelOf } from '../stations/stations.service';
import type { CareerOrientationsRepository, LevelInputs, StudentPathState } from './career-orientations.repository';
import { loadMeinWeg, type PathStation } from './mein-weg-content';

/** The path a student is on: the level follows class and school (decision 061). */
export type StudentPath = {
  level: MeinWegLevel;
  classUuid: string | null;
  activeStationUuid: string | null;
};

/** Started or done per task with a live answer; a task without one is open (`statusOf` in answer-rules.ts). */
type StatusByTask = ReadonlyMap<string, TaskStatus>;

function statusIn(statuses: StatusByTask, taskUuid: string): TaskStatus {
  return statuses.get(taskUuid) ?? 'open';
}

function progressOf(stations: readonly PathStation[], statuses: StatusByTask): Progress {
  const tasks = stations.flatMap((station) => station.tasks);
  return { done: tasks.filter((task) => statusIn(statuses, task.uuid) === 'done').length, total: tasks.length };
}

/** The level of a student's path from `levelInputsOf`: a student without a class is on the Sek I path. */
export function levelFromInputs(inputs: LevelInputs | null | undefined): MeinWegLevel {
  return inputs ? levelOf(inputs) : 'sek1';
}

/** A student without a class is on the Sek I path and has no active station yet. */
async function pathFrom(state: StudentPathState): Promise<StudentPath> {
  const { schoolClass } = state;
  if (!schoolClass) return { level: 'sek1', classUuid: null, activeStationUuid: null };
  const level = levelOf(schoolClass);
  const station = state.activeStationUuid ? (await loadMeinWeg()).stationByUuid.get(state.activeStationUuid) : undefined;
  return { level, classUuid: schoolClass.uuid, activeStationUuid: station?.level === level ? station.uuid : null };
}

function statusesFrom(state: StudentPathState): StatusByTask {
  return new Map(state.answers.map((answer) => [answer.taskUuid, answer.isDone ? 'done' : 'started']));
}

export function createCareerOrientationsService(deps: { repository: CareerOrientationsRepository }) {
  const { repository } = deps;

  /**
   * The path state read together with the caller's row (decision 253); the caller is admitted (401,
   * 403) from that row before anything of the state is used.
   */
  async function admittedPathState(joined: JoinedCaller): Promise<StudentPathState> {
    const { found } = joined.admit(await repository.loadPathStateBySubject(joined.subject), (path) => path.caller);
    return found.state;
  }

  return {
    /** The level of the student's path – all a task route needs to know of it; `tx`: inside that transaction. */
    async levelOf(caller: Caller, tx?: Database): Promise<MeinWegLevel> {
      return levelFromInputs(await repository.findLevelInputs(caller.uuid, tx));
    },

    async my(joined: JoinedCaller): Promise<CareerOrientation> {
      const state = await admittedPathState(joined);
      const path = await pathFrom(state);
      const catalogue = await loadMeinWeg();
      const content = catalogue.paths[path.level];
      return {
        uuid: content.uuid,
        level: path.level,
        title: content.title,
        title_el: content.title_el,
        description: content.description,
        description_el: content.description_el,
        class_uuid: path.classUuid,
        active_station_uuid: path.activeStationUuid,
        progress: progressOf(catalogue.stations[path.level], statusesFrom(state)),
      };
    },

    /** The student dashboard's stations: one prepared query, the rest from the content in memory. */
    async myStations(joined: JoinedCaller): Promise<MyStations> {
      const state = await admittedPathState(joined);
      const path = await pathFrom(state);
      const stations = (await loadMeinWeg()).stations[path.level];
      const statuses = statusesFrom(state);
      return {
        level: path.level,
        active_station_uuid: path.activeStationUuid,
        items: stations.map(({ tasks, ...station }) => ({
          ...station,
          is_active: station.uuid === path.activeStationUuid,
          progress: progressOf([{ ...station, tasks }], statuses),
          tasks: tasks.map((task) => ({ task, status: statusIn(statuses, task.uuid) })),
        })),
      };
    },
  };
}

export type CareerOrientationsService = ReturnType<typeof createCareerOrientationsService>;
