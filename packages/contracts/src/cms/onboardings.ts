import { z } from 'zod';

/** Onboarding tours: the shared `COCKPIT` tour and one per role. */
export const ONBOARDING_IDS = ['COCKPIT', 'SCHUELER', 'LEHRER', 'ADMIN_SCHULE', 'ADMIN_LAND', 'SUPER_ADMIN'] as const;
export type OnboardingId = (typeof ONBOARDING_IDS)[number];

export const onboardingParamsSchema = z.object({ id: z.enum(ONBOARDING_IDS) });

export const PLACEMENTS = ['top', 'bottom', 'left', 'right', 'center'] as const;

/**
 * A step of a tour (spec 3, "Onboarding step"). `target` is a CSS selector; a step whose target is
 * not on the page is skipped. `mobile` steps are shown only up to the 768 px breakpoint, `desktop`
 * steps only above it. `click`: the target is clicked when the user moves on (e.g. opens a menu).
 * `text`/`*_el` are additions: the step's explanation and its Leichte-Sprache versions.
 */
export const onboardingStepSchema = z.object({
  target: z.string(),
  title: z.string(),
  title_el: z.string().nullable(),
  text: z.string(),
  text_el: z.string().nullable(),
  placement: z.enum(PLACEMENTS),
  hide_arrow: z.boolean(),
  hide_highlight: z.boolean(),
  mobile: z.boolean(),
  desktop: z.boolean(),
  click: z.boolean(),
  class: z.string().nullable(),
});
export type OnboardingStep = z.infer<typeof onboardingStepSchema>;

export const onboardingSchema = z.object({
  id: z.enum(ONBOARDING_IDS),
  title: z.string(),
  steps: z.array(onboardingStepSchema),
});
export type Onboarding = z.infer<typeof onboardingSchema>;

/** The tour of a role (ADMIN is SUPER_ADMIN); undefined for roles without one. */
export function onboardingIdForRole(role: string | undefined): OnboardingId | undefined {
  const effective = role === 'ADMIN' ? 'SUPER_ADMIN' : role;
  return (ONBOARDING_IDS as readonly string[]).includes(effective ?? '') && effective !== 'COCKPIT'
    ? (effective as OnboardingId)
    : undefined;
}
