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
  it('gives a deactivated account a new twelve-digit code, valid no longer than its deletion date, shown in me', async () => {
    // The demo account is deleted in 60 days: a code valid for 91 days would outlive the account.
    const deaktiviert = demoUser(testApp.world, 'deaktiviert');
    const [row] = await testApp.database.db.select({ deletionDate: users.deletionDate }).from(users).where(eq(users.uuid, deaktiviert.uuid));
    expect(row?.deletionDate!.getTime()).toBeLessThan(Date.now() + 91 * DAY_MS);
    const response = await generate('deaktiviert');
    expect(response.statusCode).toBe(200);
    const me = meSchema.parse(response.json());
    expect(me.reactivation_code).toMatch(/^\d{12}$/);
    expect(new Date(me.reactivation_code_date!).getTime()).toBe(row?.deletionDate!.getTime());

    const meAgain = await testApp.app.inject({
      method: 'GET',
      url: '/api/identity/v1/users/me',
      headers: { authorization: `Bearer ${await testApp.tokenOf('deaktiviert')}` },
    });
    expect(meAgain.json()).toMatchObject({ reactivation_code: me.reactivation_code, reactivation_code_date: me.reactivation_code_date });
  });

  it('gives a code 91 days when the deletion date is further away, and never finds the account after its deletion date', async () => {
    const deaktiviert = demoUser(testApp.world, 'deaktiviert');
    const service = createReactivationService(testApp.database.db);
    const setDeletionDate = (deletionDate: Date) => testApp.database.db.update(users).set({ deletionDate }).where(eq(users.uuid, deaktiviert.uuid));
    const [original] = await testApp.database.db.select({ deletionDate: users.deletionDate }).from(users).where(eq(users.uuid, deaktiviert.uuid));
    try {
      await setDeletionDate(new Date(Date.now() + 200 * DAY_MS));
      const before = Date.now();
      const caller = { uuid: deaktiviert.uuid, clientUuid: testApp.world.client.uuid, schoolUuid: null, roles: ['DEACTIVATED'], activeRole: 'DEACTIVATED', simpleLanguage: false };
      await service.generateFor(caller);
      const [stored] = await testApp.database.db.select().from(users).where(eq(users.uuid, deaktiviert.uuid));
      expect(stored!.reactivationCodeDate!.getTime()).toBeGreaterThanOrEqual(before + 91 * DAY_MS);
      expect(stored!.reactivationCodeDate!.getTime()).toBeLessThanOrEqual(Date.now() + 91 * DAY_MS);
      expect(await service.findAccountByCode(stored!.reactivationCode!)).toMatchObject({ userUuid: deaktiviert.uuid });

      // The deletion date has passed (the deletion job has not run yet): the code is refused, and
      // `me` says it ran out then, not in 91 days.
      const passed = new Date(Date.now() - 1000);
      await setDeletionDate(passed);
      expect(await service.findAccountByCode(stored!.reactivationCode!)).toBeNull();
      expect(await service.consumeCode(deaktiviert.uuid, stored!.reactivationCode!)).toBe(false);
      const me = await testApp.app.inject({
        method: 'GET',
        url: '/api/identity/v1/users/me',
        headers: { authorization: `Bearer ${await testApp.tokenOf('deaktiviert')}` },
      });
      expect(new Date(me.json().reactivation_code_date).getTime()).toBe(passed.getTime());
    } finally {
      await setDeletionDate(original!.deletionDate!);
    }
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
