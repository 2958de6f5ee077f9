import type { KeycloakExport } from '@berufswahl/contracts';
import * as administrationEndpoints from '@berufswahl/contracts/identity/endpoints/administration';
import { callEndpoint } from '../../../../lib/endpoint-client';

/**
 * `GET /clients/{uuid}/keycloak-export` (technical and federal admins, decision 103). Not checked
 * against the schema here: the file gets the answer as it is, and the download needs only its users.
 */
export function getKeycloakExport(clientUuid: string): Promise<KeycloakExport> {
  return callEndpoint(administrationEndpoints.keycloakExport, { params: { clientUuid } });
}
