import { exportJWK, generateKeyPair, importJWK, SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/sign-in';
import { findFreePort } from '../../test/server-process';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * With OIDC_ISSUER set the app runs no provider of its own and checks tokens against the
 * issuer's remote JWKS – as with Keycloak (deploy/keycloak/realm.json). The "external" issuer
 * here is a second app's embedded provider, listening on its own port.
 */
describe('an external issuer (OIDC_ISSUER)', () => {
  let issuer: TestApp;
  let api: TestApp;
  let issuerUrl: string;

  beforeAll(async () => {
    const port = await findFreePort();
    const origin = `http://127.0.0.1:${port}`;
    issuer = await createTestApp({ PUBLIC_URL: origin });
    await issuer.app.listen({ port, host: '127.0.0.1' });
    issuerUrl = `${origin}/realms/berufswahl`;
    // Both databases hold the demo world, so the token's subject names an account in the API's.
    api = await createTestApp({ OIDC_ISSUER: issuerUrl, OIDC_CLIENT_ID: 'berufswahl-web' });
  });

  afterAll(async () => {
    await api?.close();
    await issuer?.close();
  });

  it('accepts an access token of the external issuer, checked against its remote JWKS', async () => {
    const { accessToken } = await signIn(issuer.app, { username: 'lehrer' });
    expect(decodeJwt(accessToken).iss).toBe(issuerUrl);
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/identity/v1/users/me',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ roles: ['LEHRER'] });
  });

  it('tells the browser to sign in at the external issuer and runs no provider itself', async () => {
    const config = await api.app.inject({ method: 'GET', url: '/config/keycloak.json' });
    expect(config.json()).toEqual({ realm: 'berufswahl', 'auth-server-url': new URL(issuerUrl).origin, resource: 'berufswahl-web' });
    const discovery = await api.app.inject({ method: 'GET', url: '/realms/berufswahl/.well-known/openid-configuration' });
    expect(discovery.statusCode).toBe(404);
  });

  it('refuses a token of the right issuer name signed by another key', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const key = await importJWK({ ...(await exportJWK(privateKey)) }, 'RS256');
    const { accessToken } = await signIn(issuer.app, { username: 'lehrer' });
    const forged = await new SignJWT(decodeJwt(accessToken))
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: 'fremd' })
      .sign(key);
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/identity/v1/users/me',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a token of the app’s own embedded issuer name once an external issuer is configured', async () => {
    const local = await createTestApp();
    try {
      const { accessToken } = await signIn(local.app, { username: 'lehrer' });
      const response = await api.app.inject({
        method: 'GET',
        url: '/api/identity/v1/users/me',
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(response.statusCode).toBe(401);
    } finally {
      await local.close();
    }
  });
});
