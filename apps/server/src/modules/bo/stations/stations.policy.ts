import { MEIN_WEG_MESSAGES, type Role, CLASS_STAFF_ROLES } from '@berufswahl/contracts';
import type { Caller } from '../../../platform/auth/access';
import { ApiError, notFound } from '../../../platform/http/errors';
import { canSeeSchool } from '../../../platform/auth/tenancy.policy';
import type { ClassRow } from './stations.repository';

/** Who looks at a class's active station: its teachers and the school's coordinators. */
export const CLASS_STATION_READERS: readonly Role[] = CLASS_STAFF_ROLES;
/** Who chooses it (spec 1): the class's teachers. */
export const CLASS_STATION_WRITERS: Role[] = ['LEHRER'];
/** Who asks for the active stations of their own classes. */
export const OWN_ACTIVE_STATION_READERS: readonly Role[] = ['SCHUELER', ...CLASS_STAFF_ROLES];

/**
 * Another school's class answers 404 (tenancy, decision 030). A teacher of the same school who
 * does not teach the class is refused with 403: the class exists for them, the action does not.
 */
export function ensureMayUseClass(caller: Caller, schoolClass: ClassRow | undefined, isTeacherOfClass: boolean): ClassRow {
  if (!schoolClass || !canSeeSchool(caller, { uuid: schoolClass.schoolUuid, clientUuid: schoolClass.clientUuid })) {
    throw notFound();
  }
  if (caller.activeRole === 'LEHRER' && !isTeacherOfClass) {
    throw new ApiError('FORBIDDEN', MEIN_WEG_MESSAGES.notTeacherOfClass);
  }
  return schoolClass;
}
