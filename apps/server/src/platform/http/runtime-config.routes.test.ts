import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('runtime configuration', () => {
  it('serves the keycloak-js configuration of the embedded realm without caching', async () => {
    const response = await testApp.app.inject({ url: '/config/keycloak.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.json()).toEqual({ realm: 'berufswahl', 'auth-server-url': TEST_PUBLIC_URL, resource: 'berufswahl-web' });
  });

  it('says that the password is changed in the app with the embedded provider, and in Keycloak otherwise', async () => {
    const response = await testApp.app.inject({ url: '/config/account.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ password_change: 'app', account_url: null });

    const external = await createTestApp({ OIDC_ISSUER: 'https://login.example.de/realms/berufswahl' });
    try {
      const answer = await external.app.inject({ url: '/config/account.json' });
      expect(answer.json()).toEqual({ password_change: 'provider', account_url: 'https://login.example.de/realms/berufswahl/account' });
    } finally {
      await external.close();
    }
  });

  it('names the configured storage origin as internal for links, and nothing with the folder driver (issue 14)', async () => {
    const response = await testApp.app.inject({ url: '/config/links.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ internal_origins: [] });

    const withS3 = await createTestApp({ STORAGE_URL: 's3://berufswahl-dateien?region=eu-central-1' });
    try {
      const answer = await withS3.app.inject({ url: '/config/links.json' });
      expect(answer.json()).toEqual({ internal_origins: ['https://berufswahl-dateien.s3.eu-central-1.amazonaws.com'] });
    } finally {
      await withS3.close();
    }
  });

  it('keeps analytics off by default', async () => {
    const response = await testApp.app.inject({ url: '/config/matomo.json' });
    expect(response.json()).toMatchObject({ enabled: false });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await testApp.app.inject({ url: '/api/identity/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('GET /api/docs', () => {
  it('publishes an OpenAPI document generated from the contracts', async () => {
    const response = await testApp.app.inject({ url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toContain('/api/identity/v1/users/me');
  });
});

describe('health and readiness', () => {
  it('answers /health while the process runs', async () => {
    const response = await testApp.app.inject({ url: '/health' });
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers /ready when the database answers', async () => {
    const response = await testApp.app.inject({ url: '/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ database: 'up' });
  });
});
