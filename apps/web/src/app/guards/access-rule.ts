import type { Me } from '@berufswahl/contracts';
import { isPermittedRole } from '@berufswahl/contracts/identity/roles';
import { activeRoleOf } from '@berufswahl/contracts/identity/user-rules';
import { normalizePath, PATHS } from '../../lib/route-paths';

/**
 * Who may open a route (spec 2):
 * - `permitted`: a loaded user whose ACTIVE role is one of PERMITTED_ROLES,
 * - `deactivated`: only deactivated accounts (the landing page),
 * - `public`: anyone, even without a session (logout, not found),
 * - `{ roles }`: a permitted user whose active role is listed (menu targets of some roles only);
 *   other permitted users go to the start page.
 */
export type RouteAccess = 'permitted' | 'deactivated' | 'public' | { roles: readonly string[] };

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** No session in this tab (e.g. coming from /logout): load the page anew, which signs in. */
  | { kind: 'sign-in' }
  /** Redirecting would land on the same page again: show "no access" instead of looping. */
  | { kind: 'deny' };

export interface AccessRequest {
  me: Pick<Me, 'roles'> | undefined;
  access: RouteAccess;
  pathname: string;
}

export function isDeactivated(me: Pick<Me, 'roles'>): boolean {
  return activeRoleOf(me) === 'DEACTIVATED';
}

export function decideAccess({ me, access, pathname }: AccessRequest): AccessDecision {
  if (access === 'public') return { kind: 'allow' };
  if (!me) return { kind: 'sign-in' };

  const activeRole = activeRoleOf(me);
  if (access === 'deactivated') {
    return isDeactivated(me) ? { kind: 'allow' } : redirectUnlessHere(PATHS.dashboard, pathname);
  }
  if (activeRole !== undefined && isPermittedRole(activeRole)) {
    if (typeof access === 'object' && !hasListedRole(activeRole, access.roles)) return redirectUnlessHere(PATHS.dashboard, pathname);
    return { kind: 'allow' };
  }
  return redirectUnlessHere(isDeactivated(me) ? PATHS.landingpage : PATHS.dashboard, pathname);
}

function redirectUnlessHere(to: string, pathname: string): AccessDecision {
  return normalizePath(pathname) === normalizePath(to) ? { kind: 'deny' } : { kind: 'redirect', to };
}

function hasListedRole(activeRole: string, roles: readonly string[]): boolean {
  return roles.includes(activeRole) || (activeRole === 'ADMIN' && roles.includes('SUPER_ADMIN'));
}
