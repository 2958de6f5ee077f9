import type { KeycloakExport } from '@berufswahl/contracts';
import type { users } from '../../../platform/db/schema';

type KeycloakUser = KeycloakExport['users'][number];

/**
 * One account as Keycloak's partial import (`POST /admin/realms/{realm}/partialImport` or
 * `kc.sh import`) reads it. `id` is the account's uuid, which is also the embedded provider's
 * `sub`: the app's rows (`users.idp_subject`) stay linked after the switch. Deactivated accounts
 * keep their role and stay enabled, as they sign in to reach the landing page.
 */
export function toKeycloakUser(user: typeof users.$inferSelect, schoolId: number | null): KeycloakUser {
  return {
    id: user.idpSubject,
    username: user.username.toLowerCase(),
    firstName: user.firstName,
    lastName: user.surname,
    ...(user.email ? { email: user.email } : {}),
    emailVerified: false,
    enabled: true,
    realmRoles: user.roles,
    attributes: {
      client_uuid: [user.clientUuid],
      ...(user.schoolUuid ? { school_uuid: [user.schoolUuid] } : {}),
      ...(schoolId !== null ? { school_id: [String(schoolId)] } : {}),
    },
    requiredActions: ['UPDATE_PASSWORD'],
  };
}
