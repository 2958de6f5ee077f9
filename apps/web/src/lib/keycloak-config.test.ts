import { describe, expect, it } from 'vitest';
import { readKeycloakConfig } from './keycloak';

describe('readKeycloakConfig', () => {
  it('reads the three fields keycloak-js needs', () => {
    expect(readKeycloakConfig({ realm: 'berufswahl', 'auth-server-url': 'http://localhost:3000', resource: 'berufswahl-web' })).toEqual({
      realm: 'berufswahl',
      'auth-server-url': 'http://localhost:3000',
      resource: 'berufswahl-web',
    });
  });

  it('refuses a config without a realm', () => {
    expect(() => readKeycloakConfig({ 'auth-server-url': 'x', resource: 'y' })).toThrow(/realm/);
  });

  it('refuses something that is not an object', () => {
    expect(() => readKeycloakConfig('berufswahl')).toThrow();
  });
});
