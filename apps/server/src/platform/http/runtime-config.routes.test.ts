import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app';
import { DEMO_OPERATOR } from '../operator-config';

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

  it('names the demo funder with its logo on this origin by default (decision 233)', async () => {
    const response = await testApp.app.inject({ url: '/config/operator.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ demo: true, funder: { name: 'Beispiel-Fördergeber (Demo)', url: null, logo_url: '/assets-static/funder-logo-demo.svg' } });
    expect((await testApp.app.inject({ url: '/config/funder-logo' })).statusCode).toBe(404);
  });

  it('serves a configured funder logo from DATA_DIR, and no funder when none is configured (decision 233)', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'berufswahl-funder-'));
    try {
      const svg = '<svg xmlns="http://www.w3.org/2000/svg"><title>Logo</title></svg>';
      await writeFile(path.join(dataDir, 'logo.svg'), svg);
      const withLogo = path.join(dataDir, 'with-logo.json');
      await writeFile(withLogo, JSON.stringify({ ...DEMO_OPERATOR, funder: { name: 'Stiftung Nord', url: 'https://stiftung.example', logo: 'logo.svg' } }));
      const configured = await createTestApp({ OPERATOR_CONFIG_FILE: withLogo, DATA_DIR: dataDir });
      try {
        expect((await configured.app.inject({ url: '/config/operator.json' })).json()).toEqual({
          demo: false,
          funder: { name: 'Stiftung Nord', url: 'https://stiftung.example', logo_url: '/config/funder-logo' },
        });
        const logo = await configured.app.inject({ url: '/config/funder-logo' });
        expect(logo.statusCode).toBe(200);
        expect(logo.headers['content-type']).toContain('image/svg+xml');
        expect(logo.headers['content-security-policy']).toContain('sandbox');
        expect(logo.body).toBe(svg);
      } finally {
        await configured.close();
      }
      const { funder: _funder, ...withoutFunder } = DEMO_OPERATOR;
      const none = path.join(dataDir, 'none.json');
      await writeFile(none, JSON.stringify(withoutFunder));
      const unfunded = await createTestApp({ OPERATOR_CONFIG_FILE: none, DATA_DIR: dataDir });
      try {
        expect((await unfunded.app.inject({ url: '/config/operator.json' })).json()).toEqual({ demo: false, funder: null });
        const imprint = (await unfunded.app.inject({ url: '/api/cms/v1/pages/imprint' })).json<{ body: string }>();
        expect(imprint.body).not.toContain('Gefördert');
      } finally {
        await unfunded.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

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
