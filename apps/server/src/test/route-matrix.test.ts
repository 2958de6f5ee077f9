import { afterAll, describe, expect, it } from 'vitest';
import { createLand, createSchool } from '../modules/identity/testing';
import type { AccessRule, DeclaredRoute, Tenancy } from '../platform/auth/access';
import { MATRIX_FIXTURES, type MatrixFixture, type MatrixSetup, type MatrixUser, type Tenant } from './route-matrix.fixtures';
import { signIn, type SignInResult } from './sign-in';
import { createTestApp } from './test-app';

/**
 * Authorization by construction (ASVS V8): every API route the router holds × every demo account
 * × own / other school / other Land, checked against the route's declaration. A new route joins
 * the matrix by itself; it fails here until it declares its tenancy and – if it needs them – has
 * example requests in `route-matrix.fixtures.ts`.
 */

const DEMO_USERNAMES = [
  'schueler',
  'schueler2',
  'lehrer',
  'lehrer2',
  'lehrer-neu',
  'schuladmin',
  'mehrfach',
  'landadmin',
  'bundadmin',
  'technik',
  'deaktiviert',
  'altnutzer',
] as const;

/**
 * What a deactivated account may still reach (spec: its own profile, the school list to move,
 * the start-up checks; later its export and code entry). Anything else open to it is a mistake.
 * The barrier report stays open to everybody signed in: reporting a barrier is a right (BITV).
 */
const OPEN_TO_DEACTIVATED = [
  'GET /api/identity/v1/users/me',
  'PATCH /api/identity/v1/users/me/contrast-mode',
  'PATCH /api/identity/v1/users/me/simple-language',
  'PATCH /api/identity/v1/users/me/theme',
  'PATCH /api/identity/v1/users/me/active-group/:role',
  'GET /api/identity/v1/clients/:id',
  'GET /api/identity/v1/schools/sekundarstufen',
  'GET /api/identity/v1/schooltypes',
  'GET /api/signatures/v1/flow/next-uuid',
  'POST /api/messaging/v1/support-tickets/barrier',
  // The data export stays open until deletion (DSGVO Art. 15; decision 050), also as a one-time link (decision 160).
  'GET /api/identity/v1/archive',
  // Moving to another school with its transfer code (decision 197).
  'POST /api/identity/v1/users/me/transfer',
  'POST /api/identity/v1/archive/links',
  // Explanation boxes name nobody; the landing page explains "deaktiviert" (decision 140).
  'GET /api/cms/v1/explanations/targets/:target',
];

const SYSTEM_WIDE = new Set(['SUPER_ADMIN', 'ADMIN', 'TECHNICAL_ADMIN']);
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// The public feedback page counts per address, and the matrix calls it from one address as every
// account – beside the submissions its examples make; its limit is tested in feedback.routes.test.ts.
const testApp = await createTestApp({ RATE_LIMIT_FEEDBACK: '1000/600' });
const { app, world, database } = testApp;

// A second Land with one school: the "other Land" of every cross-tenant check.
const otherLand = await createLand(database.db, { name: 'Anderes Land', subline: 'Matrix' });
const otherClientUuid = otherLand.uuid;
const otherSchoolUuid = (await createSchool(database.db, otherLand, { name: 'Schule im anderen Land' })).uuid;

const schoolUuidByKey = new Map(world.schools.map((school) => [school.key, school.uuid]));
const users: MatrixUser[] = DEMO_USERNAMES.map((username) => {
  const user = world.users.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`The demo world has no account ${username}`);
  const schoolKey = user.school ?? null;
  return {
    username,
    uuid: user.uuid,
    roles: user.roles,
    activeRole: user.roles[0] ?? 'DEACTIVATED',
    school: schoolKey === 'A' || schoolKey === 'B' ? schoolKey : null,
  };
});

const sessions = new Map<string, SignInResult>();
for (const user of users) sessions.set(user.username, await signIn(app, { username: user.username }));

const setup: MatrixSetup = {
  schools: { A: schoolUuidByKey.get('A') ?? '', B: schoolUuidByKey.get('B') ?? '', X: otherSchoolUuid },
  clients: { A: world.client.uuid, B: world.client.uuid, X: otherClientUuid },
  call: async (username, request) => {
    const response = await app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: { authorization: `Bearer ${sessions.get(username)?.accessToken ?? ''}` },
      ...(request.body === undefined ? {} : { payload: request.body as object }),
    });
    return { statusCode: response.statusCode, json: () => response.json() };
  },
};

afterAll(() => testApp.close());

const routes: DeclaredRoute[] = app.apiRoutes;
const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const hasParams = (url: string) => url.includes(':') || url.includes('*');

function tenancyOf(route: DeclaredRoute): Tenancy | undefined {
  return route.access.tenancy;
}

function isRoleAllowed(rule: AccessRule, activeRole: string): boolean {
  if (rule.kind !== 'roles') return true;
  return rule.roles.includes(activeRole as never) || (activeRole === 'ADMIN' && rule.roles.includes('SUPER_ADMIN'));
}

function seesTenant(user: MatrixUser, tenancy: Tenancy, tenant: Tenant): boolean {
  if (SYSTEM_WIDE.has(user.activeRole)) return true;
  if (tenancy === 'client' || user.activeRole === 'ADMIN_LAND') return tenant !== 'X';
  return user.school === tenant;
}

type Expected = number | 'success';

function expectedStatus(route: DeclaredRoute, tenancy: Tenancy, user: MatrixUser, tenant: Tenant | 'own' | 'foreign'): Expected {
  const override = MATRIX_FIXTURES[keyOf(route)]?.expect?.({ user, tenant });
  if (override !== undefined) return override;
  if (route.access.kind !== 'public' && !isRoleAllowed(route.access, user.activeRole)) return 403;
  if (tenant === 'foreign') return 404;
  if (tenant === 'own') return 'success';
  return seesTenant(user, tenancy, tenant) ? 'success' : 404;
}

function tenantsFor(tenancy: Tenancy, fixture: MatrixFixture | undefined): (Tenant | 'own' | 'foreign')[] {
  if (tenancy === 'school' || tenancy === 'client') return ['A', 'B', 'X'];
  return fixture?.namesOwnResource ? ['own', 'foreign'] : ['own'];
}

function buildUrl(url: string, request: { params?: Record<string, string>; query?: Record<string, string> }): string {
  const path = url.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = request.params?.[name];
    if (value === undefined) throw new Error(`The matrix example for ${url} names no value for :${name}`);
    return encodeURIComponent(value);
  });
  const query = request.query ? `?${new URLSearchParams(request.query).toString()}` : '';
  return `${path}${query}`;
}

async function send(route: DeclaredRoute, request: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown }, headers: Record<string, string>) {
  return app.inject({
    method: route.method as 'GET',
    url: buildUrl(route.url, request),
    headers,
    ...(request.body === undefined ? {} : { payload: request.body as object }),
  });
}

describe('route registry', () => {
  it('collects the API routes from the live router', () => {
    expect(routes.length).toBeGreaterThan(5);
    expect(routes.map(keyOf)).toContain('GET /api/identity/v1/users/me');
  });

  it('knows the tenancy of every route and has examples for every parameterised route', () => {
    const problems: string[] = [];
    for (const route of routes) {
      const key = keyOf(route);
      const fixture = MATRIX_FIXTURES[key];
      if (!tenancyOf(route)) {
        problems.push(
          `${key}: declare its tenancy on the route – config: { access: access.roles(…).in('none' | 'own' | 'school' | 'client') }`,
        );
      }
      if (hasParams(route.url) && !fixture?.request) {
        problems.push(
          `${key}: has path parameters, so the matrix needs example values – add '${key}': { request: ({ user, tenant, setup }) => ({ params: {…} }) } ` +
            `to apps/server/src/test/route-matrix.fixtures.ts (for school/client routes one resource per tenant A, B, X)`,
        );
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('has no examples for routes that no longer exist', () => {
    const live = new Set(routes.map(keyOf));
    expect(Object.keys(MATRIX_FIXTURES).filter((key) => !live.has(key))).toEqual([]);
  });

  it('opens nothing but the own-profile routes to deactivated accounts', () => {
    const open = routes.filter((route) => route.access.kind === 'signed-in').map(keyOf);
    expect(open.filter((key) => !OPEN_TO_DEACTIVATED.includes(key))).toEqual([]);
  });

  it('limits requests only with limits that exist', () => {
    for (const route of routes) if (route.rateLimit) expect(testApp.config.rateLimits).toHaveProperty(route.rateLimit);
  });
});

describe.each(routes.map((route) => [keyOf(route), route] as const))('%s', (_key, route) => {
  const fixture = MATRIX_FIXTURES[keyOf(route)];
  const tenancy = tenancyOf(route);
  const isReady = Boolean(tenancy) && (!hasParams(route.url) || Boolean(fixture?.request));

  it.runIf(isReady)('answers every demo account as declared (401 / 403 / 404 / 2xx)', async () => {
    const problems: string[] = [];
    const noTokenRequest = await (fixture?.request?.({ user: users[0]!, tenant: tenantsFor(tenancy!, fixture)[0]!, setup }) ?? {});
    const anonymous = await send(route, noTokenRequest, {});
    if (route.access.kind === 'public' && fixture?.expectAnonymous !== undefined) {
      if (anonymous.statusCode !== fixture.expectAnonymous) problems.push(`no token: expected ${fixture.expectAnonymous}, got ${anonymous.statusCode}`);
    } else if (route.access.kind === 'public') {
      if (anonymous.statusCode >= 300) problems.push(`no token: expected 2xx, got ${anonymous.statusCode} ${anonymous.body.slice(0, 200)}`);
    } else if (anonymous.statusCode !== 401) {
      problems.push(`no token: expected 401, got ${anonymous.statusCode}`);
    }

    for (const user of users) {
      for (const tenant of tenantsFor(tenancy!, fixture)) {
        const request = (await fixture?.request?.({ user, tenant, setup })) ?? {};
        const response = await send(route, request, { authorization: `Bearer ${sessions.get(user.username)?.accessToken}` });
        const expected = expectedStatus(route, tenancy!, user, tenant);
        const isMatch =
          expected === 'success' ? response.statusCode >= 200 && response.statusCode < 300 : response.statusCode === expected;
        if (!isMatch) {
          problems.push(
            `${user.username} (${user.activeRole}) → ${tenant}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
        }
        if (response.statusCode === 400) {
          problems.push(`${user.username}: 400 means the example is invalid – fix its body or query in route-matrix.fixtures.ts`);
        }
      }
    }
    expect(problems, `${keyOf(route)} (${route.access.kind}, tenancy ${tenancy})\n${problems.join('\n')}`).toEqual([]);
  });

  // CSRF (ASVS V3.5): the API authenticates by the bearer header only. A browser that holds the
  // provider's session cookies – and any cookie at all – gets nothing without the header.
  if (!STATE_CHANGING.has(route.method) || route.access.kind === 'public') return;
  it.runIf(isReady)(
    'refuses a state change authenticated by cookies alone (401)',
    async () => {
      const session = sessions.get('bundadmin')!;
      const request = (await fixture?.request?.({ user: users.find((u) => u.username === 'bundadmin')!, tenant: 'A', setup })) ?? {};
      const cookie = [session.cookies.header('/realms/berufswahl/') ?? '', `access_token=${session.accessToken}`, 'bw_session=1']
        .filter(Boolean)
        .join('; ');
      const response = await send(route, request, { cookie, origin: 'https://angreifer.example' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    },
  );
});
