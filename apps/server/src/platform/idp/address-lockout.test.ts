import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLoginForm, signIn } from '../../test/sign-in';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app';

/**
 * Issue 14, "one address can be locked for a whole school": failed sign-ins with made-up names
 * from one address (a school behind one NAT) locked every account signing in from it. Now the
 * address's lock holds only unknown names and wrong passwords; a real account with its correct
 * password still signs in, and the account's own lockout stays as it was (decision 201).
 *
 * LOGIN_LOCKOUT_FAILURES=3 here, so the address locks after 30 failures (ten times the account's
 * threshold) – the same rule as 30/300 with the defaults, at a tenth of the password checks.
 */
const ACCOUNT_THRESHOLD = 3;
const ADDRESS_THRESHOLD = ACCOUNT_THRESHOLD * 10;
const LOCKED_MESSAGE = 'Zu viele fehlgeschlagene Anmeldeversuche';

/** Dozens of password checks on a machine that may be shared: generous, the outcome is what counts. */
const SCENARIO_TIMEOUT_MS = 240_000;

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_LOCKOUT_FAILURES: String(ACCOUNT_THRESHOLD) });
  app = testApp.app;
}, SCENARIO_TIMEOUT_MS);
afterAll(() => testApp.close());

async function attempt(username: string, password: string) {
  const post = await openLoginForm(app, `${TEST_PUBLIC_URL}/`);
  return post(username, password);
}

describe('made-up names from one address (issue 14)', () => {
  it('lock out unknown names and wrong passwords from the address, not the school’s correct passwords', async () => {
    const statuses: number[] = [];
    for (let failure = 0; failure < ADDRESS_THRESHOLD; failure += 1) {
      statuses.push((await attempt(`erfunden-${failure}`, 'geraten')).statusCode);
    }
    // Each made-up name failed once, so only the address reached its threshold, at the last one.
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);

    // The attacker goes on: another made-up name is held, with the lockout message and the wait.
    const held = await attempt('erfunden-weiter', 'geraten');
    expect(held.statusCode).toBe(429);
    expect(held.body).toContain(LOCKED_MESSAGE);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);

    // A teacher of the school with the correct password signs in from the same address …
    const { accessToken } = await signIn(app, { username: 'lehrer' });
    expect(accessToken).toBeTruthy();
    // … a student too, even after more made-up names re-locked the address meanwhile.
    for (let more = 0; more < 3; more += 1) expect((await attempt(`erfunden-mehr-${more}`, 'geraten')).statusCode).toBe(429);
    expect((await signIn(app, { username: 'schueler' })).accessToken).toBeTruthy();

    // A real name with a wrong password gets the same answer as a made-up name: the lock does not
    // tell which names exist.
    const wrong = await attempt('schueler2', 'geraten');
    expect(wrong.statusCode).toBe(429);
    expect(wrong.body).toContain(LOCKED_MESSAGE);
  }, SCENARIO_TIMEOUT_MS);

  it('keeps the account’s own lockout: after its failures even the correct password waits', async () => {
    for (let failure = 0; failure < ACCOUNT_THRESHOLD; failure += 1) await attempt('mehrfach', 'falsch');
    const locked = await attempt('mehrfach', 'berufswahl');
    expect(locked.statusCode).toBe(429);
    expect(locked.body).toContain(LOCKED_MESSAGE);
  });
});
