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

/**
 * The `data-tour` hook of a menu entry (decision 146): `menu:` and its link (`menu:/stationen`), or
 * `menu-app:` and its action for an entry without a link (`menu-app:onboarding`). Onboarding steps
 * point at an entry with `[data-tour="menu:/stationen"]`, so a tour names the entries the role's
 * menu really has, and a content test can check that against content/navigation.
 */
export function menuTourHook(element: { link: string | null; app: string | null }): string | null {
  if (element.link !== null) return `menu:${element.link}`;
  if (element.app !== null) return `menu-app:${element.app}`;
  return null;
}
