/**
 * Rules about the current user that the client's first screen needs. Kept free of zod so that the
 * start-up bundle does not carry the schema library (decision 007).
 */
export const THEMES = ['original', 'ozean', 'wald', 'sonne'] as const;
export type Theme = (typeof THEMES)[number];

/** The groups of a `me` as an array (its `user_groups` is a comma list). */
export function listUserGroups(me: { user_groups: string }): string[] {
  return me.user_groups
    .split(',')
    .map((group) => group.trim())
    .filter((group) => group.length > 0);
}

/** The role the user currently acts in. */
export function activeRoleOf(me: { roles: readonly string[] }): string | undefined {
  return me.roles[0];
}
