import { CLASS_STAFF_ROLES, type Role } from '@berufswahl/contracts';
import type { Caller } from '../../../platform/auth/access';
import { canSeeSchool } from '../../../platform/auth/tenancy.policy';
import { notFound } from '../../../platform/http/errors';

/** Who works with a class's internships (issue 16): its teachers and the school's coordinator. */
export const INTERNSHIP_STAFF_ROLES: readonly Role[] = CLASS_STAFF_ROLES;

/** What the policy needs to know of a placement and the caller's relation to its student. */
export type InternshipAccess = {
  studentUuid: string;
  schoolUuid: string;
  clientUuid: string;
  /** The caller teaches a class the student belongs to. */
  callerTeachesStudent: boolean;
};

/**
 * Who may see a placement: the student it belongs to; a teacher of one of the student's classes;
 * the coordinator of the student's school. Everyone else gets 404 – another school's placement, and
 * a placement of the own school whose student the teacher does not teach (as the class statistics,
 * decision 094), so a 404 does not even confirm that it exists.
 */
export function ensureMayReadInternship<T extends InternshipAccess>(caller: Caller, internship: T | undefined): T {
  if (!internship) throw notFound();
  if (caller.activeRole === 'SCHUELER') {
    if (internship.studentUuid !== caller.uuid) throw notFound();
    return internship;
  }
  if (!canSeeSchool(caller, { uuid: internship.schoolUuid, clientUuid: internship.clientUuid })) throw notFound();
  if (caller.activeRole === 'LEHRER' && !internship.callerTeachesStudent) throw notFound();
  return internship;
}

/** The student's own placement only (editing, deleting, writing reports). */
export function ensureOwnInternship<T extends InternshipAccess>(caller: Caller, internship: T | undefined): T {
  if (!internship || internship.studentUuid !== caller.uuid) throw notFound();
  return internship;
}
