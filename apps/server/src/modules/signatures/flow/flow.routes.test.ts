import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/sign-in';
import { createTestApp, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('GET /api/signatures/v1/flow/next-uuid', () => {
  it('answers an empty string while no signature flow is pending', async () => {
    const { accessToken } = await signIn(testApp.app, { username: 'schuladmin' });
    const response = await testApp.app.inject({
      url: '/api/signatures/v1/flow/next-uuid',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe('');
  });

  it('answers 401 without a token', async () => {
    const response = await testApp.app.inject({ url: '/api/signatures/v1/flow/next-uuid' });
    expect(response.statusCode).toBe(401);
  });
});
