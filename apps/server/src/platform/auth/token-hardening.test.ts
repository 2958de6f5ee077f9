import { createHmac, createPrivateKey, createSign, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair, importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignInResult } from '../../test/sign-in';
import { createTestApp, demoUser, type TestApp } from '../../test/test-app';
import { users } from '../db/schema';
import { loadPublicJwks, loadSigningJwks } from '../idp/idp-secrets';

/**
 * Negative tests of the API's token checks (ASVS V9/V10): every forged, foreign, stale or
 * misdirected token is refused with 401, through the real app and the real guard.
 */

const ME = '/api/identity/v1/users/me';

let testApp: TestApp;
let session: SignInResult;
let claims: JWTPayload;
let signingKey: JWK;

const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** A token signed with the provider's real private key – valid unless a test changes something. */
async function mint(
  changes: { payload?: Record<string, unknown>; remove?: string[]; header?: Record<string, unknown>; key?: JWK } = {},
): Promise<string> {
  const payload: Record<string, unknown> = { ...claims, ...changes.payload };
  for (const name of changes.remove ?? []) delete payload[name];
  const key = changes.key ?? signingKey;
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: key.kid, ...changes.header } as never)
    .sign(await importJWK(key, 'RS256'));
}

async function callMe(token: string | undefined, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: 'GET',
    url: ME,
    headers: { ...(token === undefined ? {} : { authorization: `Bearer ${token}` }), ...headers },
  });
}

async function expectRefused(token: string | undefined, headers: Record<string, string> = {}) {
  const response = await callMe(token, headers);
  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
}

const now = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  testApp = await createTestApp();
  session = await signIn(testApp.app, { username: 'schueler' });
  claims = decodeJwt(session.accessToken);
  const { keys } = await loadSigningJwks(testApp.database.db);
  signingKey = keys[0]!;
});

afterAll(() => testApp.close());

describe('the API accepts', () => {
  it('the access token of a real sign-in', async () => {
    expect((await callMe(session.accessToken)).statusCode).toBe(200);
  });

  it('a token minted like the provider mints it (the baseline of the tests below)', async () => {
    expect(decodeProtectedHeader(session.accessToken)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    expect((await callMe(await mint())).statusCode).toBe(200);
  });
});

describe('the API refuses with 401', () => {
  it('a request without a token', () => expectRefused(undefined));
  it('an empty bearer', () => expectRefused(''));
  it('another scheme (Basic)', () => expectRefused(undefined, { authorization: `Basic ${b64('schueler:berufswahl')}` }));
  it('a token in the query string', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `${ME}?access_token=${session.accessToken}` });
    expect(response.statusCode).toBe(401);
  });
  it('a token in a cookie', () => expectRefused(undefined, { cookie: `access_token=${session.accessToken}; token=${session.accessToken}` }));
  it('garbage', () => expectRefused('kein.gueltiges.token'));

  it('alg "none" with the real claims', () => expectRefused(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`));

  it('alg "none" with a copied signature', () =>
    expectRefused(`${b64({ alg: 'none' })}.${b64(claims)}.${session.accessToken.split('.')[2]}`));

  it('HS256 signed with the public key as the secret (algorithm confusion)', async () => {
    const { keys } = await loadPublicJwks(testApp.database.db);
    const publicJwk = JSON.stringify(keys[0]);
    for (const secret of [publicJwk, String(keys[0]!.n)]) {
      const header = b64({ alg: 'HS256', typ: 'at+jwt', kid: signingKey.kid });
      const body = b64(claims);
      const signature = createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
      await expectRefused(`${header}.${body}.${signature}`);
    }
  });

  it('a wrong issuer', async () => expectRefused(await mint({ payload: { iss: 'https://angreifer.example/realms/berufswahl' } })));
  it('an issuer differing only by a trailing slash', async () => expectRefused(await mint({ payload: { iss: `${String(claims.iss)}/` } })));
  it('a wrong audience and authorized party', async () =>
    expectRefused(await mint({ payload: { aud: 'anderer-client', azp: 'anderer-client' } })));
  it('no audience and no authorized party', async () => expectRefused(await mint({ remove: ['aud', 'azp'] })));
  it('an expired token', async () => expectRefused(await mint({ payload: { exp: now() - 60, iat: now() - 400 } })));
  it('a token not yet valid (nbf)', async () => expectRefused(await mint({ payload: { nbf: now() + 600 } })));
  it('a token without exp', async () => expectRefused(await mint({ remove: ['exp'] })));
  it('a token without sub', async () => expectRefused(await mint({ remove: ['sub'] })));
  it('an empty sub', async () => expectRefused(await mint({ payload: { sub: '' } })));
  it('a numeric sub', async () => expectRefused(await mint({ payload: { sub: 12 } })));
  it('the sub of nobody', async () => expectRefused(await mint({ payload: { sub: randomUUID() } })));

  it('an unknown kid (a key of its own)', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const key = { ...(await exportJWK(privateKey)), kid: 'unbekannt', alg: 'RS256' };
    await expectRefused(await mint({ key }));
  });

  it('a foreign key under the real kid', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    await expectRefused(await mint({ key: { ...(await exportJWK(privateKey)), kid: signingKey.kid } }));
  });

  it('a foreign key embedded in the header (jwk header injection)', async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    const key = { ...(await exportJWK(privateKey)), kid: 'eingebettet' };
    await expectRefused(await mint({ key, header: { jwk: await exportJWK(publicKey), jku: 'https://angreifer.example/certs' } }));
  });

  it('a tampered payload (another sub under the original signature)', async () => {
    const other = demoUser(testApp.world, 'bundadmin');
    const [header, , signature] = session.accessToken.split('.');
    await expectRefused(`${header}.${b64({ ...claims, sub: other.uuid })}.${signature}`);
  });

  it('a tampered header (another kid under the original signature)', async () => {
    const [, payload, signature] = session.accessToken.split('.');
    await expectRefused(`${b64({ alg: 'RS256', typ: 'at+jwt', kid: 'anders' })}.${payload}.${signature}`);
  });

  it('a stripped signature', async () => {
    const [header, payload] = session.accessToken.split('.');
    await expectRefused(`${header}.${payload}.`);
  });

  it('an unknown critical header', async () => {
    // jose refuses to sign with an unknown `crit`, so the token is signed by hand.
    const header = b64({ alg: 'RS256', typ: 'at+jwt', kid: signingKey.kid, crit: ['x-berufswahl'], 'x-berufswahl': true });
    const body = b64(claims);
    const privateKey = createPrivateKey({ key: signingKey as never, format: 'jwk' });
    const signature = createSign('RSA-SHA256').update(`${header}.${body}`).sign(privateKey).toString('base64url');
    await expectRefused(`${header}.${body}.${signature}`);
  });

  it('the ID token of the same sign-in (token type confusion)', () => expectRefused(session.idToken));

  it('an ID-typed token (Keycloak marks ID tokens typ: ID)', async () =>
    expectRefused(await mint({ payload: { typ: 'ID' }, header: { typ: 'JWT' } })));

  it('a token without any access-token marking', async () => expectRefused(await mint({ remove: ['typ'], header: { typ: 'JWT' } })));

  it('the refresh-token envelope', () => expectRefused(session.refreshToken));

  it('a valid token of a deleted account', async () => {
    const testUser = demoUser(testApp.world, 'altnutzer');
    const token = await mint({ payload: { sub: testUser.uuid, preferred_username: 'altnutzer' } });
    expect((await callMe(token)).statusCode).toBe(200);
    await testApp.database.db.update(users).set({ idpSubject: `geloescht-${randomUUID()}` }).where(eq(users.uuid, testUser.uuid));
    await expectRefused(token);
  });
});

describe('roles come from the database, never from the token', () => {
  it('a student token claiming SUPER_ADMIN still acts as a student', async () => {
    const token = await mint({ payload: { realm_access: { roles: ['SUPER_ADMIN', 'ADMIN_LAND'] } } });
    const response = await callMe(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ roles: ['SCHUELER'], user_groups: 'SCHUELER' });
  });
});

describe('a deactivated account with a valid token', () => {
  let token: string;
  beforeAll(async () => {
    token = (await signIn(testApp.app, { username: 'deaktiviert' })).accessToken;
  });

  it('reads its own profile', async () => {
    expect((await callMe(token)).statusCode).toBe(200);
  });

  it('is refused everything meant for active accounts (403)', async () => {
    // Routes declared for DEACTIVATED (a new reactivation code) are the deactivated account's own.
    const refused = testApp.app.apiRoutes.filter(
      (route) => route.access.kind === 'roles' && !route.access.roles.includes('DEACTIVATED'),
    );
    expect(refused.length).toBeGreaterThan(0);
    for (const route of refused.filter((candidate) => !candidate.url.includes(':'))) {
      const response = await testApp.app.inject({
        method: route.method as 'GET',
        url: route.url,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });
});
