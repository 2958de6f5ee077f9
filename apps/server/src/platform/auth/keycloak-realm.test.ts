import { readFileSync } from 'node:fs';
import { ROLES } from '@berufswahl/contracts';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

/** deploy/keycloak/realm.json must fit the app unchanged (OIDC_ISSUER + OIDC_CLIENT_ID only). */
type Realm = {
  realm: string;
  bruteForceProtected: boolean;
  defaultLocale: string;
  supportedLocales: string[];
  accessTokenLifespan: number;
  roles: { realm: { name: string }[] };
  clients: {
    clientId: string;
    publicClient: boolean;
    standardFlowEnabled: boolean;
    implicitFlowEnabled: boolean;
    directAccessGrantsEnabled: boolean;
    redirectUris: string[];
    attributes: Record<string, string>;
    protocolMappers: { protocolMapper: string; config: Record<string, string> }[];
  }[];
};

const realm = JSON.parse(
  readFileSync(new URL('../../../../../deploy/keycloak/realm.json', import.meta.url), 'utf8'),
) as Realm;

describe('deploy/keycloak/realm.json', () => {
  const config = loadConfig({});
  const client = realm.clients.find((candidate) => candidate.clientId === config.oidcClientId);

  it('is the realm and client the app expects by default', () => {
    expect(realm.realm).toBe(config.realm);
    expect(client).toBeDefined();
  });

  it('holds every role of the app, and no other', () => {
    const names = realm.roles.realm.map((role) => role.name).filter((name) => name === name.toUpperCase());
    expect(new Set(names)).toEqual(new Set(ROLES.filter((role) => role !== 'ADMIN')));
  });

  it('has a public client with the code flow and PKCE S256 only', () => {
    expect(client).toMatchObject({ publicClient: true, standardFlowEnabled: true, implicitFlowEnabled: false, directAccessGrantsEnabled: false });
    expect(client?.attributes['pkce.code.challenge.method']).toBe('S256');
    expect(client?.redirectUris.every((uri) => uri.startsWith('https://'))).toBe(true);
  });

  it('puts the client into aud and the roles into realm_access.roles of access tokens', () => {
    const mappers = client?.protocolMappers ?? [];
    expect(mappers).toContainEqual(
      expect.objectContaining({ protocolMapper: 'oidc-audience-mapper', config: expect.objectContaining({ 'included.client.audience': config.oidcClientId, 'access.token.claim': 'true' }) }),
    );
    expect(mappers).toContainEqual(
      expect.objectContaining({ protocolMapper: 'oidc-usermodel-realm-role-mapper', config: expect.objectContaining({ 'claim.name': 'realm_access.roles' }) }),
    );
  });

  it('protects against brute force, speaks German, keeps access tokens short', () => {
    expect(realm.bruteForceProtected).toBe(true);
    expect(realm.defaultLocale).toBe('de');
    expect(realm.supportedLocales).toEqual(['de']);
    expect(realm.accessTokenLifespan).toBeLessThanOrEqual(300);
  });
});
