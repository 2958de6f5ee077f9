import { z } from 'zod';
import { NOTIFICATION_TYPES } from '../messaging/notification-rules';

/**
 * The notification types whose unread count an entry's bubble shows (decision 141), e.g.
 * `["station"]` on Mein Weg; empty or left out in the content file for an entry without a bubble.
 */
const notificationTypesSchema = z.array(z.enum(NOTIFICATION_TYPES)).default([]);

/**
 * One entry of the main menu (spec 3, "Navigation element"). `link` is an app path or an
 * absolute URL; an entry without a link starts an in-app action named by `app` (e.g. `onboarding`
 * starts the tour). `userGroups` lists the active roles that see the entry; dividers are shown to
 * everyone.
 */
export const navigationElementSchema = z.object({
  link: z.string().nullable(),
  icon: z.string().nullable(),
  name: z.string(),
  app: z.string().nullable(),
  userGroups: z.array(z.string()),
  is_divider: z.boolean(),
  notification_types: notificationTypesSchema,
});
export type NavigationElement = z.infer<typeof navigationElementSchema>;

export const navigationSectionSchema = z.object({
  /** Heading of the section; empty for the untitled first section. */
  name: z.string(),
  elements: z.array(navigationElementSchema),
});
export type NavigationSection = z.infer<typeof navigationSectionSchema>;

/** `GET /api/navigation/v1/navigation`: the sections of the main menu for the caller's active role. */
export const navigationResponseSchema = z.array(navigationSectionSchema);
export type NavigationResponse = z.infer<typeof navigationResponseSchema>;

/** One item of the students' quick menu (spec 2). An item without `link` opens the story form. */
export const quickNavigationItemSchema = z.object({
  link: z.string().nullable(),
  icon: z.string(),
  name: z.string(),
  userGroups: z.array(z.string()),
  notification_types: notificationTypesSchema,
});
export type QuickNavigationItem = z.infer<typeof quickNavigationItemSchema>;

/** `GET /api/navigation/v1/quick-navigation` (students only). */
export const quickNavigationResponseSchema = z.array(quickNavigationItemSchema);
export type QuickNavigationResponse = z.infer<typeof quickNavigationResponseSchema>;

export { NAVIGATION_APP_ONBOARDING, isVisibleForRole, menuTourHook } from './navigation-rules';
