import { useEffect, useMemo, useRef, useState } from 'react';
import { Dialog, Heading, OverlayArrow, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { onboardingIdForRole, type Me, type OnboardingStep } from '@berufswahl/contracts';
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

  useEffect(() => {
    if (isError) onEnd();
  }, [isError, onEnd]);

  useEffect(() => {
    if (!onboarding) return;
    const timer = setTimeout(() => {
      const chosen = selectSteps(onboarding.steps, { width: window.innerWidth, hasTarget: (selector) => findTarget(selector) !== null });
      if (chosen.length === 0) onEnd();
      else setSteps(chosen);
    }, LIMITS.onboardingFocusDelayMs);
    return () => clearTimeout(timer);
  }, [onboarding, onEnd]);

  // A target that disappeared since the start (e.g. a closed menu) is skipped, too.
  const current = steps ? findStepFrom(steps, index, 1) : null;
  const step = current?.step;
  const target = current?.target ?? null;
  const triggerRef = useMemo(() => ({ current: target }), [target]);
  const nextButton = useRef<HTMLButtonElement>(null);
  const shownIndex = current?.index;

  // One popover for the whole tour: a new popover per step would hand focus back to the page
  // between steps, which a popover takes as "focus left" and closes the tour after step 1. Focus
  // stays on "Weiter" (the back button may vanish under it), and the live region reads the step.
  useEffect(() => {
    if (shownIndex !== undefined) nextButton.current?.focus();
  }, [shownIndex]);

  useEffect(() => {
    if (steps && !current) onEnd();
  }, [steps, current, onEnd]);

  useEffect(() => {
    if (!step || !target) return;
    target.scrollIntoView({ block: 'center', behavior: 'instant' });
    if (step.hide_highlight) return;
    target.classList.add(HIGHLIGHT_CLASS);
    return () => target.classList.remove(HIGHLIGHT_CLASS);
  }, [step, target]);

  if (!steps || !current || !step || !target) return null;

  const isSimple = me.simple_language;
  const previous = findStepFrom(steps, current.index - 1, -1);
  const next = findStepFrom(steps, current.index + 1, 1);
  const isLast = next === null;
  const goNext = () => {
    if (step.click) target.click();
    if (next) setIndex(next.index);
    else onEnd();
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
      <Dialog className="dialog tour-step" aria-describedby={`tour-step-text-${current.index}`}>
        <div aria-live="polite">
          <Heading slot="title" className="tour-step__title">
            {(isSimple && step.title_el) || step.title}
          </Heading>
          <p id={`tour-step-text-${current.index}`}>{(isSimple && step.text_el) || step.text}</p>
          <p className="hint">{t('tour.progress', { current: current.index + 1, total: steps.length })}</p>
        </div>
        <div className="dialog__actions tour-step__actions">
          <button type="button" className="button button--secondary" onClick={onEnd}>
            {t('tour.close')}
          </button>
          {previous && (
            <button type="button" className="button button--secondary" onClick={() => setIndex(previous.index)}>
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
