import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { openIdpTestDatabase } from './testing/idp';
import { createLoginLockout, lockSecondsFor } from './login-lockout';

describe('login lockout', () => {
  describe('lockSecondsFor', () => {
    it('does not lock below the threshold', () => {
      expect(lockSecondsFor(29, 30, 900)).toBe(0);
    });

    it('waits 60 seconds at the threshold and doubles with every further failure', () => {
      expect([30, 31, 32, 33].map((failures) => lockSecondsFor(failures, 30, 900))).toEqual([60, 120, 240, 480]);
    });

    it('never waits longer than the configured maximum', () => {
      expect(lockSecondsFor(34, 30, 900)).toBe(900);
      expect(lockSecondsFor(10_000, 30, 900)).toBe(900);
    });
  });

  describe('with the database', () => {
    let database: DatabaseHandle;

    beforeAll(async () => {
      database = await openIdpTestDatabase();
    });

    afterAll(async () => {
      await database.close();
    });

    it('locks the account name, in any spelling, once it reaches the threshold', async () => {
      const lockout = createLoginLockout(database.db, { failures: 2, maxSeconds: 900 });
      await lockout.recordFailure('Lena', '10.0.0.1');
      expect(await lockout.remainingLockSeconds('lena', '10.0.0.2')).toBe(0);
      await lockout.recordFailure('lena ', '10.0.0.1');
      const remaining = await lockout.remainingLockSeconds('LENA', '10.0.0.2');
      expect(remaining).toBeGreaterThan(55);
      expect(remaining).toBeLessThanOrEqual(60);
    });

    it('locks an address only after ten times as many failures', async () => {
      const lockout = createLoginLockout(database.db, { failures: 1, maxSeconds: 900 });
      for (let attempt = 0; attempt < 9; attempt += 1) await lockout.recordFailure(`name-${attempt}`, '10.0.0.9');
      expect(await lockout.remainingLockSeconds('someone-else', '10.0.0.9')).toBe(0);
      await lockout.recordFailure('name-9', '10.0.0.9');
      expect(await lockout.remainingLockSeconds('someone-else', '10.0.0.9')).toBeGreaterThan(0);
    });

    it('tells the account’s lock apart from the address’s (issue 14)', async () => {
      const lockout = createLoginLockout(database.db, { failures: 1, maxSeconds: 900 });
      for (let attempt = 0; attempt < 10; attempt += 1) await lockout.recordFailure(`erfunden-${attempt}`, '10.0.0.20');
      const school = await lockout.lockState('lehrerin', '10.0.0.20');
      expect(school.accountSeconds).toBe(0);
      expect(school.addressSeconds).toBeGreaterThan(0);
      expect(await lockout.remainingLockSeconds('lehrerin', '10.0.0.20')).toBe(school.addressSeconds);
      const elsewhere = await lockout.lockState('erfunden-9', '10.0.0.21');
      expect(elsewhere.accountSeconds).toBeGreaterThan(0);
      expect(elsewhere.addressSeconds).toBe(0);
    });

    it('forgets an account’s failures after a successful sign-in', async () => {
      const lockout = createLoginLockout(database.db, { failures: 2, maxSeconds: 900 });
      await lockout.recordFailure('jonas', '10.0.0.3');
      await lockout.reset('Jonas');
      await lockout.recordFailure('jonas', '10.0.0.3');
      expect(await lockout.remainingLockSeconds('jonas', '10.0.0.4')).toBe(0);
    });
  });
});
