import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { access, accessControl } from './access';

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
