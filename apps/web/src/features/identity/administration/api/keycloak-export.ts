import * as administrationEndpoints from '@berufswahl/contracts/identity/endpoints/administration';
import { callEndpoint } from '../../../../lib/endpoint-client';

/** Only what the download needs of the answer (decision 103); the file gets the answer as it is. */
export type KeycloakExportAnswer = { realm: string; users: unknown[] };

/** `GET /clients/{uuid}/keycloak-export` (technical and federal admins, decision 103). */
export function getKeycloakExport(clientUuid: string): Promise<KeycloakExportAnswer> {
  return callEndpoint(administrationEndpoints.keycloakExport, { params: { clientUuid } });
}
