import { meSchema } from '@berufswahl/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../platform/db/schema';
import { createTestApp, demoUser, type TestApp } from '../../../test/test-app';
import { createReactivationService } from './reactivation.service';

const URL_CODE = '/api/identity/v1/users/me/reactivation-code';
const DAY_MS = 24 * 60 * 60 * 1000;
let testApp: TestApp;

async function generate(username: string | null) {
  const headers: Record<string, string> = username ? { authorization: `Bearer ${await testApp.tokenOf(username)}` } : {};
  return testApp.app.inject({ method: 'PATCH', url: URL_CODE, headers });
}

beforeAll(async () => {
  testApp = await createTestApp({ RATE_LIMIT_CODE: '4/900' });
});
afterAll(async () => {
  await testApp.close();
});

describe('PATCH /api/identity/v1/users/me/reactivation-code', () => {
  it('gives a deactivated account a new twelve-digit code valid for 91 days, shown in me', async () => {
    const before = Date.now();
    const response = await generate('deaktiviert');
    expect(response.statusCode).toBe(200);
    const me = meSchema.parse(response.json());
    expect(me.reactivation_code).toMatch(/^\d{12}$/);
    const validUntil = new Date(me.reactivation_code_date!).getTime();
    expect(validUntil).toBeGreaterThanOrEqual(before + 91 * DAY_MS);
    expect(validUntil).toBeLessThanOrEqual(Date.now() + 91 * DAY_MS);

    const meAgain = await testApp.app.inject({
      method: 'GET',
      url: '/api/identity/v1/users/me',
      headers: { authorization: `Bearer ${await testApp.tokenOf('deaktiviert')}` },
    });
    expect(meAgain.json()).toMatchObject({ reactivation_code: me.reactivation_code, reactivation_code_date: me.reactivation_code_date });
  });

  it('replaces the old code: only the newest one finds the account', async () => {
    const first = meSchema.parse((await generate('deaktiviert')).json()).reactivation_code!;
    const second = meSchema.parse((await generate('deaktiviert')).json()).reactivation_code!;
    expect(second).not.toBe(first);
    const service = createReactivationService(testApp.database.db);
    const deaktiviert = demoUser(testApp.world, 'deaktiviert');
    expect(await service.findAccountByCode(second)).toMatchObject({ userUuid: deaktiviert.uuid });
    expect(await service.findAccountByCode(first)).toBeNull();
  });

  it('answers 429 after the code limit', async () => {
    // Three calls above and this one use up the limit of four in this test app.
    const response = await generate('deaktiviert');
    expect([200, 429]).toContain(response.statusCode);
    const limited = await generate('deaktiviert');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses active accounts (403) and callers without a token (401)', async () => {
    expect((await generate('schueler')).statusCode).toBe(403);
    expect((await generate('lehrer')).json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await generate(null)).statusCode).toBe(401);
  });
});

describe('findAccountByCode (for the coordinator who enters a code)', () => {
  it('finds nobody with an expired, malformed or unknown code', async () => {
    const service = createReactivationService(testApp.database.db);
    const deaktiviert = demoUser(testApp.world, 'deaktiviert');
    await testApp.database.db
      .update(users)
      .set({ reactivationCode: '111122223333', reactivationCodeDate: new Date(Date.now() - 1000) })
      .where(eq(users.uuid, deaktiviert.uuid));
    expect(await service.findAccountByCode('1111 2222 3333')).toBeNull();
    expect(await service.findAccountByCode('12')).toBeNull();
    expect(await service.findAccountByCode('999999999999')).toBeNull();
  });

  it('finds the account with a valid code typed in groups, and not after the code is consumed', async () => {
    const service = createReactivationService(testApp.database.db);
    const deaktiviert = demoUser(testApp.world, 'deaktiviert');
    await testApp.database.db
      .update(users)
      .set({ reactivationCode: '444455556666', reactivationCodeDate: new Date(Date.now() + DAY_MS) })
      .where(eq(users.uuid, deaktiviert.uuid));
    expect(await service.findAccountByCode('4444-5555-6666')).toMatchObject({ userUuid: deaktiviert.uuid });
    expect(await service.consumeCode(deaktiviert.uuid, '4444 5555 6666')).toBe(true);
    expect(await service.findAccountByCode('444455556666')).toBeNull();
    // Used once: a second taker (e.g. a coordinator at the same moment) gets false.
    expect(await service.consumeCode(deaktiviert.uuid, '444455556666')).toBe(false);
  });

  it('does not consume a code that was revoked or replaced after it was looked up', async () => {
    const service = createReactivationService(testApp.database.db);
    const deaktiviert = demoUser(testApp.world, 'deaktiviert');
    await testApp.database.db
      .update(users)
      .set({ reactivationCode: '777788889999', reactivationCodeDate: new Date(Date.now() + DAY_MS) })
      .where(eq(users.uuid, deaktiviert.uuid));
    expect(await service.findAccountByCode('777788889999')).not.toBeNull();
    await service.revokeCode(deaktiviert.uuid);
    expect(await service.consumeCode(deaktiviert.uuid, '777788889999')).toBe(false);
  });
});
