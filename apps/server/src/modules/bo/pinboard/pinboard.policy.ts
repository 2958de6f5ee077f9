import { PINBOARD_MESSAGES } from '@berufswahl/contracts';
import type { Caller } from '../../../platform/auth/access';
import { ApiError, notFound } from '../../../platform/http/errors';
import { canSeeSchool } from '../../../platform/auth/tenancy.policy';
import type { ClassRow } from '../stations/stations.repository';

/**
 * The class Pinnwand is for the class's teachers only (decision 075): another school's class is
 * 404 (tenancy, decision 030); a teacher of the same school who does not teach the class gets 403,
 * as for the class's active station (decision 064). School coordinators are not admitted: the
 * student shares with the class teacher, not with the school's administration.
 */
export function ensureTeacherOfClass(caller: Caller, schoolClass: ClassRow | undefined, isTeacherOfClass: boolean): ClassRow {
  if (!schoolClass || !canSeeSchool(caller, { uuid: schoolClass.schoolUuid, clientUuid: schoolClass.clientUuid })) {
    throw notFound();
  }
  if (!isTeacherOfClass) throw new ApiError('FORBIDDEN', PINBOARD_MESSAGES.notTeacherOfClass);
  return schoolClass;
}

/** A pin is its student's: anybody else is told it does not exist. */
export function requireOwnEntry<T extends { ownerUuid: string }>(caller: Caller, entry: T | undefined): T {
  if (!entry || entry.ownerUuid !== caller.uuid) throw notFound();
  return entry;
}
