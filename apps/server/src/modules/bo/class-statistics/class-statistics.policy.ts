import { CLASS_STAFF_ROLES } from '@berufswahl/contracts';
import type { Role } from '@berufswahl/contracts';
import type { Caller } from '../../../platform/auth/access';
import { notFound } from '../../../platform/http/errors';
import { canSeeSchool } from '../../../platform/auth/tenancy.policy';
import type { StatisticsClassRow } from './class-statistics.repository';

/** Who reads a class's statistics (spec 3): its teachers and the school's coordinator. */
export const CLASS_STATISTICS_READERS: readonly Role[] = CLASS_STAFF_ROLES;

/**
 * Another school's class answers 404 (tenancy, decision 030). So does a class of the own school
 * that the teacher does not teach (decision 094): its figures are about students the teacher has
 * no business with, and a 404 does not even confirm which classes exist.
 */
export function ensureMayReadStatistics(
  caller: Caller,
  schoolClass: StatisticsClassRow | undefined,
  isTeacherOfClass: boolean,
): StatisticsClassRow {
  if (!schoolClass || !canSeeSchool(caller, { uuid: schoolClass.schoolUuid, clientUuid: schoolClass.clientUuid })) {
    throw notFound();
  }
  if (caller.activeRole === 'LEHRER' && !isTeacherOfClass) throw notFound();
  return schoolClass;
}
