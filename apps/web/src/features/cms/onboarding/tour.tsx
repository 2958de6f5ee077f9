import { useEffect, useMemo, useRef, useState } from 'react';
import { Dialog, Heading, OverlayArrow, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { onboardingIdForRole, type OnboardingStep } from '@berufswahl/contracts/cms/onboardings';
import type { Me } from '@berufswahl/contracts/identity/users';
import { activeRoleOf } from '@berufswahl/contracts/identity/user-rules';
import { LIMITS } from '@berufswahl/contracts/shared/limits';
import { useOnboarding } from './api/get-onboarding';
import { findTarget, selectSteps } from './onboarding-rules';

const HIGHLIGHT_CLASS = 'tour-highlight';

type Placement = 'top' | 'bottom' | 'left' | 'right';

/** The first step from `start` (going by `direction`) whose target is on the page. */
function findStepFrom(steps: readonly OnboardingStep[], start: number, direction: 1 | -1) {
  for (let index = start; index >= 0 && index < steps.length; index += direction) {
    const step = steps[index];
    const target = step ? findTarget(step.target) : null;
    if (step && target) return { index, step, target };
  }
  return null;
}

/**
 * How long a step's target may be missing before the tour gives up on it: a target can vanish for
 * a moment while the page re-renders (a lazily loaded part, a refetch), and a step skipped for
 * that would leave the tour out of order.
 */
const TARGET_GRACE_MS = 1000;

/**
 * The onboarding tour of the active role (or COCKPIT): one step at a time in a popover next to its
 * target – a dialog with back, next and close, fully usable by keyboard (react-aria moves focus
 * into it and Escape closes). Steps are chosen when the tour starts, after the 650 ms focus delay
 * of spec 9, so the page has settled and the opener's dialog has closed.
 */
export function Tour({ me, onEnd }: { me: Me; onEnd: () => void }) {
  const { t } = useTranslation();
  const id = onboardingIdForRole(activeRoleOf(me)) ?? 'COCKPIT';
  const { data: onboarding, isError } = useOnboarding(id, true);
  const [steps, setSteps] = useState<OnboardingStep[] | null>(null);
  const [index, setIndex] = useState(0);
  // Bumped when a missing target has come back, so the step renders again.
  const [, setRecheck] = useState(0);
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  });

  useEffect(() => {
    if (isError) onEndRef.current();
  }, [isError]);

  // The steps are chosen once per tour, after the focus delay: choosing them again while the tour
  // runs (e.g. when the stored onboarding flag changes the host's callbacks) could renumber the
  // steps under the user's eyes.
  useEffect(() => {
    if (!onboarding) return;
    const timer = setTimeout(() => {
      const chosen = selectSteps(onboarding.steps, { width: window.innerWidth, hasTarget: (selector) => findTarget(selector) !== null });
      if (chosen.length === 0) onEndRef.current();
      else setSteps(chosen);
    }, LIMITS.onboardingFocusDelayMs);
    return () => clearTimeout(timer);
  }, [onboarding]);

  const step = steps?.[index];
  const target = step ? findTarget(step.target) : null;
  // While a step waits for its target, the popover stays where it was: closing it for that moment
  // would hand focus back to the page.
  const [lastAnchor, setLastAnchor] = useState<HTMLElement | null>(null);
  if (target && target !== lastAnchor) setLastAnchor(target);
  const anchor = target ?? lastAnchor;
  const triggerRef = useMemo(() => ({ current: anchor }), [anchor]);
  const nextButton = useRef<HTMLButtonElement>(null);
  const isWaitingForTarget = step !== undefined && target === null;

  // A target that disappeared since the start (e.g. a closed menu) is skipped – unless it comes
  // back within the grace period.
  useEffect(() => {
    if (!steps || !isWaitingForTarget) return;
    const deadline = Date.now() + TARGET_GRACE_MS;
    let frame = 0;
    const check = () => {
      const current = steps[index];
      if (current && findTarget(current.target)) {
        setRecheck((count) => count + 1);
        return;
      }
      if (Date.now() < deadline) {
        frame = requestAnimationFrame(check);
        return;
      }
      const following = findStepFrom(steps, index + 1, 1);
      if (following) setIndex(following.index);
      else onEndRef.current();
    };
    frame = requestAnimationFrame(check);
    return () => cancelAnimationFrame(frame);
  }, [steps, index, isWaitingForTarget]);

  // One popover for the whole tour: a new popover per step would hand focus back to the page
  // between steps, which a popover takes as "focus left" and closes the tour after step 1. Focus
  // stays on "Weiter" (the back button may vanish under it), and the live region reads the step.
  useEffect(() => {
    if (target) nextButton.current?.focus();
  }, [index, target]);

  useEffect(() => {
    if (!step || !target) return;
    target.scrollIntoView({ block: 'center', behavior: 'instant' });
    if (step.hide_highlight) return;
    target.classList.add(HIGHLIGHT_CLASS);
    return () => target.classList.remove(HIGHLIGHT_CLASS);
  }, [step, target]);

  if (!steps || !step || !anchor) return null;

  const isSimple = me.simple_language;
  const hasPrevious = findStepFrom(steps, index - 1, -1) !== null;
  const isLast = index === steps.length - 1;
  // "Weiter" goes to the next chosen step; if its target is missing then, the grace period above
  // decides whether it is shown or skipped.
  const goNext = () => {
    if (step.click) target?.click();
    if (isLast) onEnd();
    else setIndex(index + 1);
  };
  const goBack = () => {
    const previous = findStepFrom(steps, index - 1, -1);
    if (previous) setIndex(previous.index);
  };
  const placement: Placement = step.placement === 'center' ? 'bottom' : step.placement;

  return (
    <Popover
      className={`popover tour-popover${step.class ? ` ${step.class}` : ''}`}
      triggerRef={triggerRef}
      isOpen
      placement={placement}
      offset={12}
      onOpenChange={(isOpen) => !isOpen && onEnd()}
    >
      {!step.hide_arrow && step.placement !== 'center' && (
        // Points from the step to its target; decorative, the highlight and the text say the same.
        <OverlayArrow className="tour-arrow">
          <svg width={18} height={10} viewBox="0 0 18 10" aria-hidden="true" focusable="false">
            <path d="M0 0 L9 9 L18 0" />
          </svg>
        </OverlayArrow>
      )}
      <Dialog className="dialog tour-step" aria-describedby={`tour-step-text-${index}`}>
        <div aria-live="polite">
          <Heading slot="title" className="tour-step__title">
            {(isSimple && step.title_el) || step.title}
          </Heading>
          <p id={`tour-step-text-${index}`}>{(isSimple && step.text_el) || step.text}</p>
          <p className="hint">{t('tour.progress', { current: index + 1, total: steps.length })}</p>
        </div>
        <div className="dialog__actions tour-step__actions">
          <button type="button" className="button button--secondary" onClick={onEnd}>
            {t('tour.close')}
          </button>
          {hasPrevious && (
            <button type="button" className="button button--secondary" onClick={goBack}>
              {t('tour.back')}
            </button>
          )}
          <button type="button" className="button" onClick={goNext} ref={nextButton} autoFocus>
            {isLast ? t('tour.finish') : t('tour.next')}
          </button>
        </div>
      </Dialog>
    </Popover>
  );
}
