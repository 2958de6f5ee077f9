import { meSchema } from '@berufswahl/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../platform/db/schema';
import { createTestApp, demoUser, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
async function call(method: 'GET' | 'PATCH', url: string, username: string | null, body?: unknown) {
  const headers: Record<string, string> = {};
  if (username) headers.authorization = `Bearer ${await testApp.tokenOf(username)}`;
  return testApp.app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
}

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('GET /api/identity/v1/users/me', () => {
  it('answers 401 with a German message without a token', async () => {
    const response = await call('GET', '/api/identity/v1/users/me', null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: expect.stringContaining('angemeldet') });
  });

  it('answers 401 for a token that is not a JWT', async () => {
    const response = await testApp.app.inject({
      url: '/api/identity/v1/users/me',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 401 for a session cookie without a bearer header', async () => {
    const response = await testApp.app.inject({
      url: '/api/identity/v1/users/me',
      headers: { cookie: `_session=abc; XSRF-TOKEN=x` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 401 when the account behind a valid token is gone, on every route that reads the caller with its data (decision 253)', async () => {
    const token = await testApp.tokenOf('schueler');
    const student = demoUser(testApp.world, 'schueler');
    const { db } = testApp.database;
    const [{ subject } = { subject: '' }] = await db.select({ subject: users.idpSubject }).from(users).where(eq(users.uuid, student.uuid));
    // The token's subject no longer finds the row – as after the account's deletion.
    await db.update(users).set({ idpSubject: `gone-${student.uuid}` }).where(eq(users.uuid, student.uuid));
    try {
      for (const url of [
        '/api/identity/v1/users/me',
        '/api/arcade/v1/rankings',
        '/api/bo/v1/career-orientations/my',
        '/api/bo/v1/career-orientations/my/stations',
        '/api/messaging/v1/news',
        '/api/messaging/v1/events',
      ]) {
        const response = await testApp.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
        expect(response.statusCode, url).toBe(401);
        expect(response.json(), url).toMatchObject({ code: 'UNAUTHENTICATED' });
      }
    } finally {
      await db.update(users).set({ idpSubject: subject }).where(eq(users.uuid, student.uuid));
    }
    expect((await call('GET', '/api/identity/v1/users/me', 'schueler')).statusCode).toBe(200);
  });

  it('returns every field of the current student with class and school', async () => {
    const response = await call('GET', '/api/identity/v1/users/me', 'schueler');
    expect(response.statusCode).toBe(200);
    const me = meSchema.parse(response.json());
    expect(me).toMatchObject({
      uuid: demoUser(testApp.world, 'schueler').uuid,
      client_uuid: testApp.world.client.uuid,
      first_name: 'Lena',
      roles: ['SCHUELER'],
      user_groups: 'SCHUELER',
      contrast_mode: false,
      simple_language: false,
      theme: 'original',
      show_onboarding: true,
      class: { grade: 8, addition: 'a' },
      school: { name: 'Alexander-von-Humboldt-Gesamtschule', has_sekundarstufe2: true },
    });
  });

  it("lists a teacher's learning groups", async () => {
    const teacher = meSchema.parse((await call('GET', '/api/identity/v1/users/me', 'lehrer')).json());
    expect(teacher.learning_groups).toEqual([expect.objectContaining({ grade: 8, addition: 'a' })]);
    const newTeacher = meSchema.parse((await call('GET', '/api/identity/v1/users/me', 'lehrer-neu')).json());
    expect(newTeacher.learning_groups).toEqual([]);
  });

  it('lists all groups of an account with two roles as a comma list', async () => {
    const me = meSchema.parse((await call('GET', '/api/identity/v1/users/me', 'mehrfach')).json());
    expect(me.user_groups).toBe('LEHRER,ADMIN_SCHULE');
    expect(me.roles).toEqual(['LEHRER']);
  });

  it('lets a deactivated account read its profile with the deletion date', async () => {
    const response = await call('GET', '/api/identity/v1/users/me', 'deaktiviert');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ roles: ['DEACTIVATED'], deletion_date: expect.any(String) });
  });

  it('shows no school for a state coordinator', async () => {
    const me = meSchema.parse((await call('GET', '/api/identity/v1/users/me', 'landadmin')).json());
    expect(me.school).toBeNull();
    expect(me.class).toBeNull();
  });
});

describe('PATCH /api/identity/v1/users/me/*', () => {
  it('stores the contrast mode', async () => {
    const response = await call('PATCH', '/api/identity/v1/users/me/contrast-mode', 'lehrer', { contrast_mode: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ contrast_mode: true });
    const again = await call('GET', '/api/identity/v1/users/me', 'lehrer');
    expect(again.json()).toMatchObject({ contrast_mode: true });
  });

  it('rejects a contrast mode that is not a boolean with a German message', async () => {
    const response = await call('PATCH', '/api/identity/v1/users/me/contrast-mode', 'lehrer', { contrast_mode: 'ja' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields[0].field).toBe('contrast_mode');
    expect(body.message).toMatch(/Ungültig|erwartet/);
  });

  it('stores a colour theme', async () => {
    const response = await call('PATCH', '/api/identity/v1/users/me/theme', 'lehrer2', { theme: 'wald' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ theme: 'wald' });
    const again = await call('GET', '/api/identity/v1/users/me', 'lehrer2');
    expect(again.json()).toMatchObject({ theme: 'wald' });
    await call('PATCH', '/api/identity/v1/users/me/theme', 'lehrer2', { theme: 'original' });
  });

  it('rejects an unknown theme with a German message', async () => {
    const response = await call('PATCH', '/api/identity/v1/users/me/theme', 'lehrer2', { theme: 'pink' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [expect.objectContaining({ field: 'theme' })] });
  });

  it('answers 401 for a theme change without a token', async () => {
    const response = await call('PATCH', '/api/identity/v1/users/me/theme', null, { theme: 'wald' });
    expect(response.statusCode).toBe(401);
  });

  it('stores simple language', async () => {
    const response = await call('PATCH', '/api/identity/v1/users/me/simple-language', 'schueler', {
      simple_language: true,
    });
    expect(response.json()).toMatchObject({ simple_language: true });
  });

  it('stores that onboarding should not be offered again', async () => {
    const response = await call('PATCH', '/api/identity/v1/users/me/onboarding', 'schueler', { show_onboarding: false });
    expect(response.json()).toMatchObject({ show_onboarding: false });
  });

  it('stores the answer to the usage-statistics question; unanswered it is null (decision 186)', async () => {
    const before = await call('GET', '/api/identity/v1/users/me', 'lehrer2');
    expect(before.json()).toMatchObject({ tracking_consent: null });
    const yes = await call('PATCH', '/api/identity/v1/users/me/tracking-consent', 'lehrer2', { tracking_consent: true });
    expect(yes.statusCode).toBe(200);
    expect(yes.json()).toMatchObject({ tracking_consent: true });
    const no = await call('PATCH', '/api/identity/v1/users/me/tracking-consent', 'lehrer2', { tracking_consent: false });
    expect(no.json()).toMatchObject({ tracking_consent: false });
    const invalid = await call('PATCH', '/api/identity/v1/users/me/tracking-consent', 'lehrer2', { tracking_consent: 'ja' });
    expect(invalid.statusCode).toBe(400);
    const deactivated = await call('PATCH', '/api/identity/v1/users/me/tracking-consent', 'deaktiviert', { tracking_consent: true });
    expect(deactivated.statusCode).toBe(403);
  });

  it('switches to a role the account holds', async () => {
    const response = await call('PATCH', '/api/identity/v1/users/me/active-group/ADMIN_SCHULE', 'mehrfach');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ roles: ['ADMIN_SCHULE'], user_groups: 'LEHRER,ADMIN_SCHULE' });
    const back = await call('PATCH', '/api/identity/v1/users/me/active-group/LEHRER', 'mehrfach');
    expect(back.json()).toMatchObject({ roles: ['LEHRER'] });
  });

  it('refuses a role the account does not hold', async () => {
    const response = await call('PATCH', '/api/identity/v1/users/me/active-group/SUPER_ADMIN', 'lehrer');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'ROLE_NOT_HELD' });
  });

  it('refuses an unknown role name', async () => {
    const response = await call('PATCH', '/api/identity/v1/users/me/active-group/chef', 'lehrer');
    expect(response.statusCode).toBe(400);
  });

  it('records the acceptance of the terms of use', async () => {
    const before = Date.now();
    const response = await call('PATCH', '/api/identity/v1/users/me/term-condition', 'altnutzer');
    expect(response.statusCode).toBe(200);
    const accepted = Date.parse(response.json().terms_conditions);
    expect(accepted).toBeGreaterThanOrEqual(before - 1000);
  });

  it('does not let a deactivated account accept terms', async () => {
    const response = await call('PATCH', '/api/identity/v1/users/me/term-condition', 'deaktiviert');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});
