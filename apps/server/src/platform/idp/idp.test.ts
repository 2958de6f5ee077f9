import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, decodeJwt, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, createPkcePair, readForm, refresh, signIn, signOut } from '../../test/sign-in';
import type { DatabaseHandle } from '../db/client';
import { oidcPayloads } from '../db/schema';
import {
  createIdpTestApp,
  IDP_TEST_PUBLIC_URL,
  insertTestUser,
  openIdpTestDatabase,
  type IdpTestApp,
} from './testing/idp';

const REALM = '/realms/berufswahl';
const PROTOCOL = `${REALM}/protocol/openid-connect`;
const CLIENT_ID = 'berufswahl-web';

type TestUser = Awaited<ReturnType<typeof insertTestUser>>;

function authorizationUrl(overrides: Record<string, string | undefined> = {}): string {
  const { challenge } = createPkcePair();
  const params: Record<string, string | undefined> = {
    client_id: CLIENT_ID,
    redirect_uri: `${IDP_TEST_PUBLIC_URL}/`,
    response_type: 'code',
    response_mode: 'fragment',
    scope: 'openid',
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...overrides,
  };
  const defined = Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return `${PROTOCOL}/auth?${new URLSearchParams(defined).toString()}`;
}

/** Starts an authorization request like a browser and returns the login page it lands on. */
async function openLoginPage(app: FastifyInstance, cookies = new CookieJar()) {
  const start = await app.inject({ method: 'GET', url: authorizationUrl() });
  cookies.store(start.headers['set-cookie']);
  const location = String(start.headers.location);
  const page = await app.inject({ method: 'GET', url: location, headers: { cookie: cookies.header(location) ?? '' } });
  const form = readForm(page.body);
  if (!form) throw new Error(`no login form: ${page.statusCode} ${page.body}`);
  return { page, action: form.action, cookies };
}

async function submitLogin(
  app: FastifyInstance,
  login: { action: string; cookies: CookieJar },
  fields: { username: string; password: string },
) {
  const response = await app.inject({
    method: 'POST',
    url: login.action,
    headers: {
      cookie: login.cookies.header(login.action) ?? '',
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams(fields).toString(),
  });
  login.cookies.store(response.headers['set-cookie']);
  return response;
}

async function fetchCerts(app: FastifyInstance): Promise<JSONWebKeySet> {
  const response = await app.inject({ method: 'GET', url: `${PROTOCOL}/certs` });
  return response.json<JSONWebKeySet>();
}

describe('embedded identity provider', () => {
  let database: DatabaseHandle;
  let idp: IdpTestApp;
  let app: FastifyInstance;
  let user: TestUser;

  beforeAll(async () => {
    database = await openIdpTestDatabase();
    user = await insertTestUser(database.db, { roles: ['LEHRER', 'ADMIN_SCHULE'] });
    idp = await createIdpTestApp(database.db);
    app = idp.app;
  });

  afterAll(async () => {
    await idp.close();
    await database.close();
  });

  describe('discovery', () => {
    it('advertises the issuer and Keycloak’s endpoints under the realm prefix', async () => {
      const response = await app.inject({ method: 'GET', url: `${REALM}/.well-known/openid-configuration` });
      expect(response.statusCode).toBe(200);
      const discovery = response.json<Record<string, unknown>>();
      const base = `${IDP_TEST_PUBLIC_URL}${PROTOCOL}`;
      expect(discovery).toMatchObject({
        issuer: `${IDP_TEST_PUBLIC_URL}${REALM}`,
        authorization_endpoint: `${base}/auth`,
        token_endpoint: `${base}/token`,
        userinfo_endpoint: `${base}/userinfo`,
        end_session_endpoint: `${base}/logout`,
        jwks_uri: `${base}/certs`,
        revocation_endpoint: `${base}/revoke`,
        introspection_endpoint: `${base}/token/introspect`,
      });
    });

    it('offers only the code flow with PKCE S256, no implicit or password grant', async () => {
      const discovery = (
        await app.inject({ method: 'GET', url: `${REALM}/.well-known/openid-configuration` })
      ).json<Record<string, string[]>>();
      expect(discovery.response_types_supported).toEqual(['code']);
      expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
      expect(discovery.grant_types_supported).toEqual(['authorization_code', 'refresh_token']);
      expect(discovery.grant_types_supported).not.toContain('implicit');
      expect(discovery.grant_types_supported).not.toContain('password');
      expect(discovery.token_endpoint_auth_methods_supported).toEqual(['none']);
    });

    it('publishes one RS256 signing key without private members', async () => {
      const { keys } = await fetchCerts(app);
      expect(keys).toHaveLength(1);
      expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
      expect(keys[0]).not.toHaveProperty('d');
      expect(keys[0]).not.toHaveProperty('p');
    });
  });

  describe('sign-in', () => {
    it('issues a JWT access token with Keycloak’s claims that verifies against the published certs', async () => {
      const { accessToken } = await signIn(app, { username: user.username });
      const { payload, protectedHeader } = await jwtVerify(accessToken, createLocalJWKSet(await fetchCerts(app)), {
        issuer: `${IDP_TEST_PUBLIC_URL}${REALM}`,
        audience: CLIENT_ID,
      });
      expect(protectedHeader.alg).toBe('RS256');
      expect(payload).toMatchObject({
        sub: user.idpSubject,
        azp: CLIENT_ID,
        preferred_username: user.username,
        realm_access: { roles: ['LEHRER', 'ADMIN_SCHULE'] },
        resource_access: { [CLIENT_ID]: { roles: [] } },
      });
      expect(payload.exp! - payload.iat!).toBe(300);
    });

    it('issues an ID token with the profile claims', async () => {
      const { idToken } = await signIn(app, { username: user.username });
      const claims = decodeJwt(idToken);
      expect(claims).toMatchObject({
        sub: user.idpSubject,
        aud: CLIENT_ID,
        preferred_username: user.username,
        given_name: 'Maria',
        family_name: 'Muster',
        name: 'Maria Muster',
        email: 'maria.muster@example.org',
      });
      // signIn itself checks that the nonce of the request came back.
      expect(typeof claims.nonce).toBe('string');
    });

    it('hands out the refresh token in a JWT-shaped envelope keycloak-js can decode', async () => {
      const { refreshToken } = await signIn(app, { username: user.username });
      const [header, payload, signature] = refreshToken.split('.');
      expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'none', typ: 'JWT' });
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
      expect(claims).toMatchObject({ typ: 'Refresh', azp: CLIENT_ID });
      expect(typeof claims.rt).toBe('string');
      expect(Number(claims.exp) - Number(claims.iat)).toBe(30 * 60);
      expect(signature).toBe('');
    });

    it('shows an accessible German login page without inline script or style', async () => {
      const { page } = await openLoginPage(app);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      const html = page.body;
      expect(html).toContain('<html lang="de">');
      expect(html.match(/<h1>/g)).toHaveLength(1);
      expect(html).toContain('<h1>Anmelden bei Berufswahl</h1>');
      expect(html).toContain('<label for="username">Benutzername</label>');
      expect(html).toContain('<label for="password">Passwort</label>');
      expect(html).toMatch(/<input id="username" name="username"[^>]*autocomplete="username"/);
      expect(html).toMatch(/<input id="password" name="password" type="password" autocomplete="current-password"/);
      expect(html).toContain('<button type="submit">Anmelden</button>');
      expect(html).toContain(`<link rel="stylesheet" href="${REALM}/resources/idp.css">`);
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/);
      expect(html).not.toMatch(/<style|style="/);
    });

    it('rejects a wrong password with a German message, keeps the user name and issues no code', async () => {
      const login = await openLoginPage(app);
      const response = await submitLogin(app, login, { username: user.username, password: 'falsch' });
      expect(response.statusCode).toBe(200);
      expect(response.headers.location).toBeUndefined();
      expect(response.body).toContain('<div class="alert" id="login-error" role="alert"><p>Benutzername oder Passwort ist falsch.</p></div>');
      expect(response.body).toContain(`value="${user.username}" aria-describedby="login-error" aria-invalid="true"`);
      expect(response.body).toContain('<title>Fehler: Anmelden bei Berufswahl</title>');
    });

    it('answers an unknown user name exactly like a wrong password', async () => {
      const login = await openLoginPage(app);
      const response = await submitLogin(app, login, { username: 'gibt-es-nicht', password: 'falsch' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Benutzername oder Passwort ist falsch.');
    });

    it('names each missing field next to it', async () => {
      const login = await openLoginPage(app);
      const response = await submitLogin(app, login, { username: '', password: '' });
      expect(response.body).toContain('<p class="field-error" id="username-error">Bitte geben Sie Ihren Benutzernamen ein.</p>');
      expect(response.body).toContain('<p class="field-error" id="password-error">Bitte geben Sie Ihr Passwort ein.</p>');
      expect(response.body).toMatch(/id="username"[^>]*aria-describedby="username-error"[^>]*aria-invalid="true"[^>]*autofocus/);
    });

    it('signs in again without the form while the provider session lasts', async () => {
      const { cookies } = await signIn(app, { username: user.username });
      const response = await app.inject({
        method: 'GET',
        url: authorizationUrl(),
        headers: { cookie: cookies.header(`${PROTOCOL}/auth`) ?? '' },
      });
      expect(response.statusCode).toBe(303);
      const location = new URL(String(response.headers.location));
      expect(location.origin + location.pathname).toBe(`${IDP_TEST_PUBLIC_URL}/`);
      expect(new URLSearchParams(location.hash.slice(1)).get('code')).toBeTruthy();
    });

    it('grants the app’s scopes on its own when only consent is missing', async () => {
      const { cookies } = await signIn(app, { username: user.username });
      await database.db.delete(oidcPayloads).where(eq(oidcPayloads.type, 'Grant'));
      const start = await app.inject({
        method: 'GET',
        url: authorizationUrl(),
        headers: { cookie: cookies.header(`${PROTOCOL}/auth`) ?? '' },
      });
      cookies.store(start.headers['set-cookie']);
      const interactionUrl = String(start.headers.location);
      expect(interactionUrl).toMatch(new RegExp(`^${REALM}/interaction/`));
      const consent = await app.inject({
        method: 'GET',
        url: interactionUrl,
        headers: { cookie: cookies.header(interactionUrl) ?? '' },
      });
      expect(consent.statusCode).toBe(303);
      cookies.store(consent.headers['set-cookie']);
      const resumeUrl = new URL(String(consent.headers.location));
      const resumed = await app.inject({
        method: 'GET',
        url: resumeUrl.pathname,
        headers: { cookie: cookies.header(resumeUrl.pathname) ?? '' },
      });
      expect(resumed.statusCode).toBe(303);
      expect(new URLSearchParams(new URL(String(resumed.headers.location)).hash.slice(1)).get('code')).toBeTruthy();
    });

    it('answers response_mode=form_post with a self-posting page that needs no inline script', async () => {
      const { cookies } = await signIn(app, { username: user.username });
      const response = await app.inject({
        method: 'GET',
        url: authorizationUrl({ response_mode: 'form_post' }),
        headers: { cookie: cookies.header(`${PROTOCOL}/auth`) ?? '' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<html lang="de">');
      expect(response.body).toContain(`<script src="${REALM}/resources/auto-submit.js" defer></script>`);
      expect(response.body).not.toMatch(/<script>/);
      const form = readForm(response.body);
      expect(form?.action).toBe(`${IDP_TEST_PUBLIC_URL}/`);
      expect(form?.fields.code).toBeTruthy();
      expect(form?.fields.state).toBe('state-1');
    });

    it('shows a German page with a link to the start for an unknown sign-in', async () => {
      const response = await app.inject({ method: 'GET', url: `${REALM}/interaction/unbekannt` });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('<h1>Die Anmeldung ist abgelaufen</h1>');
      expect(response.body).toContain(`<a href="${IDP_TEST_PUBLIC_URL}/">`);
    });
  });

  describe('authorization requests', () => {
    it('rejects a redirect URI on another origin with a German error page', async () => {
      const response = await app.inject({
        method: 'GET',
        url: authorizationUrl({ redirect_uri: 'https://angreifer.example/' }),
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers.location).toBeUndefined();
      expect(response.body).toContain('<html lang="de">');
      expect(response.body).toContain('nicht zugelassen');
    });

    it('accepts any redirect URI on the app’s own origin', async () => {
      const response = await app.inject({
        method: 'GET',
        url: authorizationUrl({ redirect_uri: `${IDP_TEST_PUBLIC_URL}/mein-weg/station?tab=2` }),
      });
      expect(response.statusCode).toBe(303);
      expect(String(response.headers.location)).toMatch(new RegExp(`^${REALM}/interaction/`));
    });

    it('rejects PKCE with the plain method', async () => {
      const response = await app.inject({
        method: 'GET',
        url: authorizationUrl({ code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' }),
      });
      const location = new URL(String(response.headers.location));
      expect(location.origin).toBe(IDP_TEST_PUBLIC_URL);
      expect(new URLSearchParams(location.hash.slice(1)).get('error')).toBe('invalid_request');
    });

    it('rejects a request without PKCE', async () => {
      const response = await app.inject({
        method: 'GET',
        url: authorizationUrl({ code_challenge: undefined, code_challenge_method: undefined }),
      });
      const location = new URL(String(response.headers.location));
      expect(new URLSearchParams(location.hash.slice(1)).get('error')).toBe('invalid_request');
    });

    it('rejects the implicit flow', async () => {
      const response = await app.inject({ method: 'GET', url: authorizationUrl({ response_type: 'token' }) });
      const location = new URL(String(response.headers.location));
      expect(new URLSearchParams(location.hash.slice(1)).get('error')).toBe('unsupported_response_type');
    });

    it('refuses the password grant at the token endpoint', async () => {
      const response = await app.inject({
        method: 'POST',
        url: `${PROTOCOL}/token`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'password',
          client_id: CLIENT_ID,
          username: user.username,
          password: 'berufswahl',
        }).toString(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'unsupported_grant_type' });
    });
  });

  describe('refresh', () => {
    it('refreshes with the enveloped token and returns a new envelope', async () => {
      const first = await signIn(app, { username: user.username });
      const second = await refresh(app, first.refreshToken);
      expect(second.refreshToken).not.toBe(first.refreshToken);
      expect(second.refreshToken.split('.')).toHaveLength(3);
      expect(decodeJwt(second.refreshToken)).toMatchObject({ typ: 'Refresh' });
      expect(decodeJwt(second.accessToken)).toMatchObject({ sub: user.idpSubject, realm_access: { roles: ['LEHRER', 'ADMIN_SCHULE'] } });
    });

    it('accepts the plain opaque refresh token as well', async () => {
      const { refreshToken } = await signIn(app, { username: user.username });
      const opaque = String(decodeJwt(refreshToken).rt);
      const renewed = await refresh(app, opaque);
      expect(decodeJwt(renewed.accessToken).sub).toBe(user.idpSubject);
    });

    it('refuses a refresh token that was already used', async () => {
      const { refreshToken } = await signIn(app, { username: user.username });
      await refresh(app, refreshToken);
      await expect(refresh(app, refreshToken)).rejects.toThrow(/HTTP 400/);
    });

    it('answers token requests from the app’s origin with CORS headers and refuses other origins', async () => {
      const { refreshToken } = await signIn(app, { username: user.username });
      const request = (origin: string, token: string) =>
        app.inject({
          method: 'POST',
          url: `${PROTOCOL}/token`,
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
          payload: new URLSearchParams({ grant_type: 'refresh_token', client_id: CLIENT_ID, refresh_token: token }).toString(),
        });
      const foreign = await request('https://angreifer.example', refreshToken);
      expect(foreign.statusCode).toBe(400);
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
      const own = await request(IDP_TEST_PUBLIC_URL, refreshToken);
      expect(own.statusCode).toBe(200);
      expect(own.headers['access-control-allow-origin']).toBe(IDP_TEST_PUBLIC_URL);
    });

    it('revokes an enveloped refresh token at the revoke endpoint', async () => {
      const { refreshToken } = await signIn(app, { username: user.username });
      const response = await app.inject({
        method: 'POST',
        url: `${PROTOCOL}/revoke`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token: refreshToken, client_id: CLIENT_ID }).toString(),
      });
      expect(response.statusCode).toBe(200);
      await expect(refresh(app, refreshToken)).rejects.toThrow(/HTTP 400/);
    });

    it('introspects an enveloped refresh token', async () => {
      const { refreshToken } = await signIn(app, { username: user.username });
      const response = await app.inject({
        method: 'POST',
        url: `${PROTOCOL}/token/introspect`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token: refreshToken, client_id: CLIENT_ID }).toString(),
      });
      expect(response.json()).toMatchObject({ active: true, sub: user.idpSubject, client_id: CLIENT_ID });
    });
  });

  describe('logout', () => {
    it('signs out without a click when the id_token_hint is valid and lands on /logout', async () => {
      const session = await signIn(app, { username: user.username });
      const logoutUrl = `${PROTOCOL}/logout?${new URLSearchParams({
        client_id: CLIENT_ID,
        post_logout_redirect_uri: `${IDP_TEST_PUBLIC_URL}/logout`,
        id_token_hint: session.idToken,
      }).toString()}`;
      const page = await app.inject({
        method: 'GET',
        url: logoutUrl,
        headers: { cookie: session.cookies.header(logoutUrl) ?? '' },
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<html lang="de">');
      expect(page.body).toContain(`<script src="${REALM}/resources/auto-submit.js" defer></script>`);
      expect(page.body).toMatch(/<form method="post" action="[^"]+\/logout\/confirm" data-auto-submit>/);
      expect(page.body).toContain('<button type="submit">Abmelden</button>');
      expect(page.body).not.toMatch(/<script>/);

      const landing = await signOut(app, session);
      expect(landing.href).toBe(`${IDP_TEST_PUBLIC_URL}/logout`);
    });

    it('stops the refresh token of the session it ends', async () => {
      const session = await signIn(app, { username: user.username });
      await signOut(app, session);
      await expect(refresh(app, session.refreshToken)).rejects.toThrow(/HTTP 400/);
    });

    it('asks for confirmation when no id_token_hint proves the request', async () => {
      const session = await signIn(app, { username: user.username });
      const logoutUrl = `${PROTOCOL}/logout?client_id=${CLIENT_ID}`;
      const page = await app.inject({
        method: 'GET',
        url: logoutUrl,
        headers: { cookie: session.cookies.header(logoutUrl) ?? '' },
      });
      expect(page.body).toContain('Möchten Sie sich von Berufswahl abmelden?');
      expect(page.body).not.toContain('data-auto-submit');
      expect(page.body).not.toContain('<script');
    });

    it('shows a German confirmation when the app gave no address to return to', async () => {
      const session = await signIn(app, { username: user.username });
      const page = await app.inject({
        method: 'GET',
        url: `${PROTOCOL}/logout?client_id=${CLIENT_ID}`,
        headers: { cookie: session.cookies.header(`${PROTOCOL}/logout`) ?? '' },
      });
      const form = readForm(page.body)!;
      const confirmed = await app.inject({
        method: 'POST',
        url: new URL(form.action).pathname,
        headers: {
          cookie: session.cookies.header(`${PROTOCOL}/logout/confirm`) ?? '',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams(form.fields).toString(),
      });
      expect(confirmed.statusCode).toBe(303);
      const success = await app.inject({ method: 'GET', url: new URL(String(confirmed.headers.location)).pathname });
      expect(success.body).toContain('<h1>Sie sind abgemeldet</h1>');
    });

    it('sends a browser without a provider session on without inline script', async () => {
      const page = await app.inject({
        method: 'GET',
        url: `${PROTOCOL}/logout?client_id=${CLIENT_ID}&post_logout_redirect_uri=${encodeURIComponent(`${IDP_TEST_PUBLIC_URL}/logout`)}`,
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('data-auto-submit');
      expect(page.body).toContain('Sie werden abgemeldet');
      expect(page.body).not.toMatch(/<script>/);
    });

    it('refuses a post_logout_redirect_uri on another origin', async () => {
      const session = await signIn(app, { username: user.username });
      await expect(
        signOut(app, session, { postLogoutRedirectUri: 'https://angreifer.example/logout' }),
      ).rejects.toThrow(/HTTP 400/);
    });
  });

  describe('userinfo and account', () => {
    it('answers userinfo for a valid bearer token', async () => {
      const { accessToken } = await signIn(app, { username: user.username });
      const response = await app.inject({
        method: 'GET',
        url: `${PROTOCOL}/userinfo`,
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        sub: user.idpSubject,
        preferred_username: user.username,
        given_name: 'Maria',
        family_name: 'Muster',
        name: 'Maria Muster',
        email: 'maria.muster@example.org',
      });
    });

    it('answers the account profile like Keycloak’s account API', async () => {
      const { accessToken } = await signIn(app, { username: user.username });
      const response = await app.inject({
        method: 'GET',
        url: `${REALM}/account`,
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: user.idpSubject,
        username: user.username,
        firstName: 'Maria',
        lastName: 'Muster',
        email: 'maria.muster@example.org',
      });
    });

    it('answers 401 without a bearer token', async () => {
      for (const url of [`${PROTOCOL}/userinfo`, `${REALM}/account`]) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(401);
        expect(response.headers['www-authenticate']).toContain('Bearer');
      }
    });

    it('answers 401 for an ID token sent as bearer: only access tokens are accepted (issue 14)', async () => {
      const { idToken } = await signIn(app, { username: user.username });
      for (const url of [`${PROTOCOL}/userinfo`, `${REALM}/account`]) {
        const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${idToken}`, accept: 'application/json' } });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ error: 'invalid_token' });
      }
    });

    it('answers 401 for a token it did not sign', async () => {
      const { accessToken } = await signIn(app, { username: user.username });
      const [header, payload] = accessToken.split('.');
      const response = await app.inject({
        method: 'GET',
        url: `${PROTOCOL}/userinfo`,
        headers: { authorization: `Bearer ${header}.${payload}.AAAA` },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: 'invalid_token' });
    });
  });

  describe('resources', () => {
    it('serves the stylesheet and the auto-submit script as files', async () => {
      const css = await app.inject({ method: 'GET', url: `${REALM}/resources/idp.css` });
      expect(css.statusCode).toBe(200);
      expect(css.headers['content-type']).toContain('text/css');
      const script = await app.inject({ method: 'GET', url: `${REALM}/resources/auto-submit.js` });
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toContain('text/javascript');
      expect(script.body).toContain('data-auto-submit');
    });
  });

  describe('persistence', () => {
    it('keeps refresh tokens valid across a restart of the provider', async () => {
      const tokens = await signIn(app, { username: user.username });
      const restarted = await createIdpTestApp(database.db);
      try {
        const renewed = await refresh(restarted.app, tokens.refreshToken);
        const { payload } = await jwtVerify(renewed.accessToken, createLocalJWKSet(await fetchCerts(app)));
        expect(payload.sub).toBe(user.idpSubject);
      } finally {
        await restarted.close();
      }
    });
  });
});

describe('embedded identity provider lockout', () => {
  let database: DatabaseHandle;
  let idp: IdpTestApp;

  beforeAll(async () => {
    database = await openIdpTestDatabase();
    idp = await createIdpTestApp(database.db, { LOGIN_LOCKOUT_FAILURES: '3', LOGIN_LOCKOUT_MAX_SECONDS: '900' });
  });

  afterAll(async () => {
    await idp.close();
    await database.close();
  });

  async function failTimes(username: string, times: number) {
    const responses = [];
    for (let attempt = 0; attempt < times; attempt += 1) {
      const login = await openLoginPage(idp.app);
      responses.push(await submitLogin(idp.app, login, { username, password: 'falsch' }));
    }
    return responses;
  }

  it('locks an account after the configured number of failures with 429 and a German wait message', async () => {
    const user = await insertTestUser(database.db);
    const responses = await failTimes(user.username, 3);
    expect(responses.slice(0, 2).map((response) => response.statusCode)).toEqual([200, 200]);
    expect(responses[2]!.statusCode).toBe(429);
    expect(responses[2]!.body).toContain(
      'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie 1 Minute und versuchen Sie es dann erneut.',
    );
    expect(responses[2]!.body).toContain('role="alert"');
  });

  it('refuses even the right password while the account is locked', async () => {
    const user = await insertTestUser(database.db);
    await failTimes(user.username, 3);
    const login = await openLoginPage(idp.app);
    const response = await submitLogin(idp.app, login, { username: user.username, password: 'berufswahl' });
    expect(response.statusCode).toBe(429);
    expect(response.headers.location).toBeUndefined();
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const user = await insertTestUser(database.db);
    await failTimes(user.username, 2);
    await signIn(idp.app, { username: user.username });
    const responses = await failTimes(user.username, 2);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
  });
});

describe('embedded identity provider behind https', () => {
  it('advertises https endpoints on PUBLIC_URL whatever Host headers say, and sets Secure cookies', async () => {
    const database = await openIdpTestDatabase();
    const idp = await createIdpTestApp(database.db, { PUBLIC_URL: 'https://berufswahl.example' });
    try {
      const discovery = (
        await idp.app.inject({
          method: 'GET',
          url: `${REALM}/.well-known/openid-configuration`,
          headers: { host: 'intern:3000', 'x-forwarded-host': 'angreifer.example', 'x-forwarded-proto': 'http' },
        })
      ).json<Record<string, string>>();
      expect(discovery.issuer).toBe(`https://berufswahl.example${REALM}`);
      expect(discovery.token_endpoint).toBe(`https://berufswahl.example${PROTOCOL}/token`);
      const start = await idp.app.inject({
        method: 'GET',
        url: authorizationUrl({ redirect_uri: 'https://berufswahl.example/' }),
        headers: { host: 'intern:3000', 'x-forwarded-host': 'angreifer.example' },
      });
      expect(start.statusCode).toBe(303);
      const cookies = ([] as string[]).concat(start.headers['set-cookie'] ?? []);
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) expect(cookie.toLowerCase()).toContain('secure');
    } finally {
      await idp.close();
      await database.close();
    }
  });
});
