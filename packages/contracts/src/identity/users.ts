import { z } from 'zod';
import { ROLES } from './roles';
import { THEMES } from './user-rules';

export const classSummarySchema = z.object({
  uuid: z.uuid(),
  grade: z.number().int(),
  addition: z.string(),
});

export const schoolSummarySchema = z.object({
  uuid: z.uuid(),
  id: z.number().int(),
  name: z.string(),
  postcode: z.string(),
  city: z.string(),
  has_sekundarstufe2: z.boolean(),
  school_type_uuid: z.uuid().nullable(),
  data_protection_officer_email: z.string().nullable(),
  data_protection_officer_first_name: z.string().nullable(),
  data_protection_officer_last_name: z.string().nullable(),
  data_protection_officer_phone: z.string().nullable(),
  principal_email: z.string().nullable(),
  principal_first_name: z.string().nullable(),
  principal_last_name: z.string().nullable(),
});
export type SchoolSummary = z.infer<typeof schoolSummarySchema>;


/**
 * The current user (spec 3). `roles` holds the active role only (what menus and guards filter by);
 * `user_groups` lists every group the account holds, comma-separated, for the role switcher.
 * `learning_groups` is an addition to the spec's fields: a teacher's functions depend on it (spec 1).
 */
export const meSchema = z.object({
  uuid: z.uuid(),
  client_uuid: z.uuid(),
  username: z.string(),
  first_name: z.string(),
  surname: z.string(),
  email: z.string().nullable(),
  avatar_url: z.string().nullable(),
  roles: z.array(z.string()),
  user_groups: z.string(),
  contrast_mode: z.boolean(),
  simple_language: z.boolean(),
  theme: z.enum(THEMES),
  /** Usage statistics (decision 186): null until the user has answered the question. */
  tracking_consent: z.boolean().nullable(),
  show_onboarding: z.boolean(),
  terms_conditions: z.string().nullable(),
  reactivation_code: z.string().nullable(),
  reactivation_code_date: z.string().nullable(),
  deletion_date: z.string().nullable(),
  class: classSummarySchema.nullable(),
  /** The learning groups a teacher teaches (empty for everyone else). */
  learning_groups: z.array(classSummarySchema),
  school: schoolSummarySchema.nullable(),
});
export type Me = z.infer<typeof meSchema>;

export const contrastModeBodySchema = z.object({ contrast_mode: z.boolean() });
export type ContrastModeBody = z.infer<typeof contrastModeBodySchema>;
export const simpleLanguageBodySchema = z.object({ simple_language: z.boolean() });
export type SimpleLanguageBody = z.infer<typeof simpleLanguageBodySchema>;
export const onboardingBodySchema = z.object({ show_onboarding: z.boolean() });
export type OnboardingBody = z.infer<typeof onboardingBodySchema>;
/** `PATCH /users/me/tracking-consent`: yes or no to usage statistics (decision 186). */
export const trackingConsentBodySchema = z.object({ tracking_consent: z.boolean() });
export type TrackingConsentBody = z.infer<typeof trackingConsentBodySchema>;
export const themeBodySchema = z.object({ theme: z.enum(THEMES) });
export type ThemeBody = z.infer<typeof themeBodySchema>;
export const activeGroupParamsSchema = z.object({ role: z.enum(ROLES) });
