import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../platform/db/schema';
import { signIn } from '../../../test/sign-in';
import { createTestApp, demoUser, type TestApp } from '../../../test/test-app';
import { auditEvents } from '../../audit/testing';

/** Editing in the administration (decisions 105–108): classes, accounts, moving students, coordinator lists. */

const BASE = '/api/identity/v1';
const CLASS_8A = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0001';

let testApp: TestApp;
let schoolA: string;
let schoolB: string;
let clientUuid: string;

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

async function call(username: string | null, method: Method, url: string, body?: object) {
  const headers = username ? { authorization: `Bearer ${await testApp.tokenOf(username)}` } : {};
  return testApp.app.inject({ method, url, headers, ...(body ? { payload: body } : {}) });
}

async function auditOf(targetUuid: string) {
  return testApp.database.db.select().from(auditEvents).where(eq(auditEvents.targetUuid, targetUuid));
}

async function createClass(addition: string): Promise<string> {
  const response = await call('schuladmin', 'POST', `${BASE}/schools/${schoolA}/classes`, { grade: 9, addition });
  expect(response.statusCode).toBe(201);
  return response.json().uuid as string;
}

async function createStudent(surname: string, classUuid: string | null) {
  const response = await call('schuladmin', 'POST', `${BASE}/schools/${schoolA}/accounts`, { role: 'SCHUELER', first_name: 'Edit', surname, class_uuid: classUuid });
  expect(response.statusCode).toBe(201);
  return response.json() as { account: { uuid: string; username: string }; credentials: { initial_password: string } };
}

beforeAll(async () => {
  testApp = await createTestApp();
  [schoolA, schoolB] = testApp.world.schools.map((school) => school.uuid) as [string, string];
  clientUuid = testApp.world.client.uuid;
});
afterAll(() => testApp.close());

describe('renaming and deleting classes', () => {
  it('answers 409 in German when the new name is taken at the school', async () => {
    const classUuid = await createClass('ren');
    const response = await call('schuladmin', 'PATCH', `${BASE}/schools/${schoolA}/classes/${classUuid}`, { grade: 8, addition: 'A' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Die Lerngruppe 8a gibt es an Ihrer Schule schon.',
      fields: [{ field: 'addition', message: 'Die Lerngruppe 8a gibt es an Ihrer Schule schon.' }],
    });
    const renamed = await call('schuladmin', 'PATCH', `${BASE}/schools/${schoolA}/classes/${classUuid}`, { grade: 9, addition: 'neu' });
    expect(renamed.json()).toMatchObject({ label: '9neu' });
  });

  it('deletes an empty class with its teacher assignments and audits it', async () => {
    const classUuid = await createClass('weg');
    const teacher = demoUser(testApp.world, 'lehrer-neu').uuid;
    expect((await call('schuladmin', 'PUT', `${BASE}/schools/${schoolA}/classes/${classUuid}/teachers/${teacher}`)).statusCode).toBe(200);
    const response = await call('schuladmin', 'DELETE', `${BASE}/schools/${schoolA}/classes/${classUuid}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ uuid: classUuid, label: '9weg' });
    const list = await call('schuladmin', 'GET', `${BASE}/schools/${schoolA}/classes`);
    expect(list.json().map((entry: { uuid: string }) => entry.uuid)).not.toContain(classUuid);
    const [audit] = await auditOf(classUuid).then((rows) => rows.filter((row) => row.action === 'class.deleted'));
    expect(audit?.details).toMatchObject({ label: '9weg', teachers: ['lehrer-neu'] });
    expect((await call('schuladmin', 'DELETE', `${BASE}/schools/${schoolA}/classes/${classUuid}`)).statusCode).toBe(404);
  });

  it('refuses to delete a class with students and says how many must move', async () => {
    const classUuid = await createClass('voll');
    await createStudent('Voll1', classUuid);
    await createStudent('Voll2', classUuid);
    const response = await call('schuladmin', 'DELETE', `${BASE}/schools/${schoolA}/classes/${classUuid}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Die Lerngruppe 9voll hat noch 2 Schüler*innen. Bitte ordnen Sie diese zuerst einer anderen Lerngruppe zu oder deaktivieren Sie die Konten.',
    );
  });

  it('answers 401 without a token, 403 to a teacher and 404 for another school', async () => {
    const classUuid = await createClass('sad');
    const url = `${BASE}/schools/${schoolA}/classes/${classUuid}`;
    expect((await call(null, 'DELETE', url)).statusCode).toBe(401);
    expect((await call('lehrer', 'DELETE', url)).statusCode).toBe(403);
    expect((await call('schuladmin', 'DELETE', `${BASE}/schools/${schoolB}/classes/${classUuid}`)).statusCode).toBe(404);
    const classOfB = testApp.world.schools[1]?.classes[0]?.uuid ?? '';
    expect((await call('schuladmin', 'DELETE', `${BASE}/schools/${schoolA}/classes/${classOfB}`)).statusCode).toBe(404);
    expect((await call('schuladmin', 'DELETE', `${BASE}/schools/${schoolA}/classes/kein-uuid`)).statusCode).toBe(400);
  });
});

describe('editing accounts and moving students', () => {
  it('changes names and e-mail and audits the changed fields without their values', async () => {
    const { account } = await createStudent('Vorher', null);
    const response = await call('schuladmin', 'PATCH', `${BASE}/schools/${schoolA}/accounts/${account.uuid}`, {
      first_name: ' Edith ',
      surname: 'Nachher',
      email: 'Edith.Nachher@Example.org',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ first_name: 'Edith', surname: 'Nachher', email: 'edith.nachher@example.org', username: account.username });
    const audit = (await auditOf(account.uuid)).find((row) => row.action === 'account.updated');
    expect(audit?.details).toEqual({ username: account.username, fields: ['first_name', 'surname', 'email'] });

    const removed = await call('schuladmin', 'PATCH', `${BASE}/schools/${schoolA}/accounts/${account.uuid}`, { email: '' });
    expect(removed.json()).toMatchObject({ email: null, first_name: 'Edith' });
  });

  it('checks the fields with German messages', async () => {
    const { account } = await createStudent('Pruefung', null);
    const url = `${BASE}/schools/${schoolA}/accounts/${account.uuid}`;
    const bad = await call('schuladmin', 'PATCH', url, { first_name: '', surname: 'x'.repeat(256), email: 'kaputt' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Vorname ist ein Pflichtfeld');
    expect(bad.json().message).toContain('Nachname darf nicht länger als 255 Zeichen sein');
    expect(bad.json().message).toContain('E-Mail muss eine gültige E-Mail-Adresse sein');
    const tooLong = await call('schuladmin', 'PATCH', url, { email: `${'a'.repeat(250)}@example.org` });
    expect(tooLong.json().message).toContain('E-Mail darf nicht länger als 255 Zeichen sein');
    const classOfB = testApp.world.schools[1]?.classes[0]?.uuid ?? '';
    const foreignClass = await call('schuladmin', 'PATCH', url, { class_uuid: classOfB });
    expect(foreignClass.statusCode).toBe(400);
    expect(foreignClass.json().message).toBe('Die gewählte Lerngruppe gehört nicht zu Ihrer Schule.');
    const teacher = demoUser(testApp.world, 'lehrer-neu').uuid;
    const teacherClass = await call('schuladmin', 'PATCH', `${BASE}/schools/${schoolA}/accounts/${teacher}`, { class_uuid: CLASS_8A });
    expect(teacherClass.statusCode).toBe(400);
    expect(teacherClass.json().message).toBe('Nur Schüler*innen gehören einer Lerngruppe an. Lehrkräfte ordnen Sie bei der Lerngruppe zu.');
  });

  it('moves a student to another class of the school; class lists and the audit trail follow', async () => {
    const target = await createClass('ziel');
    const { account } = await createStudent('Wechsel', CLASS_8A);
    // Teachers' views (class lists, rankings, pinboards) read the class membership at every
    // request, so the student counts of the classes show what the teacher of 8a sees.
    const studentCount = async (classUuid: string) =>
      (await call('schuladmin', 'GET', `${BASE}/schools/${schoolA}/classes`)).json().find((entry: { uuid: string }) => entry.uuid === classUuid)
        ?.student_count as number;
    const before = await studentCount(CLASS_8A);

    const moved = await call('schuladmin', 'PATCH', `${BASE}/schools/${schoolA}/accounts/${account.uuid}`, { class_uuid: target });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ class: { uuid: target, label: '9ziel' } });
    expect(await studentCount(CLASS_8A)).toBe(before - 1);
    expect(await studentCount(target)).toBe(1);
    const audit = (await auditOf(account.uuid)).find((row) => row.action === 'student.moved');
    expect(audit?.details).toMatchObject({ from: '8a', to: '9ziel', from_class_uuid: CLASS_8A, to_class_uuid: target });

    const withoutClass = await call('schuladmin', 'PATCH', `${BASE}/schools/${schoolA}/accounts/${account.uuid}`, { class_uuid: null });
    expect(withoutClass.json()).toMatchObject({ class: null });
  });

  it('answers 401, 403 and 404 on the sad paths, and 409 for a deactivated account', async () => {
    const { account } = await createStudent('Traurig', null);
    const url = `${BASE}/schools/${schoolA}/accounts/${account.uuid}`;
    expect((await call(null, 'PATCH', url, { surname: 'X' })).statusCode).toBe(401);
    expect((await call('lehrer', 'PATCH', url, { surname: 'X' })).statusCode).toBe(403);
    expect((await call('schuladmin', 'PATCH', `${BASE}/schools/${schoolB}/accounts/${account.uuid}`, { surname: 'X' })).statusCode).toBe(404);
    const studentOfB = demoUser(testApp.world, 'schueler2').uuid;
    expect((await call('schuladmin', 'PATCH', `${BASE}/schools/${schoolA}/accounts/${studentOfB}`, { surname: 'X' })).statusCode).toBe(404);
    const own = await call('schuladmin', 'PATCH', `${BASE}/schools/${schoolA}/accounts/${demoUser(testApp.world, 'schuladmin').uuid}`, { surname: 'X' });
    expect(own.statusCode).toBe(403);

    await call('schuladmin', 'POST', `${url}/deactivation`);
    const deactivated = await call('schuladmin', 'PATCH', url, { surname: 'X' });
    expect(deactivated.statusCode).toBe(409);
    expect(deactivated.json().message).toBe('Ein deaktiviertes Konto können Sie nicht bearbeiten. Reaktivieren Sie es zuerst.');
  });
});

describe('first-login password (decision 107)', () => {
  it('marks created accounts, clears the mark with the own password, and sets it again on a reset', async () => {
    const { account, credentials } = await createStudent('Erstanmeldung', null);
    const flag = async () =>
      (await testApp.database.db.select({ value: users.mustChangePassword }).from(users).where(eq(users.uuid, account.uuid)))[0]?.value;
    expect(await flag()).toBe(true);
    await expect(signIn(testApp.app, { username: account.username, password: credentials.initial_password })).rejects.toThrow(/new password/);
    await signIn(testApp.app, { username: account.username, password: credentials.initial_password, newPassword: 'Eigenes-Passwort-42' });
    expect(await flag()).toBe(false);
    const session = await signIn(testApp.app, { username: account.username, password: 'Eigenes-Passwort-42' });
    expect(session.accessToken).toBeTruthy();

    await call('schuladmin', 'POST', `${BASE}/schools/${schoolA}/accounts/${account.uuid}/initial-password`);
    expect(await flag()).toBe(true);
  });

  it('marks imported accounts and new coordinators too', async () => {
    const csv = 'Vorname;Nachname\nImma;Importiert\n';
    const imported = await call('schuladmin', 'POST', `${BASE}/schools/${schoolA}/account-imports`, { role: 'SCHUELER', csv });
    expect(imported.statusCode).toBe(201);
    const coordinator = await call('bundadmin', 'POST', `${BASE}/clients/${clientUuid}/coordinators`, { first_name: 'Lara', surname: 'Landeskoordination' });
    expect(coordinator.statusCode).toBe(201);
    const uuids = [imported.json().credentials[0].uuid as string, coordinator.json().account.uuid as string];
    for (const uuid of uuids) {
      const [row] = await testApp.database.db.select({ value: users.mustChangePassword }).from(users).where(eq(users.uuid, uuid));
      expect(row?.value).toBe(true);
    }
  });

  it('never marks the demo accounts', async () => {
    const marked = await testApp.database.db.select({ username: users.username }).from(users).where(eq(users.mustChangePassword, true));
    const demoNames = new Set(testApp.world.users.map((user) => user.username));
    expect(marked.filter((row) => demoNames.has(row.username))).toEqual([]);
  });
});

describe('coordinator lists (decision 108)', () => {
  it('shows the federal admin the state coordinators of a Land', async () => {
    const response = await call('bundadmin', 'GET', `${BASE}/clients/${clientUuid}/coordinators`);
    expect(response.statusCode).toBe(200);
    const landadmin = response.json().find((entry: { username: string }) => entry.username === 'landadmin');
    expect(landadmin).toMatchObject({ status: 'active', school: null });
    expect(response.json().every((entry: { username: string }) => entry.username !== 'schuladmin')).toBe(true);
    expect((await call('landadmin', 'GET', `${BASE}/clients/${clientUuid}/coordinators`)).statusCode).toBe(403);
    expect((await call(null, 'GET', `${BASE}/clients/${clientUuid}/coordinators`)).statusCode).toBe(401);
  });

  it('shows the state coordinator the school coordinators of the Land with their school', async () => {
    const response = await call('landadmin', 'GET', `${BASE}/clients/${clientUuid}/school-coordinators`);
    expect(response.statusCode).toBe(200);
    const schuladmin = response.json().find((entry: { username: string }) => entry.username === 'schuladmin');
    expect(schuladmin).toMatchObject({ school: { uuid: schoolA } });
    expect((await call('schuladmin', 'GET', `${BASE}/clients/${clientUuid}/school-coordinators`)).statusCode).toBe(403);
    const otherClient = '00000000-0000-4000-8000-00000000abcd';
    expect((await call('landadmin', 'GET', `${BASE}/clients/${otherClient}/school-coordinators`)).statusCode).toBe(404);
  });
});
