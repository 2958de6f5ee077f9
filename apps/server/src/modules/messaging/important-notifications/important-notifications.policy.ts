import { COORDINATOR_ROLES, LAND_COORDINATOR_ROLES } from '@berufswahl/contracts';
import type { Role } from '@berufswahl/contracts';
import type { Caller } from '../../../platform/auth/access';

/** Who sees the banner (spec 6: school and state coordinators) – and the federal admins who write it. */
export const IMPORTANT_NOTIFICATION_READERS: readonly Role[] = COORDINATOR_ROLES;

/** Who writes it (decision 023): state coordinators for their Land, federal admins for all Länder. */
export const IMPORTANT_NOTIFICATION_WRITERS: readonly Role[] = LAND_COORDINATOR_ROLES;

/** The text a writer changes: `all` (system-wide) for federal admins, else the writer's own Land. */
export type ImportantNotificationScope = { kind: 'all' } | { kind: 'client'; clientUuid: string };

export function writableScopeOf(caller: Caller): ImportantNotificationScope {
  return caller.activeRole === 'SUPER_ADMIN' || caller.activeRole === 'ADMIN'
    ? { kind: 'all' }
    : { kind: 'client', clientUuid: caller.clientUuid };
}
