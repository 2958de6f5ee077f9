import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { access, accessControl, callerOfRow, joinedCaller, type CallerRow } from './access';

describe('accessControl', () => {
  it('refuses to start when an API route declares no access rule', async () => {
    const app = Fastify();
    await app.register(accessControl, { verifyToken: async () => null, loadCaller: async () => null, prefix: '/api/' });
    expect(() => app.get('/api/forgotten', () => 'x')).toThrow(/declares no access rule/);
  });

  it('lets a public route through without a token', async () => {
    const app = Fastify();
    await app.register(accessControl, { verifyToken: async () => null, loadCaller: async () => null, prefix: '/api/' });
    app.get('/api/open', { config: { access: access.public() } }, () => 'offen');
    const response = await app.inject({ url: '/api/open' });
    expect(response.body).toBe('offen');
  });
});

describe('a route that joins the caller into its query (decision 253)', () => {
  const student: CallerRow = { uuid: 'u-1', clientUuid: 'c-1', schoolUuid: 's-1', roles: ['SCHUELER'], activeRole: 'SCHUELER', simpleLanguage: false };

  async function appWithJoinedRoute(rows: Map<string, CallerRow>) {
    const app = Fastify();
    const looked: string[] = [];
    await app.register(accessControl, {
      verifyToken: async (token) => (token === 'bad' ? null : { subject: token, username: undefined, realmRoles: [], expiresAt: Date.now() + 60_000 }),
      loadCaller: async (subject) => {
        looked.push(subject);
        const row = rows.get(subject);
        return row ? callerOfRow(row) : null;
      },
      prefix: '/api/',
    });
    // Whose form of address an answer was written for (the error bodies' hook reads `request.caller`).
    const answeredFor: (string | null)[] = [];
    app.addHook('onSend', async (request) => {
      answeredFor.push(request.caller?.uuid ?? null);
    });
    const rule = access.roles('SCHUELER').in('own').withCallerJoined();
    const schema = { querystring: { type: 'object', properties: { page: { type: 'integer' } }, additionalProperties: false } };
    app.get('/api/mine', { config: { access: rule }, schema }, async (request) => {
      const joined = joinedCaller(request);
      // What the route's query would read: the row of the token's subject, if there is one.
      const { caller } = joined.admit(rows.get(joined.subject), (row) => row);
      return { subject: joined.subject, uuid: caller.uuid, sameAsRequest: request.caller === caller };
    });
    return { app, looked, answeredFor };
  }

  it('checks the token only, and the route admits the caller from the row its query read', async () => {
    const { app, looked } = await appWithJoinedRoute(new Map([['sub-1', student]]));
    const response = await app.inject({ url: '/api/mine', headers: { authorization: 'Bearer sub-1' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ subject: 'sub-1', uuid: 'u-1', sameAsRequest: true });
    // No look-up of its own before the route: that is the round trip saved.
    expect(looked).toEqual([]);
  });

  it('answers as the guard would: 401 without a valid token or without a row, 403 for another role', async () => {
    const teacher: CallerRow = { ...student, uuid: 'u-2', roles: ['LEHRER'], activeRole: 'LEHRER' };
    const { app } = await appWithJoinedRoute(new Map([['sub-1', student], ['sub-2', teacher]]));
    expect((await app.inject({ url: '/api/mine' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/mine', headers: { authorization: 'Bearer bad' } })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/mine', headers: { authorization: 'Bearer deleted' } })).statusCode).toBe(401);
    const forbidden = await app.inject({ url: '/api/mine', headers: { authorization: 'Bearer sub-2' } });
    expect(forbidden.statusCode).toBe(403);
  });

  it('reads the caller only for a request that fails validation, and answers in the guard\'s order: 401, 403, then 400 (decision 259)', async () => {
    const teacher: CallerRow = { ...student, uuid: 'u-2', roles: ['LEHRER'], activeRole: 'LEHRER' };
    const { app, looked, answeredFor } = await appWithJoinedRoute(new Map([['sub-1', student], ['sub-2', teacher]]));
    const invalid = (subject: string) => app.inject({ url: '/api/mine?page=eins', headers: { authorization: `Bearer ${subject}` } });
    expect((await invalid('deleted')).statusCode).toBe(401);
    expect((await invalid('sub-2')).statusCode).toBe(403);
    const refused = await invalid('sub-1');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: expect.stringContaining('page') });
    expect(looked).toEqual(['deleted', 'sub-2', 'sub-1']);
    // The 400 is written for the caller (their form of address); the 403 too, as the guard's was.
    expect(answeredFor).toEqual([null, 'u-2', 'u-1']);

    const valid = await app.inject({ url: '/api/mine?page=2', headers: { authorization: 'Bearer sub-1' } });
    expect(valid.statusCode).toBe(200);
    expect(looked).toHaveLength(3);
  });

  it('refuses to start where a joined caller would be unsafe: not own data, not GET, rate-limited, public', async () => {
    const app = Fastify();
    await app.register(accessControl, { verifyToken: async () => null, loadCaller: async () => null, prefix: '/api/' });
    const joinedOwn = access.roles('SCHUELER').in('own').withCallerJoined();
    expect(() => app.get('/api/a', { config: { access: access.roles('LEHRER').in('school').withCallerJoined() } }, () => 'x')).toThrow(/tenancy own/);
    expect(() => app.post('/api/b', { config: { access: joinedOwn } }, () => 'x')).toThrow(/only a GET route/);
    expect(() => app.get('/api/c', { config: { access: joinedOwn, rateLimit: 'uploads' } }, () => 'x')).toThrow(/rate-limited/);
    expect(() => app.get('/api/d', { config: { access: access.public().in('none').withCallerJoined() } }, () => 'x')).toThrow(/public route/);
  });
});

