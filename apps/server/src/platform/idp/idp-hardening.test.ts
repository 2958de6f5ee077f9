import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, createPkcePair, openLoginForm, readForm, refresh, signIn, signOut } from '../../test/sign-in';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app';

/**
 * The embedded provider's answers to broken or hostile OAuth requests (ASVS V10, RFC 9700):
 * PKCE verifier checks, single-use codes, redirect URIs, refresh after logout. Complements
 * idp.test.ts (plain PKCE, missing challenge, implicit flow, foreign redirect origin).
 */

const PROTOCOL = '/realms/berufswahl/protocol/openid-connect';
const CLIENT_ID = 'berufswahl-web';
const REDIRECT_URI = `${TEST_PUBLIC_URL}/`;

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_LOCKOUT_FAILURES: '2' });
  app = testApp.app;
});
afterAll(() => testApp.close());

const pathOf = (url: string) => {
  const parsed = new URL(url, TEST_PUBLIC_URL);
  return `${parsed.pathname}${parsed.search}`;
};

/** Runs the browser part of the flow and returns the authorization code (not yet exchanged). */
async function authorize(username: string, challenge: string, redirectUri = REDIRECT_URI): Promise<string> {
  const cookies = new CookieJar();
  const query = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: redirectUri,
    response_type: 'code',
    response_mode: 'query',
    scope: 'openid',
    state: 's',
    nonce: 'n',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  let response = await app.inject({ method: 'GET', url: `${PROTOCOL}/auth?${query.toString()}` });
  cookies.store(response.headers['set-cookie']);
  const loginUrl = String(response.headers.location);
  response = await app.inject({ method: 'GET', url: loginUrl, headers: { cookie: cookies.header(loginUrl) ?? '' } });
  const form = readForm(response.body);
  if (!form) throw new Error(`no login form: ${response.statusCode}`);
  response = await app.inject({
    method: 'POST',
    url: pathOf(form.action),
    headers: { cookie: cookies.header(form.action) ?? '', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password: 'berufswahl' }).toString(),
  });
  for (let hop = 0; hop < 5; hop += 1) {
    cookies.store(response.headers['set-cookie']);
    const location = new URL(String(response.headers.location), TEST_PUBLIC_URL);
    const code = location.searchParams.get('code');
    if (code) return code;
    response = await app.inject({ method: 'GET', url: pathOf(location.href), headers: { cookie: cookies.header(location.pathname) ?? '' } });
  }
  throw new Error('no code');
}

async function exchange(code: string, verifier: string | undefined, redirectUri = REDIRECT_URI) {
  const form: Record<string, string> = { grant_type: 'authorization_code', client_id: CLIENT_ID, code, redirect_uri: redirectUri };
  if (verifier !== undefined) form.code_verifier = verifier;
  return app.inject({
    method: 'POST',
    url: `${PROTOCOL}/token`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
const verifierOf = (length: number) => randomBytes(length).toString('base64url').slice(0, length);

describe('PKCE at the token endpoint', () => {
  it('exchanges a code with the right verifier (baseline)', async () => {
    const { verifier, challenge } = createPkcePair();
    expect((await exchange(await authorize('schueler', challenge), verifier)).statusCode).toBe(200);
  });

  it.each([
    ['missing', undefined],
    ['wrong', 'x'.repeat(64)],
  ])('refuses a %s verifier', async (_label, verifier) => {
    const { challenge } = createPkcePair();
    const response = await exchange(await authorize('schueler', challenge), verifier);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: expect.stringMatching(/invalid_grant|invalid_request/) });
  });

  it.each([42, 129])('refuses a verifier of %i characters even when it matches the challenge', async (length) => {
    const verifier = verifierOf(length);
    const response = await exchange(await authorize('schueler', s256(verifier)), verifier);
    expect(response.statusCode).toBe(400);
  });

  it('accepts the shortest (43) and longest (128) verifier', async () => {
    for (const length of [43, 128]) {
      const verifier = verifierOf(length);
      expect((await exchange(await authorize('schueler', s256(verifier)), verifier)).statusCode).toBe(200);
    }
  });

  it('refuses a plain verifier equal to the challenge (no downgrade to plain)', async () => {
    const { challenge } = createPkcePair();
    expect((await exchange(await authorize('schueler', challenge), challenge)).statusCode).toBe(400);
  });
});

describe('authorization codes', () => {
  it('are single use: the second exchange fails and revokes the tokens of the first', async () => {
    const { verifier, challenge } = createPkcePair();
    const code = await authorize('schueler', challenge);
    const first = await exchange(code, verifier);
    expect(first.statusCode).toBe(200);
    const second = await exchange(code, verifier);
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ error: 'invalid_grant' });
    await expect(refresh(app, first.json<{ refresh_token: string }>().refresh_token)).rejects.toThrow(/HTTP 400/);
  });

  it('are bound to their redirect URI', async () => {
    const { verifier, challenge } = createPkcePair();
    const code = await authorize('schueler', challenge, `${TEST_PUBLIC_URL}/mein-weg`);
    expect((await exchange(code, verifier, `${TEST_PUBLIC_URL}/anders`)).statusCode).toBe(400);
  });

  it('are bound to their client', async () => {
    const { verifier, challenge } = createPkcePair();
    const code = await authorize('schueler', challenge);
    const response = await app.inject({
      method: 'POST',
      url: `${PROTOCOL}/token`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: 'fremder-client',
        code,
        redirect_uri: REDIRECT_URI,
        code_verifier: verifier,
      }).toString(),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('redirect URIs', () => {
  it.each([
    ['with user info', `http://angreifer@${new URL(TEST_PUBLIC_URL).host}/`],
    ['with a fragment', `${TEST_PUBLIC_URL}/#x`],
    ['on another port', 'http://localhost:4000/'],
    ['with another scheme', TEST_PUBLIC_URL.replace('http:', 'https:') + '/'],
    ['as a javascript: URI', 'javascript:alert(1)'],
  ])('refuses one %s', async (_label, redirectUri) => {
    const { challenge } = createPkcePair();
    const query = new URLSearchParams({
      client_id: CLIENT_ID,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    const response = await app.inject({ method: 'GET', url: `${PROTOCOL}/auth?${query.toString()}` });
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
  });
});

describe('sign-out', () => {
  it('ends refresh: a refresh token of the session fails after logout', async () => {
    const session = await signIn(app, { username: 'lehrer' });
    await signOut(app, session);
    await expect(refresh(app, session.refreshToken)).rejects.toThrow(/HTTP 400/);
  });
});

describe('brute force through the real form', () => {
  it('locks after LOGIN_LOCKOUT_FAILURES (here 2) with 429 and the German message', async () => {
    const statuses: number[] = [];
    let lastBody = '';
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const post = await openLoginForm(app, REDIRECT_URI);
      const response = await post('schuladmin', 'falsch');
      statuses.push(response.statusCode);
      lastBody = response.body;
    }
    expect(statuses).toEqual([200, 429, 429]);
    expect(lastBody).toContain('Zu viele fehlgeschlagene Anmeldeversuche');
    expect(testApp.config.loginLockout.failures).toBe(2);
  });
});
