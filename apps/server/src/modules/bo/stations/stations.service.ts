import {
  levelOfClass,
  MEIN_WEG_MESSAGES,
  MEIN_WEG_NOTIFICATION_LEICHT,
  type ActiveStationList,
  type ClassActiveStation,
  type MeinWegLevel,
  type StationActivation,
  type StationList,
} from '@berufswahl/contracts';
import type { Caller } from '../../../platform/auth/access';
import type { Database } from '../../../platform/db/client';
import { ApiError, notFound } from '../../../platform/http/errors';
import { notifyUsers } from '../../messaging';
import { loadMeinWeg, type PathStation } from '../career-orientations/mein-weg-content';
import { ensureMayUseClass } from './stations.policy';
import { createStationsRepository, type ActiveStationRow, type ClassRow, type StationsRepository } from './stations.repository';

/** Where the students' notification leads: the client's Mein Weg screen. */
const MEIN_WEG_PATH = '/mein-weg';

const withoutTasks = ({ tasks: _tasks, ...station }: PathStation) => station;

export function levelOf(schoolClass: Pick<ClassRow, 'grade' | 'hasSekundarstufe2'>): MeinWegLevel {
  return levelOfClass(schoolClass.grade, schoolClass.hasSekundarstufe2);
}

async function toClassActiveStation(schoolClass: ClassRow, active: ActiveStationRow | undefined): Promise<ClassActiveStation> {
  const catalogue = await loadMeinWeg();
  const level = levelOf(schoolClass);
  const station = active ? catalogue.stationByUuid.get(active.stationUuid) : undefined;
  // A station removed from the content (or of another level after the class moved up) is no
  // active station any more; the class's teacher picks a new one.
  const isCurrent = station !== undefined && station.level === level;
  return {
    class: { uuid: schoolClass.uuid, grade: schoolClass.grade, addition: schoolClass.addition, level },
    station: isCurrent ? withoutTasks(station) : null,
    activated_date: isCurrent && active ? active.activatedAt.toISOString() : null,
  };
}

export function createStationsService(deps: { repository: StationsRepository }) {
  const { repository } = deps;

  async function classesOf(caller: Caller): Promise<ClassRow[]> {
    if (caller.activeRole === 'SCHUELER') {
      const own = await repository.findClassOfStudent(caller.uuid);
      return own ? [own] : [];
    }
    if (caller.activeRole === 'LEHRER') return repository.findClassesTaughtBy(caller.uuid);
    if (caller.activeRole === 'ADMIN_SCHULE' && caller.schoolUuid) return repository.findClassesOfSchool(caller.schoolUuid);
    return [];
  }

  async function loadUsableClass(caller: Caller, classUuid: string): Promise<ClassRow> {
    const schoolClass = await repository.findClass(classUuid);
    const isTeacher = caller.activeRole === 'LEHRER' && (await repository.isTeacherOf(caller.uuid, classUuid));
    return ensureMayUseClass(caller, schoolClass, isTeacher);
  }

  return {
    /** The station catalogue of one or both paths, in path order. */
    async list(level: MeinWegLevel | undefined): Promise<StationList> {
      const { stations } = await loadMeinWeg();
      const items = level ? stations[level] : [...stations.sek1, ...stations.sek2];
      return { items };
    },

    /** The active stations of the caller's classes (student: own class; teacher: taught; coordinator: school). */
    async listActive(caller: Caller): Promise<ActiveStationList> {
      const classes = await classesOf(caller);
      const active = await repository.findActive(classes.map((schoolClass) => schoolClass.uuid));
      return { items: await Promise.all(classes.map((schoolClass) => toClassActiveStation(schoolClass, active.get(schoolClass.uuid)))) };
    },

    async getActive(caller: Caller, classUuid: string): Promise<ClassActiveStation> {
      const schoolClass = await loadUsableClass(caller, classUuid);
      const active = await repository.findActive([classUuid]);
      return toClassActiveStation(schoolClass, active.get(classUuid));
    },

    /**
     * Spec 4 "Station activation: requested, then activated or error". The class's students see it
     * at once and get a notification – once per change, not again when the same station is
     * chosen twice.
     */
    async activate(caller: Caller, classUuid: string, stationUuid: string, now: Date = new Date()): Promise<StationActivation> {
      const schoolClass = await loadUsableClass(caller, classUuid);
      const station = (await loadMeinWeg()).stationByUuid.get(stationUuid);
      if (!station) throw notFound();
      if (station.level !== levelOf(schoolClass)) {
        throw new ApiError('VALIDATION_FAILED', MEIN_WEG_MESSAGES.stationOfOtherLevel, [
          { field: 'stationUuid', message: MEIN_WEG_MESSAGES.stationOfOtherLevel },
        ]);
      }
      const stored = await repository.transaction(async (tx: Database) => {
        const { previousStationUuid, row } = await repository.activate(tx, {
          classUuid,
          stationUuid,
          activatedBy: caller.uuid,
          activatedAt: now,
        });
        if (previousStationUuid !== stationUuid) {
          await notifyUsers(tx, {
            type: 'station',
            title: MEIN_WEG_MESSAGES.activatedNotificationTitle,
            message: MEIN_WEG_MESSAGES.activatedNotificationMessage(station.title),
            icon: 'map',
            link: MEIN_WEG_PATH,
            linkText: MEIN_WEG_MESSAGES.activatedNotificationLink,
            leichteSprache: {
              title: MEIN_WEG_NOTIFICATION_LEICHT.activatedNotificationTitle,
              message: MEIN_WEG_NOTIFICATION_LEICHT.activatedNotificationMessage(station.title_el),
              linkText: MEIN_WEG_NOTIFICATION_LEICHT.activatedNotificationLink,
            },
            userUuids: await repository.studentsOf(tx, classUuid),
          });
        }
        return row;
      });
      return { ...(await toClassActiveStation(schoolClass, stored)), status: 'activated' };
    },
  };
}

export type StationsService = ReturnType<typeof createStationsService>;

/** The active station of a class, for other modules (arcade's reminders and quests). */
export async function activeStationOf(db: Database, classUuid: string): Promise<PathStation | null> {
  const repository = createStationsRepository(db);
  const schoolClass = await repository.findClass(classUuid);
  if (!schoolClass) return null;
  const active = (await repository.findActive([classUuid])).get(classUuid);
  if (!active) return null;
  const station = (await loadMeinWeg()).stationByUuid.get(active.stationUuid);
  return station && station.level === levelOf(schoolClass) ? station : null;
}
