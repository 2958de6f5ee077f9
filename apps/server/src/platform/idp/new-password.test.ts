import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, createPkcePair, readForm, signIn } from '../../test/sign-in';
import type { DatabaseHandle } from '../db/client';
import { users } from '../db/schema';
import { createIdpTestApp, IDP_TEST_PUBLIC_URL, insertTestUser, openIdpTestDatabase, type IdpTestApp } from './testing/idp';

/** "Neues Passwort festlegen" after a sign-in with a coordinator's initial password (decision 107). */

const REALM = '/realms/berufswahl';
const INITIAL_PASSWORD = 'Kx7m-P3qa-Zt9w';

function authorizationUrl(): string {
  const { challenge } = createPkcePair();
  return `${REALM}/protocol/openid-connect/auth?${new URLSearchParams({
    client_id: 'berufswahl-web',
    redirect_uri: `${IDP_TEST_PUBLIC_URL}/`,
    response_type: 'code',
    response_mode: 'fragment',
    scope: 'openid',
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString()}`;
}

async function post(app: FastifyInstance, cookies: CookieJar, url: string, fields: Record<string, string>) {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { cookie: cookies.header(url) ?? '', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  cookies.store(response.headers['set-cookie']);
  return response;
}

/** Opens the sign-in page like a browser and signs in; answers the page that follows. */
async function signInWithInitialPassword(app: FastifyInstance, username: string, password = INITIAL_PASSWORD) {
  const cookies = new CookieJar();
  const start = await app.inject({ method: 'GET', url: authorizationUrl() });
  cookies.store(start.headers['set-cookie']);
  const location = String(start.headers.location);
  const page = await app.inject({ method: 'GET', url: location, headers: { cookie: cookies.header(location) ?? '' } });
  const form = readForm(page.body);
  if (!form) throw new Error('no login form');
  const response = await post(app, cookies, form.action, { username, password });
  return { response, cookies, loginAction: form.action };
}

describe('forced password change at the first sign-in', () => {
  let database: DatabaseHandle;
  let idp: IdpTestApp;
  let app: FastifyInstance;

  async function flaggedUser(roles: string[]) {
    const user = await insertTestUser(database.db, { roles, password: INITIAL_PASSWORD });
    await database.db.update(users).set({ mustChangePassword: true }).where(eq(users.uuid, user.uuid));
    return user;
  }

  const flagOf = async (uuid: string) =>
    (await database.db.select({ value: users.mustChangePassword }).from(users).where(eq(users.uuid, uuid)))[0]?.value;

  beforeAll(async () => {
    database = await openIdpTestDatabase();
    idp = await createIdpTestApp(database.db);
    app = idp.app;
  });

  afterAll(async () => {
    await idp.close();
    await database.close();
  });

  it('asks a teacher (Sie) for a new password instead of completing the sign-in', async () => {
    const user = await flaggedUser(['LEHRER']);
    const { response } = await signInWithInitialPassword(app, user.username);
    expect(response.statusCode).toBe(200);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain('<h1>Neues Passwort festlegen</h1>');
    expect(response.body).toContain('Bitte legen Sie jetzt Ihr eigenes Passwort fest.');
    expect(response.body).toContain('<label for="password">Neues Passwort</label>');
    expect(response.body).toContain('<label for="repeat">Neues Passwort wiederholen</label>');
    expect(response.body).toMatch(/id="password"[^>]*autocomplete="new-password"[^>]*aria-describedby="new-password-rules"[^>]*autofocus/);
    expect(response.body).toContain('data-form="new-password"');
    expect(await flagOf(user.uuid)).toBe(true);
  });

  it('addresses a student with du', async () => {
    const user = await flaggedUser(['SCHUELER']);
    const { response } = await signInWithInitialPassword(app, user.username);
    expect(response.body).toContain('Bitte lege jetzt dein eigenes Passwort fest.');
    expect(response.body).toContain('Dein Passwort muss mindestens 10 Zeichen lang sein');
  });

  it('refuses a short, a repeated-wrong and the old password with German messages bound to the fields', async () => {
    const user = await flaggedUser(['SCHUELER']);
    const { response, cookies } = await signInWithInitialPassword(app, user.username);
    const action = readForm(response.body)?.action ?? '';
    expect(action).toMatch(/\/interaction\/[^/]+\/new-password$/);

    const short = await post(app, cookies, action, { password: 'kurz', repeat: 'kurz' });
    expect(short.statusCode).toBe(200);
    expect(short.body).toContain('<p class="field-error" id="password-error">Dein neues Passwort muss mindestens 10 Zeichen lang sein.</p>');
    expect(short.body).toMatch(/id="password"[^>]*aria-describedby="password-error new-password-rules"[^>]*aria-invalid="true"/);
    expect(short.body).toContain('role="alert"');
    expect(short.body).toContain('<title>Fehler: Neues Passwort festlegen – Berufswahl</title>');

    const mismatch = await post(app, cookies, action, { password: 'lang-genug-123', repeat: 'lang-genug-124' });
    expect(mismatch.body).toContain('Die beiden Passwörter stimmen nicht überein. Bitte gib zweimal dasselbe Passwort ein.');
    expect(mismatch.body).toMatch(/id="repeat"[^>]*aria-invalid="true"[^>]*autofocus/);

    const missingRepeat = await post(app, cookies, action, { password: 'lang-genug-123', repeat: '' });
    expect(missingRepeat.body).toContain('Bitte gib das neue Passwort ein zweites Mal ein.');

    const same = await post(app, cookies, action, { password: INITIAL_PASSWORD, repeat: INITIAL_PASSWORD });
    expect(same.body).toContain('Dein neues Passwort muss sich vom Startpasswort unterscheiden.');
    expect(await flagOf(user.uuid)).toBe(true);
  });

  it('stores the new password, clears the mark and continues the sign-in to the app', async () => {
    const user = await flaggedUser(['LEHRER']);
    const { response, cookies } = await signInWithInitialPassword(app, user.username);
    const action = readForm(response.body)?.action ?? '';
    const saved = await post(app, cookies, action, { password: 'Mein-neues-Passwort', repeat: 'Mein-neues-Passwort' });
    expect(saved.statusCode).toBe(303);
    const resumeUrl = new URL(String(saved.headers.location), IDP_TEST_PUBLIC_URL);
    const resumePath = `${resumeUrl.pathname}${resumeUrl.search}`;
    const resumed = await app.inject({ method: 'GET', url: resumePath, headers: { cookie: cookies.header(resumePath) ?? '' } });
    expect(resumed.statusCode).toBe(303);
    const back = new URL(String(resumed.headers.location));
    expect(back.origin + back.pathname).toBe(`${IDP_TEST_PUBLIC_URL}/`);
    expect(new URLSearchParams(back.hash.slice(1)).get('code')).toBeTruthy();
    expect(await flagOf(user.uuid)).toBe(false);

    // From now on the own password signs in directly, the initial one no longer.
    const session = await signIn(app, { username: user.username, password: 'Mein-neues-Passwort' });
    expect(session.accessToken).toBeTruthy();
    await expect(signIn(app, { username: user.username, password: INITIAL_PASSWORD })).rejects.toThrow();
  });

  it('does not let anyone set a password without the verified initial password first', async () => {
    const user = await flaggedUser(['LEHRER']);
    // A fresh interaction where nobody entered the initial password.
    const cookies = new CookieJar();
    const start = await app.inject({ method: 'GET', url: authorizationUrl() });
    cookies.store(start.headers['set-cookie']);
    const action = `${String(start.headers.location)}/new-password`;
    const response = await post(app, cookies, action, { password: 'Fremdes-Passwort-1', repeat: 'Fremdes-Passwort-1' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Die Anmeldung ist abgelaufen');
    // A wrong initial password does not reach the form either.
    const wrong = await signInWithInitialPassword(app, user.username, 'falsch-falsch');
    expect(wrong.response.body).toContain('Benutzername oder Passwort ist falsch.');
    expect(wrong.response.body).not.toContain('data-form="new-password"');
    expect(await flagOf(user.uuid)).toBe(true);
  });

  it('signs accounts without the mark in directly', async () => {
    const user = await insertTestUser(database.db, { roles: ['SCHUELER'] });
    const session = await signIn(app, { username: user.username });
    expect(session.accessToken).toBeTruthy();
  });
});
