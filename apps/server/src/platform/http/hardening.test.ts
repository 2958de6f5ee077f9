import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/sign-in';
import { createTestApp, TEST_OPERATOR_FILE, type TestApp } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';
import { access, accessControl } from '../auth/access';
import { ConfigError, loadConfig, RATE_LIMIT_DEFAULTS } from '../config';
import type { DatabaseHandle } from '../db/client';
import { registerErrorHandling } from './errors';
import { healthRoutes } from './health.routes';
import { createRateLimitStore, rateLimits } from './rate-limit';
import { REACT_ARIA_STYLE_HASHES } from './security-headers';
import { cspDirectives as directives } from '../../test/csp-directives';

describe('security headers', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const EXPECTED_CSP: Record<string, string> = {
    'default-src': "'self'",
    'script-src': "'self'",
    'style-src': `'self' ${REACT_ARIA_STYLE_HASHES.join(' ')}`,
    'style-src-attr': "'unsafe-inline'",
    'img-src': "'self' data: blob:",
    'media-src': "'self' blob:",
    'connect-src': "'self'",
    'frame-ancestors': "'none'",
    'form-action': "'self'",
    'base-uri': "'self'",
    'object-src': "'none'",
  };

  it.each([
    ['the API', '/api/identity/v1/users/me'],
    ['the runtime config', '/config/keycloak.json'],
    ['the client', '/mein-weg'],
    ['the provider discovery', '/realms/berufswahl/.well-known/openid-configuration'],
    ['the provider login redirect', '/realms/berufswahl/protocol/openid-connect/auth?client_id=x'],
  ])('sends a strict CSP without inline script and the other headers on %s', async (_label, url) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    const csp = directives(response.headers['content-security-policy']);
    for (const [name, value] of Object.entries(EXPECTED_CSP)) expect(csp.get(name), name).toBe(value);
    expect(String(response.headers['content-security-policy'])).not.toContain('unsafe-eval');
    expect(csp.get('script-src')).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('sends the CSP on the sign-in page, whose HTML has no inline script', async () => {
    const start = await testApp.app.inject({
      method: 'GET',
      url:
        '/realms/berufswahl/protocol/openid-connect/auth?client_id=berufswahl-web&response_type=code&scope=openid' +
        `&redirect_uri=${encodeURIComponent('http://localhost:3999/')}&code_challenge=${'a'.repeat(43)}&code_challenge_method=S256`,
    });
    const location = String(start.headers.location);
    const cookie = ([] as string[]).concat(start.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
    const page = await testApp.app.inject({ method: 'GET', url: location, headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(directives(page.headers['content-security-policy']).get('script-src')).toBe("'self'");
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)/);
  });

  it('sets the provider cookies HttpOnly and SameSite', async () => {
    const start = await testApp.app.inject({
      method: 'GET',
      url:
        '/realms/berufswahl/protocol/openid-connect/auth?client_id=berufswahl-web&response_type=code&scope=openid' +
        `&redirect_uri=${encodeURIComponent('http://localhost:3999/')}&code_challenge=${'a'.repeat(43)}&code_challenge_method=S256`,
    });
    const cookies = ([] as string[]).concat(start.headers['set-cookie'] ?? []);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie.toLowerCase()).toContain('httponly');
      expect(cookie.toLowerCase()).toMatch(/samesite=(lax|strict)/);
    }
  });

  it('returns the request id of an error as header and in the body, and API answers are not cached', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/identity/v1/users/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json<{ request_id: string }>().request_id).toBe(response.headers['x-request-id']);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers a signed-in API request with no-store', async () => {
    const { accessToken } = await signIn(testApp.app, { username: 'schueler' });
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/identity/v1/users/me',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('the style hashes of the CSP', () => {
  it('match the <style> elements of the installed react-aria', () => {
    const root = fileURLToPath(new URL('../../../../../node_modules/react-aria/dist/private/', import.meta.url));
    const texts = ['interactions/usePress.mjs', 'overlays/usePreventScroll.mjs'].map((file) => {
      const source = readFileSync(path.join(root, file), 'utf8');
      const template = /style\.textContent = `([\s\S]*?)`\.trim\(\)/.exec(source)?.[1];
      if (template === undefined) throw new Error(`react-aria changed how ${file} injects its style`);
      // Replace `${CONSTANT}` by the constant's string value from the same file.
      return template
        .replace(/\$\{([^}]+)\}/g, (_match, name: string) => {
          const value = new RegExp(`const ${name.replace(/[$]/g, '\\$')} = '([^']*)'`).exec(source)?.[1];
          if (value === undefined) throw new Error(`no value for ${name} in ${file}`);
          return value;
        })
        .trim();
    });
    const hashes = texts.map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    expect(hashes).toEqual(REACT_ARIA_STYLE_HASHES);
  });
});

describe('security headers in production', () => {
  it('adds HSTS and upgrade-insecure-requests', async () => {
    const testApp = await createTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://berufswahl.example', OPERATOR_CONFIG_FILE: TEST_OPERATOR_FILE });
    try {
      const response = await testApp.app.inject({ method: 'GET', url: '/config/keycloak.json' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(directives(response.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
    } finally {
      await testApp.close();
    }
  });

  it('refuses a plain-http PUBLIC_URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://berufswahl.example' })).toThrow(ConfigError);
  });
});

describe('security headers with an external issuer', () => {
  it('allows the issuer for token requests and login forms, nothing else', async () => {
    const testApp = await createTestApp({ OIDC_ISSUER: 'https://login.example.de/realms/berufswahl' });
    try {
      const response = await testApp.app.inject({ method: 'GET', url: '/config/keycloak.json' });
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('connect-src')).toBe("'self' https://login.example.de");
      expect(csp.get('form-action')).toBe("'self' https://login.example.de");
      expect(csp.get('script-src')).toBe("'self'");
    } finally {
      await testApp.close();
    }
  });
});

describe('rate limits', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  /** An app with the real guard and limiter, callers named by their token, one limited route. */
  async function limitedApp(max: number): Promise<FastifyInstance> {
    const app = Fastify();
    registerErrorHandling(app);
    await app.register(accessControl, {
      verifyToken: async (token) => ({ subject: token, username: token, realmRoles: [], expiresAt: 0 }),
      loadCaller: async (subject) => ({ uuid: subject, clientUuid: 'c', schoolUuid: null, roles: ['SCHUELER'], activeRole: 'SCHUELER', simpleLanguage: false }),
      prefix: '/api/',
    });
    await app.register(rateLimits, {
      store: createRateLimitStore(database.db),
      limits: { ...RATE_LIMIT_DEFAULTS, uploads: { max, windowSeconds: 1800 } },
    });
    app.post('/api/upload', { config: { access: access.signedIn(), rateLimit: 'uploads' } }, () => ({ ok: true }));
    app.post('/api/broken', { config: { access: access.signedIn(), rateLimit: 'uploads' } }, () => {
      throw new Error('kaputt');
    });
    app.post('/api/code', { config: { access: access.public(), rateLimit: 'code' } }, () => ({ ok: true }));
    await app.ready();
    return app;
  }

  const post = (app: FastifyInstance, user: string, url = '/api/upload') =>
    app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${user}` } });

  it('answers 429 with Retry-After and the German RATE_LIMITED body over the limit (du: the callers are students), per user', async () => {
    const app = await limitedApp(2);
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await post(app, 'nutzer-a')).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    const limited = await post(app, 'nutzer-a');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(1700);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Zu viele Anfragen. Bitte warte kurz und versuche es dann noch einmal.',
    });
    expect(limited.headers['ratelimit-limit']).toBe('2');
    expect((await post(app, 'nutzer-b')).statusCode).toBe(200);
    await app.close();
  });

  it('holds across processes: two apps on one database share the counter', async () => {
    const first = await limitedApp(2);
    const second = await limitedApp(2);
    expect((await post(first, 'nutzer-c')).statusCode).toBe(200);
    expect((await post(second, 'nutzer-c')).statusCode).toBe(200);
    expect((await post(first, 'nutzer-c')).statusCode).toBe(429);
    expect((await post(second, 'nutzer-c')).statusCode).toBe(429);
    await Promise.all([first.close(), second.close()]);
  });

  it('does not count a request that fails on the server', async () => {
    const app = await limitedApp(1);
    expect((await post(app, 'nutzer-d', '/api/broken')).statusCode).toBe(500);
    expect((await post(app, 'nutzer-d')).statusCode).toBe(200);
    await app.close();
  });

  it('counts public routes per address and never a request without a valid token', async () => {
    const app = await limitedApp(1);
    const unauthenticated = await app.inject({ method: 'POST', url: '/api/upload' });
    expect(unauthenticated.statusCode).toBe(401);
    const responses = [];
    for (let attempt = 0; attempt < 11; attempt += 1) responses.push((await app.inject({ method: 'POST', url: '/api/code' })).statusCode);
    expect(responses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(responses[10]).toBe(429);
    await app.close();
  });

  it('starts the window again when it has run out, and purges ended windows', async () => {
    const store = createRateLimitStore(database.db);
    expect((await store.hit('test:fenster', { max: 1, windowSeconds: 1 })).hits).toBe(1);
    expect((await store.hit('test:fenster', { max: 1, windowSeconds: 1 })).hits).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await store.hit('test:fenster', { max: 1, windowSeconds: 1 })).hits).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await store.purgeExpired()).toBeGreaterThanOrEqual(1);
  });

  it('refuses to start with a route naming an unknown limit', async () => {
    const app = Fastify();
    await app.register(accessControl, { verifyToken: async () => null, loadCaller: async () => null, prefix: '/api/' });
    await app.register(rateLimits, { store: createRateLimitStore(database.db), limits: RATE_LIMIT_DEFAULTS });
    expect(() =>
      app.get('/api/x', { config: { access: access.public(), rateLimit: 'unbekannt' as never } }, () => 'x'),
    ).toThrow(/unknown rate limit/);
  });

  it('reads limits from the environment', () => {
    const config = loadConfig({ RATE_LIMIT_UPLOADS: '5/60', RATE_LIMIT_EXPORT: '2/3600' });
    expect(config.rateLimits.uploads).toEqual({ max: 5, windowSeconds: 60 });
    expect(config.rateLimits.export).toEqual({ max: 2, windowSeconds: 3600 });
    expect(config.rateLimits.tickets).toEqual(RATE_LIMIT_DEFAULTS.tickets);
    expect(() => loadConfig({ RATE_LIMIT_UPLOADS: 'viele' })).toThrow(ConfigError);
  });
});

describe('/ready', () => {
  it('answers 503 while migrations are missing and while shutting down', async () => {
    const database = await openTestDatabase();
    let isShuttingDown = false;
    const app = Fastify();
    await app.register(healthRoutes, { database, isShuttingDown: () => isShuttingDown });
    try {
      expect((await app.inject({ url: '/ready' })).json()).toMatchObject({ status: 'ready', migrations: 'applied' });
      isShuttingDown = true;
      expect((await app.inject({ url: '/ready' })).statusCode).toBe(503);
      isShuttingDown = false;
      await database.db.execute(sql`delete from drizzle.__drizzle_migrations`);
      const pending = await app.inject({ url: '/ready' });
      expect(pending.statusCode).toBe(503);
      expect(pending.json()).toMatchObject({ migrations: 'pending' });
      expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
