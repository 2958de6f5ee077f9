import { describe, expect, it } from 'vitest';
import type { OnboardingStep } from '@berufswahl/contracts';
import { selectSteps, shouldOfferWelcome } from './onboarding-rules';

const step = (target: string, flags: Partial<OnboardingStep> = {}): OnboardingStep => ({
  target,
  title: target,
  title_el: null,
  text: '',
  text_el: null,
  placement: 'bottom',
  hide_arrow: false,
  hide_highlight: false,
  mobile: false,
  desktop: false,
  click: false,
  class: null,
  ...flags,
});

const steps = [step('a'), step('m', { mobile: true }), step('d', { desktop: true }), step('missing')];
const hasTarget = (selector: string) => selector !== 'missing';

describe('selectSteps', () => {
  it('skips mobile steps above 768 px and steps whose target is missing', () => {
    expect(selectSteps(steps, { width: 1280, hasTarget }).map((s) => s.target)).toEqual(['a', 'd']);
  });

  it('skips desktop steps at 768 px and narrower', () => {
    expect(selectSteps(steps, { width: 768, hasTarget }).map((s) => s.target)).toEqual(['a', 'm']);
    expect(selectSteps(steps, { width: 375, hasTarget }).map((s) => s.target)).toEqual(['a', 'm']);
  });
});

describe('shouldOfferWelcome', () => {
  it('offers the tour while show_onboarding is on', () => {
    expect(shouldOfferWelcome({ roles: ['SCHUELER'], show_onboarding: true })).toBe(true);
    expect(shouldOfferWelcome({ roles: ['SCHUELER'], show_onboarding: false })).toBe(false);
  });

  it('never offers it to deactivated or technical admin accounts', () => {
    expect(shouldOfferWelcome({ roles: ['DEACTIVATED'], show_onboarding: true })).toBe(false);
    expect(shouldOfferWelcome({ roles: ['TECHNICAL_ADMIN'], show_onboarding: true })).toBe(false);
  });
});
