/**
 * Menu rules the client's first screen needs, kept free of zod (decision 007); `navigation.ts`
 * re-exports them beside the schemas.
 */

/** The action of a menu entry without a link that starts the onboarding tour. */
export const NAVIGATION_APP_ONBOARDING = 'onboarding';

/** Elements the given active role sees: dividers always, others when their userGroups list it. */
export function isVisibleForRole(element: { userGroups: readonly string[]; is_divider: boolean }, role: string | undefined): boolean {
  if (element.is_divider) return true;
  if (!role) return false;
  const effective = role === 'ADMIN' ? 'SUPER_ADMIN' : role;
  return element.userGroups.includes(role) || element.userGroups.includes(effective);
}
