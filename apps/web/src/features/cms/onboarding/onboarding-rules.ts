import type { Me, OnboardingStep } from '@berufswahl/contracts';
import { activeRoleOf } from '@berufswahl/contracts/identity/user-rules';
import { LIMITS } from '@berufswahl/contracts/shared/limits';

/**
 * Spec 5: steps flagged `mobile` are skipped above 768 px, steps flagged `desktop` at 768 px or
 * narrower; spec 2: a step appears only if its target exists.
 */
export function selectSteps(
  steps: readonly OnboardingStep[],
  { width, hasTarget }: { width: number; hasTarget: (selector: string) => boolean },
): OnboardingStep[] {
  const isMobile = width <= LIMITS.mobileBreakpointPx;
  return steps.filter((step) => {
    if (step.mobile && !isMobile) return false;
    if (step.desktop && isMobile) return false;
    return hasTarget(step.target);
  });
}

/** Spec 6: no welcome for deactivated or technical admin accounts; otherwise as `me` says. */
export function shouldOfferWelcome(me: Pick<Me, 'roles' | 'show_onboarding'>): boolean {
  const role = activeRoleOf(me);
  return me.show_onboarding && role !== undefined && role !== 'DEACTIVATED' && role !== 'TECHNICAL_ADMIN';
}

/** `querySelector` that treats an invalid selector from the CMS as a missing target. */
export function findTarget(selector: string): HTMLElement | null {
  try {
    const element = document.querySelector<HTMLElement>(selector);
    return element && element.getClientRects().length > 0 ? element : null;
  } catch {
    return null;
  }
}
