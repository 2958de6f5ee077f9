import { OWN_PASSWORD_MESSAGES, PASSWORD_CHANGE_MESSAGES } from '@berufswahl/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordCheckGate } from '../../../platform/auth/password-check-gate';
import { loginFailures, oidcPayloads, users } from '../../../platform/db/schema';
import { createLoginLockout } from '../../../platform/idp/login-lockout';
import { refresh, signIn, SignInError } from '../../../test/sign-in';
import { createTestApp, demoUser, type TestApp } from '../../../test/test-app';
import { auditEvents } from '../../audit/testing';
import { createOwnPasswordService } from './own-password.service';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const NEW_PASSWORD = 'mein-neues-passwort';

async function changePassword(target: TestApp, username: string, body: Record<string, unknown>, token?: string) {
  return target.app.inject({
    method: 'PUT',
    url: '/api/identity/v1/users/me/password',
    headers: { authorization: `Bearer ${token ?? (await target.tokenOf(username))}` },
    payload: body,
  });
}

function sessionRowsOf(target: TestApp, subject: string) {
  return target.database.db
    .select({ type: oidcPayloads.type })
    .from(oidcPayloads)
    .where(sql`${oidcPayloads.payload} ->> 'accountId' = ${subject}`);
}

async function subjectOf(target: TestApp, username: string): Promise<string> {
  const [row] = await target.database.db.select({ subject: users.idpSubject }).from(users).where(eq(users.username, username));
  return row!.subject;
}

describe('PUT /api/identity/v1/users/me/password (decision 133)', () => {
  it('changes the password, ends every session of the account and records it', async () => {
    const session = await signIn(testApp.app, { username: 'lehrer2' });
    const subject = await subjectOf(testApp, 'lehrer2');
    expect((await sessionRowsOf(testApp, subject)).length).toBeGreaterThan(0);

    const response = await changePassword(
      testApp,
      'lehrer2',
      { current_password: 'berufswahl', new_password: NEW_PASSWORD, new_password_repeat: NEW_PASSWORD },
      session.accessToken,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ changed: true });

    // Sessions, grants and refresh tokens are gone: the refresh token no longer works.
    expect(await sessionRowsOf(testApp, subject)).toEqual([]);
    await expect(refresh(testApp.app, session.refreshToken)).rejects.toThrow();

    // The old password no longer signs in, the new one does.
    await expect(signIn(testApp.app, { username: 'lehrer2' })).rejects.toBeInstanceOf(SignInError);
    await expect(signIn(testApp.app, { username: 'lehrer2', password: NEW_PASSWORD })).resolves.toMatchObject({ accessToken: expect.any(String) });

    const owner = demoUser(testApp.world, 'lehrer2');
    const audit = await testApp.database.db
      .select({ action: auditEvents.action, details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.actorUuid, owner.uuid), eq(auditEvents.action, 'account.password_changed')));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0]!.details)).not.toContain(NEW_PASSWORD);
  });

  it('refuses a wrong current password with the field named, counts it for the lockout and changes nothing', async () => {
    const response = await changePassword(testApp, 'schueler', {
      current_password: 'falsch',
      new_password: NEW_PASSWORD,
      new_password_repeat: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: OWN_PASSWORD_MESSAGES.du.currentWrong,
      fields: [{ field: 'current_password', message: 'Dein aktuelles Passwort ist nicht richtig.' }],
    });
    const [failures] = await testApp.database.db.select().from(loginFailures).where(eq(loginFailures.key, 'user:schueler'));
    expect(failures?.failures).toBe(1);
    await expect(signIn(testApp.app, { username: 'schueler' })).resolves.toMatchObject({ accessToken: expect.any(String) });
  });

  it('checks the new password with the same rules and words as the client, du for students and Sie for others', async () => {
    const tooShort = await changePassword(testApp, 'schueler', { current_password: '', new_password: 'kurz', new_password_repeat: 'kurz' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().fields).toEqual([
      { field: 'current_password', message: 'Bitte gib dein aktuelles Passwort ein.' },
      { field: 'new_password', message: PASSWORD_CHANGE_MESSAGES.du.tooShort },
    ]);

    const mismatch = await changePassword(testApp, 'lehrer', {
      current_password: 'berufswahl',
      new_password: NEW_PASSWORD,
      new_password_repeat: `${NEW_PASSWORD}!`,
    });
    expect(mismatch.json().fields).toEqual([{ field: 'new_password_repeat', message: PASSWORD_CHANGE_MESSAGES.sie.mismatch }]);

    // A wrong current password is named, whatever the new one is.
    const wrongCurrent = await changePassword(testApp, 'lehrer', {
      current_password: 'berufswahl-lang',
      new_password: 'berufswahl-lang',
      new_password_repeat: 'berufswahl-lang',
    });
    expect(wrongCurrent.json().fields).toEqual([{ field: 'current_password', message: OWN_PASSWORD_MESSAGES.sie.currentWrong }]);

    const tooLong = await changePassword(testApp, 'lehrer', { current_password: 'x'.repeat(1025), new_password: NEW_PASSWORD, new_password_repeat: NEW_PASSWORD });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('refuses the current password as the new one', async () => {
    const same = await changePassword(testApp, 'schuladmin', {
      current_password: 'berufswahl',
      new_password: 'berufswahl',
      new_password_repeat: 'berufswahl',
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().fields).toEqual([{ field: 'new_password', message: OWN_PASSWORD_MESSAGES.sie.sameAsCurrent }]);
  });

  it('answers 409 with the provider named when an external Keycloak keeps the passwords', async () => {
    const service = createOwnPasswordService({
      db: testApp.database.db,
      config: { isEmbeddedIdp: false },
      passwordChecks: createPasswordCheckGate({ concurrency: 1, maxQueue: 1, maxWaitMs: 1000 }),
      lockout: createLoginLockout(testApp.database.db, testApp.config.loginLockout),
    });
    const student = demoUser(testApp.world, 'schueler');
    const [row] = await testApp.database.db
      .select({ clientUuid: users.clientUuid, schoolUuid: users.schoolUuid })
      .from(users)
      .where(eq(users.uuid, student.uuid));
    const caller = { uuid: student.uuid, clientUuid: row!.clientUuid, schoolUuid: row!.schoolUuid, roles: ['SCHUELER'], activeRole: 'SCHUELER', simpleLanguage: false };
    await expect(
      service.change(caller, { current_password: 'berufswahl', new_password: NEW_PASSWORD, new_password_repeat: NEW_PASSWORD }, '127.0.0.1'),
    ).rejects.toMatchObject({ code: 'CONFLICT', statusCode: 409, message: 'Dein Passwort änderst du beim Anmeldedienst deines Landes.' });
  });

  it('is not open to deactivated accounts or without a token', async () => {
    const deactivated = await changePassword(testApp, 'deaktiviert', {
      current_password: 'berufswahl',
      new_password: NEW_PASSWORD,
      new_password_repeat: NEW_PASSWORD,
    });
    expect(deactivated.statusCode).toBe(403);
    const anonymous = await testApp.app.inject({
      method: 'PUT',
      url: '/api/identity/v1/users/me/password',
      payload: { current_password: 'berufswahl', new_password: NEW_PASSWORD, new_password_repeat: NEW_PASSWORD },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the password change under the sign-in limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ LOGIN_CONCURRENT_CHECKS: '1', LOGIN_QUEUE_LENGTH: '0', LOGIN_LOCKOUT_FAILURES: '2' });
  });
  afterAll(() => limited.close());

  it('answers 503 with Retry-After when the password checks are busy', async () => {
    const token = await limited.tokenOf('schueler2');
    const body = { current_password: 'falsch-aber-egal', new_password: NEW_PASSWORD, new_password_repeat: NEW_PASSWORD };
    const answers = await Promise.all([1, 2, 3].map(() => changePassword(limited, 'schueler2', body, token)));
    const busy = answers.filter((answer) => answer.statusCode === 503);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    expect(busy[0]!.headers['retry-after']).toBe('3');
    expect(busy[0]!.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    // Turned away before the check: only the checked attempts count as failures.
    const [failures] = await limited.database.db.select().from(loginFailures).where(eq(loginFailures.key, 'user:schueler2'));
    expect(failures?.failures).toBe(answers.length - busy.length);
  });

  it('locks like the sign-in after too many wrong current passwords', async () => {
    const token = await limited.tokenOf('lehrer');
    const wrong = { current_password: 'falsch', new_password: NEW_PASSWORD, new_password_repeat: NEW_PASSWORD };
    expect((await changePassword(limited, 'lehrer', wrong, token)).statusCode).toBe(400);
    expect((await changePassword(limited, 'lehrer', wrong, token)).statusCode).toBe(400);
    const locked = await changePassword(limited, 'lehrer', { ...wrong, current_password: 'berufswahl' }, token);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'RATE_LIMITED', message: OWN_PASSWORD_MESSAGES.sie.lockedOut(1) });
  });
});
