import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLoginForm, signIn } from '../../test/sign-in';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app';

/**
 * The 8:00 spike (issue 8, decision 130): with one password check at a time and no queue, of three
 * sign-ins sent at once at least one is turned away – at once, with 503, Retry-After and the German
 * message on the sign-in page, the user name kept, and without counting as a failed attempt.
 */
let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_CONCURRENT_CHECKS: '1', LOGIN_QUEUE_LENGTH: '0' });
  app = testApp.app;
});
afterAll(() => testApp.close());

describe('bounded admission of password checks', () => {
  it('turns sign-ins away at once when the checks are busy, keeps the user name and counts no failure', async () => {
    expect(testApp.config.loginAdmission).toEqual({ concurrency: 1, maxQueue: 0, maxWaitMs: 150 });
    const posts = await Promise.all([1, 2, 3].map(() => openLoginForm(app, `${TEST_PUBLIC_URL}/`)));
    // Wrong passwords: every admitted attempt counts as a failure, a turned-away one must not.
    // Three accounts: a second check of the same name is turned away for that reason alone (issue 14,
    // sign-in-fairness.test.ts), and this test is about the full gate.
    const names = ['schueler', 'schueler2', 'lehrer2'];
    const answers = await Promise.all(posts.map((post, index) => post(names[index]!, 'falsch')));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toContain(503);
    const busy = answers.find((answer) => answer.statusCode === 503)!;
    expect(busy.headers['retry-after']).toBe('3');
    expect(busy.headers['content-type']).toContain('text/html');
    expect(busy.body).toContain('Gerade melden sich sehr viele Personen gleichzeitig an. Bitte warten Sie etwa 3 Sekunden');
    expect(busy.body).toMatch(/name="username"[^>]*value="(schueler2?|lehrer2)"|value="(schueler2?|lehrer2)"[^>]*name="username"/);
    expect(busy.body).not.toContain('falsch');
    // People read the page, not the header: the message names the same wait (decision 131).
    for (const answer of answers.filter((candidate) => candidate.statusCode === 503)) {
      expect(answer.body).toContain(`Bitte warten Sie etwa ${String(answer.headers['retry-after'])} Sekunden`);
    }

    const admitted = answers.filter((answer) => answer.statusCode === 200);
    expect(admitted.length).toBeGreaterThanOrEqual(1);
    expect(admitted.length + answers.filter((answer) => answer.statusCode === 503).length).toBe(3);
    const counted = (await testApp.database.db.execute(
      sql`select coalesce(sum(failures), 0) as failures from login_failures where key in ('user:schueler', 'user:schueler2', 'user:lehrer2')`,
    )) as unknown as { rows: { failures: number }[] };
    expect(Number(counted.rows[0]?.failures)).toBe(admitted.length);
  });

  it('lets the next sign-in through once the checks are free again', async () => {
    const { accessToken } = await signIn(app, { username: 'lehrer' });
    expect(accessToken).toBeTruthy();
  });
});
