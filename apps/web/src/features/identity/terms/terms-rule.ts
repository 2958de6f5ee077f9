import type { Me } from '@berufswahl/contracts';
import { activeRoleOf } from '@berufswahl/contracts/identity/user-rules';
import { TERMS_CUTOFF } from '@berufswahl/contracts/shared/limits';

/**
 * Students and federal admins never see the terms modal (spec 4, 6). Deactivated accounts only
 * reach the landing page's actions (spec 4), so they are not asked to accept terms either.
 */
const EXEMPT_ROLES: readonly string[] = ['SCHUELER', 'SUPER_ADMIN', 'ADMIN', 'DEACTIVATED'];

/**
 * Spec 4: the terms modal is shown to a user who is not a student and not a federal admin and who
 * has not accepted the terms, or accepted them before the cut-off (2022-08-15 23:00).
 */
export function shouldShowTermsModal(
  me: Pick<Me, 'roles' | 'terms_conditions'>,
  cutoff: Date = TERMS_CUTOFF,
): boolean {
  const activeRole = activeRoleOf(me);
  if (activeRole !== undefined && EXEMPT_ROLES.includes(activeRole)) return false;
  if (me.terms_conditions === null) return true;
  const acceptedAt = new Date(me.terms_conditions);
  // An unreadable timestamp is no proof of acceptance.
  if (Number.isNaN(acceptedAt.getTime())) return true;
  return acceptedAt.getTime() < cutoff.getTime();
}
