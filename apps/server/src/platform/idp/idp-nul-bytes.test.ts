import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, createPkcePair, readForm } from '../../test/sign-in';
import type { DatabaseHandle } from '../db/client';
import { createIdpTestApp, IDP_TEST_PUBLIC_URL, insertTestUser, openIdpTestDatabase, type IdpTestApp } from './testing/idp';

/**
 * Issue 14: a NUL byte in a parameter reached PostgreSQL (which refuses it in text and jsonb) and
 * answered 500. Every parameter of the provider's pages and endpoints with `\u0000` answers 400 with
 * a German message instead – never 500.
 */

const REALM = '/realms/berufswahl';
const PROTOCOL = `${REALM}/protocol/openid-connect`;
const NUL = '\u0000';

let database: DatabaseHandle;
let idp: IdpTestApp;
let app: FastifyInstance;
let username: string;

beforeAll(async () => {
  database = await openIdpTestDatabase();
  idp = await createIdpTestApp(database.db);
  app = idp.app;
  username = (await insertTestUser(database.db)).username;
});
afterAll(async () => {
  await idp.close();
  await database.close();
});

function authorizationQuery(overrides: Record<string, string> = {}): string {
  return new URLSearchParams({
    client_id: 'berufswahl-web',
    redirect_uri: `${IDP_TEST_PUBLIC_URL}/`,
    response_type: 'code',
    scope: 'openid',
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge: createPkcePair().challenge,
    code_challenge_method: 'S256',
    ...overrides,
  }).toString();
}

/** A fresh authorization request as a browser starts it: the login form's action and the cookies. */
async function openLogin(): Promise<{ action: string; cookies: CookieJar }> {
  const cookies = new CookieJar();
  const start = await app.inject({ method: 'GET', url: `${PROTOCOL}/auth?${authorizationQuery()}` });
  cookies.store(start.headers['set-cookie']);
  const location = String(start.headers.location);
  const page = await app.inject({ method: 'GET', url: location, headers: { cookie: cookies.header(location) ?? '' } });
  const form = readForm(page.body);
  if (!form) throw new Error(`no login form: ${page.statusCode}`);
  return { action: form.action, cookies };
}

function expectGermanBadRequest(response: { statusCode: number; body: string }) {
  expect(response.statusCode).toBe(400);
  expect(response.body).toContain('Die Anfrage enthält ein unzulässiges Zeichen');
}

describe('NUL bytes in the provider’s parameters (issue 14)', () => {
  it.each(['client_id', 'redirect_uri', 'state', 'nonce', 'scope', 'code_challenge', 'login_hint'])(
    'answers 400 for %s with a NUL byte in the authorization request',
    async (name) => {
      const response = await app.inject({ method: 'GET', url: `${PROTOCOL}/auth?${authorizationQuery({ [name]: `x${NUL}y` })}` });
      expectGermanBadRequest(response);
      expect(response.headers['content-type']).toContain('text/html');
    },
  );

  it.each(['username', 'password'])('answers 400 for a login form whose %s holds a NUL byte', async (field) => {
    const login = await openLogin();
    const fields = { username, password: 'berufswahl', [field]: `berufs${NUL}wahl` };
    const response = await app.inject({
      method: 'POST',
      url: login.action,
      headers: { cookie: login.cookies.header(login.action) ?? '', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    expectGermanBadRequest(response);
  });

  it('answers 400 for an interaction id with a NUL byte (page and form)', async () => {
    const login = await openLogin();
    const broken = login.action.replace(/\/interaction\/([^/]+)/, (_match, uid: string) => `/interaction/${uid}%00`);
    for (const method of ['GET', 'POST'] as const) {
      const response = await app.inject({
        method,
        url: broken,
        headers: { cookie: login.cookies.header(login.action) ?? '', 'content-type': 'application/x-www-form-urlencoded' },
        ...(method === 'POST' && { payload: new URLSearchParams({ username, password: 'berufswahl' }).toString() }),
      });
      expectGermanBadRequest(response);
    }
  });

  it.each([
    ['code', { grant_type: 'authorization_code', code: `abc${NUL}`, redirect_uri: `${IDP_TEST_PUBLIC_URL}/`, code_verifier: 'v'.repeat(43) }],
    ['refresh_token', { grant_type: 'refresh_token', refresh_token: `abc${NUL}` }],
    ['client_id', { grant_type: 'refresh_token', refresh_token: 'abc', client_id: `berufswahl-web${NUL}` }],
  ])('answers 400 at the token endpoint for %s with a NUL byte, as JSON', async (_name, form) => {
    const response = await app.inject({
      method: 'POST',
      url: `${PROTOCOL}/token`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ client_id: 'berufswahl-web', ...form }).toString(),
    });
    expectGermanBadRequest(response);
    expect(response.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('answers 400 at revocation for a token with a NUL byte', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${PROTOCOL}/revoke`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ client_id: 'berufswahl-web', token: `abc${NUL}` }).toString(),
    });
    expectGermanBadRequest(response);
  });
});
