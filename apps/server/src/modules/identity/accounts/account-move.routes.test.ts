import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ACCOUNT_MOVED_NOTICE, type AdminAccount, type Notification } from '@berufswahl/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classMemberships, users } from '../../../platform/db/schema';
import { signIn } from '../../../test/sign-in';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { accountMoveCalls, IDENTITY_API } from '../testing/account-moves';
import { files, pngBytes } from '../../files/testing';
import { postStoryAs } from '../../bo/testing';

/**
 * Moving a deactivated account to another school with its owner's code (decision 052): the
 * receiving school enters the code, the old school sees the code, may revoke it, and learns of the
 * move in its audit trail and by a notification.
 */

const BASE = IDENTITY_API;
const DAY_MS = 24 * 60 * 60 * 1000;

let testApp: TestApp;
let dataDir: string;
let schoolA: string;
let schoolB: string;
let schoolBName: string;
/** The school coordinator of school B (the demo world has none; the state coordinator creates one). */
let coordinatorOfB: string;

const { call, callWith, auditOf, ...moves } = accountMoveCalls(() => testApp);

/** A student of school A, signed in once (own password set), then deactivated by the coordinator. */
async function deactivatedStudentOfA(surname: string, options: { withStory?: boolean } = {}) {
  let storyUuid: string | null = null;
  const student = await moves.deactivatedStudentOfA(schoolA, surname, async (accessToken, username) => {
    if (!options.withStory) return;
    const story = await postStoryAs({ app: testApp.app, tokenOf: async () => accessToken }, username, 'Mein Praktikum in der Tischlerei #holz', {
      filename: 'werkstueck.png',
      content: pngBytes(800),
    });
    storyUuid = story.uuid;
  });
  return { ...student, storyUuid };
}

async function generateCode(token: string): Promise<string> {
  const response = await callWith(token, 'PATCH', `${BASE}/users/me/reactivation-code`);
  expect(response.statusCode).toBe(200);
  return response.json().reactivation_code as string;
}

async function accountsOf(token: string, schoolUuid: string): Promise<AdminAccount[]> {
  const response = await callWith(token, 'GET', `${BASE}/schools/${schoolUuid}/accounts`);
  expect(response.statusCode).toBe(200);
  return response.json() as AdminAccount[];
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'berufswahl-account-move-'));
  testApp = await createTestApp({ DATA_DIR: dataDir });
  [schoolA, schoolB] = testApp.world.schools.map((school) => school.uuid) as [string, string];
  schoolBName = testApp.world.schools[1]?.name ?? '';
  coordinatorOfB = await moves.newCoordinatorOf(schoolB, 'Stadtpark');
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('moving a deactivated account from school A to school B', () => {
  it('moves it with its data, records the move in both audit trails and notifies the old school', async () => {
    const student = await deactivatedStudentOfA('Umzug', { withStory: true });
    const code = await generateCode(student.token);

    // The old school sees that a code exists and until when – not the code itself.
    const listed = (await accountsOf(await testApp.tokenOf('schuladmin'), schoolA)).find((account) => account.uuid === student.uuid);
    expect(listed?.status).toBe('deactivated');
    expect(Date.parse(listed?.reactivation_code_valid_until ?? '') - Date.now()).toBeGreaterThan(90 * DAY_MS);
    expect(JSON.stringify(listed)).not.toContain(code);

    const wrong = await callWith(coordinatorOfB, 'POST', `${BASE}/schools/${schoolB}/reactivations`, { code: '1111 2222 3333', role: 'SCHUELER' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe('Dieser Code ist nicht gültig oder abgelaufen.');

    const moved = await callWith(coordinatorOfB, 'POST', `${BASE}/schools/${schoolB}/reactivations`, { code, role: 'SCHUELER' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ uuid: student.uuid, status: 'active', roles: ['SCHUELER'], deletion_date: null, reactivation_code_valid_until: null, class: null });

    // Now B's, no longer A's; no class of A; the deletion is off.
    const [row] = await testApp.database.db.select().from(users).where(eq(users.uuid, student.uuid));
    expect(row).toMatchObject({ schoolUuid: schoolB, roles: ['SCHUELER'], deletionDate: null, reactivationCode: null });
    expect(await testApp.database.db.select().from(classMemberships).where(eq(classMemberships.userUuid, student.uuid))).toEqual([]);
    expect((await accountsOf(await testApp.tokenOf('schuladmin'), schoolA)).map((account) => account.uuid)).not.toContain(student.uuid);
    expect((await accountsOf(coordinatorOfB, schoolB)).map((account) => account.uuid)).toContain(student.uuid);
    expect((await call('schuladmin', 'POST', `${BASE}/schools/${schoolA}/accounts/${student.uuid}/deactivation`)).statusCode).toBe(404);

    // The data came along: the story with its photo, seen by the student after signing in again.
    const session = await signIn(testApp.app, { username: student.username, password: student.password });
    const stories = await callWith(session.accessToken, 'GET', '/api/bo/v1/artefacts/stories');
    expect(stories.statusCode).toBe(200);
    expect(stories.body).toContain(student.storyUuid!);
    expect(await testApp.database.db.select({ uuid: files.uuid }).from(files).where(eq(files.ownerUuid, student.uuid))).toHaveLength(1);

    // Both trails name the move and the other school; the old one's under the old school.
    const inB = (await auditOf(coordinatorOfB, schoolB)).find((event) => event.target_uuid === student.uuid);
    expect(inB).toMatchObject({ action: 'account.moved_in', details: { username: student.username, role: 'SCHUELER', from_school: 'Alexander-von-Humboldt-Gesamtschule' } });
    const inA = (await auditOf(await testApp.tokenOf('schuladmin'), schoolA)).find((event) => event.action === 'account.moved_out' && event.target_uuid === student.uuid);
    expect(inA).toMatchObject({ actor_name: 'Bela Stadtpark', school_uuid: schoolA, details: { username: student.username, to_school: schoolBName } });

    // Every school coordinator of A is told; B's coordinator made the move and gets nothing.
    for (const username of ['schuladmin', 'mehrfach']) {
      const unread = (await call(username, 'GET', '/api/messaging/v1/notifications/unread')).json() as Notification[];
      const notice = unread.find((notification) => notification.title === ACCOUNT_MOVED_NOTICE.title && notification.message.includes(student.username));
      expect(notice, username).toMatchObject({ link: '/verwaltung/protokoll', link_text: 'Protokoll öffnen' });
      expect(notice?.message).toContain(schoolBName);
    }
    const ownNotices = (await callWith(coordinatorOfB, 'GET', '/api/messaging/v1/notifications/unread')).json() as Notification[];
    expect(ownNotices.some((notification) => notification.title === ACCOUNT_MOVED_NOTICE.title)).toBe(false);

    // The code worked once.
    expect((await callWith(coordinatorOfB, 'POST', `${BASE}/schools/${schoolB}/reactivations`, { code, role: 'SCHUELER' })).statusCode).toBe(404);
  });

  it('lets only one of two schools entering the same code at once take the account', async () => {
    const student = await deactivatedStudentOfA('Gleichzeitig');
    const code = await generateCode(student.token);
    const answers = await Promise.all([
      callWith(coordinatorOfB, 'POST', `${BASE}/schools/${schoolB}/reactivations`, { code, role: 'SCHUELER' }),
      call('schuladmin', 'POST', `${BASE}/schools/${schoolA}/reactivations`, { code, role: 'SCHUELER' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
  });

  it('refuses an expired code', async () => {
    const student = await deactivatedStudentOfA('Abgelaufen');
    const code = await generateCode(student.token);
    await testApp.database.db.update(users).set({ reactivationCodeDate: new Date(Date.now() - 1000) }).where(eq(users.uuid, student.uuid));
    expect((await accountsOf(await testApp.tokenOf('schuladmin'), schoolA)).find((account) => account.uuid === student.uuid)?.reactivation_code_valid_until).toBeNull();
    const response = await callWith(coordinatorOfB, 'POST', `${BASE}/schools/${schoolB}/reactivations`, { code, role: 'SCHUELER' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Dieser Code ist nicht gültig oder abgelaufen.');
    expect((await testApp.database.db.select({ schoolUuid: users.schoolUuid }).from(users).where(eq(users.uuid, student.uuid)))[0]?.schoolUuid).toBe(schoolA);
  });
});

describe('the old school revoking the code', () => {
  it('makes the code unusable at once, audits it, and the owner sees the code gone', async () => {
    const student = await deactivatedStudentOfA('Gesperrt');
    const code = await generateCode(student.token);
    const revoked = await call('schuladmin', 'DELETE', `${BASE}/schools/${schoolA}/accounts/${student.uuid}/reactivation-code`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ uuid: student.uuid, status: 'deactivated', reactivation_code_valid_until: null });

    expect((await callWith(coordinatorOfB, 'POST', `${BASE}/schools/${schoolB}/reactivations`, { code, role: 'SCHUELER' })).statusCode).toBe(404);
    expect((await callWith(student.token, 'GET', `${BASE}/users/me`)).json()).toMatchObject({ reactivation_code: null, reactivation_code_date: null });
    const audit = (await auditOf(await testApp.tokenOf('schuladmin'), schoolA)).filter((event) => event.target_uuid === student.uuid);
    expect(audit.map((event) => event.action)).toContain('account.reactivation_code_revoked');
    expect(JSON.stringify(audit)).not.toContain(code);

    // Nothing left to revoke: the same answer, no second audit row.
    expect((await call('schuladmin', 'DELETE', `${BASE}/schools/${schoolA}/accounts/${student.uuid}/reactivation-code`)).statusCode).toBe(200);
    const after = (await auditOf(await testApp.tokenOf('schuladmin'), schoolA)).filter((event) => event.action === 'account.reactivation_code_revoked' && event.target_uuid === student.uuid);
    expect(after).toHaveLength(1);

    // The owner may generate a new one, which the old school sees again.
    await generateCode(student.token);
    expect((await accountsOf(await testApp.tokenOf('schuladmin'), schoolA)).find((account) => account.uuid === student.uuid)?.reactivation_code_valid_until).not.toBeNull();
  });

  it('answers 409 for an active account, 404 to another school, 403 to a teacher, 401 without a token', async () => {
    const active = (await accountsOf(await testApp.tokenOf('schuladmin'), schoolA)).find((account) => account.status === 'active' && account.roles.includes('SCHUELER'))!;
    const url = `${BASE}/schools/${schoolA}/accounts/${active.uuid}/reactivation-code`;
    const conflict = await call('schuladmin', 'DELETE', url);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toBe('Dieses Konto ist nicht deaktiviert.');
    const deactivated = await deactivatedStudentOfA('Fremd');
    expect((await callWith(coordinatorOfB, 'DELETE', `${BASE}/schools/${schoolB}/accounts/${deactivated.uuid}/reactivation-code`)).statusCode).toBe(404);
    expect((await callWith(coordinatorOfB, 'DELETE', `${BASE}/schools/${schoolA}/accounts/${deactivated.uuid}/reactivation-code`)).statusCode).toBe(404);
    expect((await call('lehrer', 'DELETE', `${BASE}/schools/${schoolA}/accounts/${deactivated.uuid}/reactivation-code`)).statusCode).toBe(403);
    expect((await testApp.app.inject({ method: 'DELETE', url: `${BASE}/schools/${schoolA}/accounts/${deactivated.uuid}/reactivation-code` })).statusCode).toBe(401);
  });
});

describe('guessing codes', () => {
  it('stops a coordinator after 10 tries in a quarter of an hour with 429, even for a right code', async () => {
    const student = await deactivatedStudentOfA('Geraten');
    const code = await generateCode(student.token);
    const guess = (attempt: number) => call('schuladmin', 'POST', `${BASE}/schools/${schoolA}/reactivations`, { code: String(100_000_000_000 + attempt), role: 'SCHUELER' });
    // The coordinator entered one code above already; the counter says what is left of the 10.
    const first = await guess(0);
    expect(first.statusCode).toBe(404);
    expect(first.headers['ratelimit-limit']).toBe('10');
    const left = Number(first.headers['ratelimit-remaining']);
    expect(left).toBeGreaterThanOrEqual(0);
    for (let attempt = 1; attempt <= left; attempt += 1) expect((await guess(attempt)).statusCode).toBe(404);
    const stopped = await call('schuladmin', 'POST', `${BASE}/schools/${schoolA}/reactivations`, { code, role: 'SCHUELER' });
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    expect((await testApp.database.db.select({ roles: users.roles }).from(users).where(eq(users.uuid, student.uuid)))[0]?.roles).toEqual(['DEACTIVATED']);
  });
});
