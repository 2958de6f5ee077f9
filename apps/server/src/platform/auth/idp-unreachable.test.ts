import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { createTokenVerifier } from './tokens';

const ISSUER = 'https://login.example.de/realms/berufswahl';
const CLIENT_ID = 'berufswahl-web';

/** A stand-in for Keycloak's certs endpoint that can be switched off and given other keys. */
class JwksServer {
  private server: http.Server | null = null;
  fetches = 0;
  /** Takes the request and never answers – a host gone silent rather than a refused connection. */
  silent = false;
  constructor(
    public keys: JWK[],
    private port = 0,
  ) {}

  async start(): Promise<URL> {
    this.server = http.createServer((_request, response) => {
      this.fetches += 1;
      if (this.silent) return;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ keys: this.keys }));
    });
    await new Promise<void>((resolve) => this.server?.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return new URL(`http://127.0.0.1:${this.port}/realms/berufswahl/protocol/openid-connect/certs`);
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

async function signingKey(kid: string): Promise<{ privateKey: CryptoKey; jwk: JWK }> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  return { privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

function accessToken(privateKey: CryptoKey, kid: string, expiresInSeconds: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ typ: 'Bearer', azp: CLIENT_ID, preferred_username: 'lehrer', realm_access: { roles: ['LEHRER'] } })
    .setProtectedHeader({ alg: 'RS256', kid })
    .setIssuer(ISSUER)
    .setSubject('2b0c7f2e-4a57-4b8a-9f6e-0a1d1c3c5e77')
    .setIssuedAt(now - 10)
    .setExpirationTime(now + expiresInSeconds)
    .sign(privateKey);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the identity provider unreachable (issue 8)', () => {
  const servers: JwksServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.stop()));
  });

  async function setUp(options: { timeoutMs?: number; retryAfterFailureMs?: number } = {}) {
    const current = await signingKey('key-1');
    const jwks = new JwksServer([current.jwk]);
    servers.push(jwks);
    const jwksUrl = await jwks.start();
    const outages: unknown[] = [];
    // A cache age of 50 ms stands for jose's 10 minutes: after it the keys are fetched again. No
    // pause after a failed fetch unless a test asks for one, so that every check meets the outage.
    const verify = createTokenVerifier({
      issuer: ISSUER,
      clientId: CLIENT_ID,
      keys: { kind: 'remote', jwksUrl, cacheMaxAgeMs: 50, cooldownMs: 10, retryAfterFailureMs: 0, ...options, onUnreachable: (error) => outages.push(error) },
    });
    return { current, jwks, verify, outages };
  }

  it('keeps a valid token working with the last fetched keys while the issuer is down', async () => {
    const { current, jwks, verify, outages } = await setUp();
    const token = await accessToken(current.privateKey, 'key-1', 300);
    expect(await verify(token)).toMatchObject({ username: 'lehrer', realmRoles: ['LEHRER'] });
    expect(jwks.fetches).toBe(1);

    await jwks.stop();
    await sleep(80); // the cached keys are stale now; a fetch would fail
    expect(await verify(token)).toMatchObject({ username: 'lehrer' });
    expect(await verify(token)).toMatchObject({ username: 'lehrer' });
    expect(outages.length).toBeGreaterThanOrEqual(1);
  });

  it('still refuses an expired token, and a token of a key it has never seen, during the outage', async () => {
    const { current, jwks, verify } = await setUp();
    expect(await verify(await accessToken(current.privateKey, 'key-1', 300))).not.toBeNull();
    await jwks.stop();
    await sleep(80);

    expect(await verify(await accessToken(current.privateKey, 'key-1', -60))).toBeNull();
    const stranger = await signingKey('key-2');
    expect(await verify(await accessToken(stranger.privateKey, 'key-2', 300))).toBeNull();
    // A known key id with a signature of another key is refused as before.
    expect(await verify(await accessToken(stranger.privateKey, 'key-1', 300))).toBeNull();
  });

  it('drops a key the reachable issuer no longer publishes (rotation is not mistaken for an outage)', async () => {
    const { current, jwks, verify, outages } = await setUp();
    const oldToken = await accessToken(current.privateKey, 'key-1', 300);
    expect(await verify(oldToken)).not.toBeNull();

    const next = await signingKey('key-2');
    jwks.keys = [next.jwk];
    await sleep(80);
    expect(await verify(oldToken)).toBeNull();
    expect(await verify(await accessToken(next.privateKey, 'key-2', 300))).not.toBeNull();
    expect(outages).toEqual([]);
  });

  it('does not wait for a silent issuer on every check: the last keys answer alone for a while after a failed fetch', async () => {
    // The pause is long enough for a loaded CI machine to make the checks inside it; the keys and
    // tokens are made before the issuer goes silent (an RSA key takes a while to generate).
    const { current, jwks, verify, outages } = await setUp({ timeoutMs: 200, retryAfterFailureMs: 1_500 });
    const stranger = await signingKey('key-2');
    const [first, second, third, strangers, last] = await Promise.all([
      accessToken(current.privateKey, 'key-1', 300),
      accessToken(current.privateKey, 'key-1', 300),
      accessToken(current.privateKey, 'key-1', 300),
      accessToken(stranger.privateKey, 'key-2', 300),
      accessToken(current.privateKey, 'key-1', 300),
    ]);
    expect(await verify(first)).not.toBeNull();
    jwks.silent = true;
    await sleep(80);

    // The first check after the cache went stale waits for the fetch to time out, then falls back.
    expect(await verify(second)).not.toBeNull();
    expect(jwks.fetches).toBe(2);
    expect(outages).toHaveLength(1);
    // The next checks do not ask the issuer again – neither for a known key nor for an unknown one.
    expect(await verify(third)).not.toBeNull();
    expect(await verify(strangers)).toBeNull();
    expect(jwks.fetches).toBe(2);

    // Once the pause is over the issuer is asked again; back and answering, its keys are fetched anew.
    jwks.silent = false;
    await sleep(1_600);
    expect(await verify(last)).not.toBeNull();
    expect(jwks.fetches).toBe(3);
    expect(outages).toHaveLength(1);
  });

  it('refuses every token when the issuer was never reached (nothing to fall back on)', async () => {
    const { current, jwks, verify } = await setUp();
    await jwks.stop();
    expect(await verify(await accessToken(current.privateKey, 'key-1', 300))).toBeNull();
  });
});
