import type { Caller } from '../../platform/auth/access';

/** Roles whose view spans the whole system rather than one Land or school. */
const SYSTEM_WIDE_ROLES = new Set(['SUPER_ADMIN', 'ADMIN', 'TECHNICAL_ADMIN']);

/** Whether the caller may see data of the given Land (client). */
export function canSeeClient(caller: Caller, clientUuid: string): boolean {
  return SYSTEM_WIDE_ROLES.has(caller.activeRole) || caller.clientUuid === clientUuid;
}

/** Whether the caller may see data of the given school (of the given Land). */
export function canSeeSchool(caller: Caller, school: { uuid: string; clientUuid: string }): boolean {
  if (SYSTEM_WIDE_ROLES.has(caller.activeRole)) return true;
  if (caller.activeRole === 'ADMIN_LAND') return caller.clientUuid === school.clientUuid;
  return caller.schoolUuid === school.uuid;
}

/** Whether the caller's view is limited to one Land (everything but the system-wide roles). */
export function isLimitedToOwnClient(caller: Caller): boolean {
  return !SYSTEM_WIDE_ROLES.has(caller.activeRole);
}
