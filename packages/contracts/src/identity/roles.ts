/** Realm roles of the identity provider (spec 6). ADMIN is an alias of SUPER_ADMIN. */
export const ROLES = [
  'SCHUELER',
  'LEHRER',
  'ADMIN_SCHULE',
  'ADMIN_LAND',
  'SUPER_ADMIN',
  'ADMIN',
  'TECHNICAL_ADMIN',
  'DEACTIVATED',
] as const;
export type Role = (typeof ROLES)[number];

/** Roles that may use the app's routes (everything but landingpage, logout and 404). */
export const PERMITTED_ROLES: readonly Role[] = [
  'SUPER_ADMIN',
  'ADMIN',
  'ADMIN_LAND',
  'ADMIN_SCHULE',
  'LEHRER',
  'SCHUELER',
  'TECHNICAL_ADMIN',
];

/**
 * Role groups, named once (issue 15): access rules, policies and screens use these instead of
 * writing the lists out. ADMIN is listed where SUPER_ADMIN is, as its alias (spec 6); the server's
 * access rules treat the two alike anyway, the client's guards compare names.
 */
/** Who teaches a class: teachers and the school coordinator, who may teach too. */
export const CLASS_STAFF_ROLES = ['LEHRER', 'ADMIN_SCHULE'] as const satisfies readonly Role[];
/** The coordinators above a school: of the Land and of the Bund. */
export const LAND_COORDINATOR_ROLES = ['ADMIN_LAND', 'SUPER_ADMIN', 'ADMIN'] as const satisfies readonly Role[];
/** Every coordinator: of the school, the Land and the Bund. */
export const COORDINATOR_ROLES = ['ADMIN_SCHULE', ...LAND_COORDINATOR_ROLES] as const satisfies readonly Role[];
/** Staff who write news and events and keep a quota for them. */
export const NEWS_AUTHOR_ROLES = ['LEHRER', ...COORDINATOR_ROLES] as const satisfies readonly Role[];
/** Everyone who reads the news and events: students, teachers and coordinators. */
export const SCHOOL_LIFE_ROLES = ['SCHUELER', ...NEWS_AUTHOR_ROLES] as const satisfies readonly Role[];

/** German display names (spec 6). */
export const ROLE_LABELS: Record<Role, string> = {
  SCHUELER: 'Schüler*in',
  LEHRER: 'Lehrkraft',
  ADMIN_SCHULE: 'Koordinator*in Schule',
  ADMIN_LAND: 'Koordinator*in Land',
  SUPER_ADMIN: 'Koordinator*in',
  ADMIN: 'Koordinator*in',
  TECHNICAL_ADMIN: 'Technische Administration',
  DEACTIVATED: 'Deaktiviert',
};

const ROLE_NAME_PATTERN = /^[A-Z_]+$/;

/** Keeps only realm roles made of upper-case letters and underscores (spec 5, "User groups"). */
export function filterRealmRoles(roles: readonly unknown[]): string[] {
  return roles.filter((role): role is string => typeof role === 'string' && ROLE_NAME_PATTERN.test(role));
}

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

export function isPermittedRole(value: string): boolean {
  return (PERMITTED_ROLES as readonly string[]).includes(value);
}

/** Students are addressed with "du"; everyone else with "Sie" (CONTENT.md). */
export function isInformalRole(role: string | undefined): boolean {
  return role === 'SCHUELER';
}
