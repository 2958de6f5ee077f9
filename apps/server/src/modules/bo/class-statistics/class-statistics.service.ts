import type { ClassStatistics, ClassStatisticsWindow } from '@berufswahl/contracts';
import type { Caller } from '../../../platform/auth/access';
import { ensureMayReadStatistics } from './class-statistics.policy';
import type { ClassStatisticsRepository } from './class-statistics.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of a window of `days` days ending at `now` (a rolling window, decision 094). */
export function windowStart(now: Date, days: ClassStatisticsWindow): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

export function createClassStatisticsService(repository: ClassStatisticsRepository, clock: () => Date = () => new Date()) {
  return {
    async forClass(caller: Caller, classUuid: string, days: ClassStatisticsWindow): Promise<ClassStatistics> {
      const found = await repository.findClass(classUuid);
      const isTeacher = found !== undefined && caller.activeRole === 'LEHRER' && (await repository.isTeacherOf(caller.uuid, classUuid));
      const schoolClass = ensureMayReadStatistics(caller, found, isTeacher);
      const now = clock();
      const since = windowStart(now, days);
      return {
        class_uuid: schoolClass.uuid,
        class_name: `${schoolClass.grade}${schoolClass.addition}`,
        days,
        since: since.toISOString(),
        computed_at: now.toISOString(),
        figures: await repository.figures(schoolClass.uuid, since),
      };
    },
  };
}

export type ClassStatisticsService = ReturnType<typeof createClassStatisticsService>;
