import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../platform/db/schema';
import { refresh, signIn } from '../../../test/sign-in';
import { createTestApp, demoUser, type TestApp } from '../../../test/test-app';
import { auditEvents } from '../../audit/testing';

const BASE = '/api/identity/v1';
const DAY_MS = 24 * 60 * 60 * 1000;

let testApp: TestApp;
let schoolA: string;
let schoolB: string;
let clientUuid: string;

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

async function call(username: string, method: Method, url: string, body?: object) {
  const token = await testApp.tokenOf(username);
  return testApp.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(body ? { payload: body } : {}) });
}

async function callWith(token: string, method: Method, url: string, body?: object) {
  return testApp.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(body ? { payload: body } : {}) });
}

async function auditActions(schoolUuid: string) {
  const rows = await testApp.database.db.select().from(auditEvents).where(eq(auditEvents.schoolUuid, schoolUuid));
  return rows.map((row) => row.action);
}

async function countUsers() {
  return (await testApp.database.db.select({ uuid: users.uuid }).from(users)).length;
}

beforeAll(async () => {
  testApp = await createTestApp();
  [schoolA, schoolB] = testApp.world.schools.map((school) => school.uuid) as [string, string];
  clientUuid = testApp.world.client.uuid;
});
afterAll(() => testApp.close());

describe('classes', () => {
  it('lets the school coordinator create a class and audits it', async () => {
    const response = await call('schuladmin', 'POST', `${BASE}/schools/${schoolA}/classes`, { grade: 7, addition: 'C' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ grade: 7, addition: 'c', label: '7c', secondary_level: 'SEK_I', student_count: 0, teachers: [] });
    expect(await auditActions(schoolA)).toContain('class.created');
  });

  it('refuses a class that exists, in German', async () => {
    const response = await call('schuladmin', 'POST', `${BASE}/schools/${schoolA}/classes`, { grade: 8, addition: 'a' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT', message: 'Die Lerngruppe 8a gibt es an Ihrer Schule schon.' });
  });

  it('checks the grade with a German message', async () => {
    const response = await call('schuladmin', 'POST', `${BASE}/schools/${schoolA}/classes`, { grade: 14, addition: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Jahrgangsstufe muss zwischen 1 und 13 liegen');
  });

  it('edits a class and lists it with its level', async () => {
    const created = await call('schuladmin', 'POST', `${BASE}/schools/${schoolA}/classes`, { grade: 10, addition: 'x' });
    const updated = await call('schuladmin', 'PATCH', `${BASE}/schools/${schoolA}/classes/${created.json().uuid}`, { grade: 12, addition: '' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ label: '12', secondary_level: 'SEK_II' });
    const list = await call('schuladmin', 'GET', `${BASE}/schools/${schoolA}/classes`);
    expect(list.json().map((entry: { label: string }) => entry.label)).toContain('12');
    expect(await auditActions(schoolA)).toContain('class.updated');
  });

  it('answers 403 to a teacher and 404 for another school', async () => {
    expect((await call('lehrer', 'GET', `${BASE}/schools/${schoolA}/classes`)).statusCode).toBe(403);
    expect((await call('schuladmin', 'GET', `${BASE}/schools/${schoolB}/classes`)).statusCode).toBe(404);
    expect((await call('schuladmin', 'POST', `${BASE}/schools/${schoolB}/classes`, { grade: 5, addition: 'q' })).statusCode).toBe(404);
  });

  it('404s a class of another school named under the own school', async () => {
    const classOfB = testApp.world.schools[1]?.classes[0]?.uuid ?? '';
    const response = await call('schuladmin', 'PATCH', `${BASE}/schools/${schoolA}/classes/${classOfB}`, { grade: 9, addition: 'z' });
    expect(response.statusCode).toBe(404);
  });
});

describe('teacher assignments', () => {
  const class8b = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0002';

  it('assigning lehrer-neu to a class makes his me list it; unassigning removes it', async () => {
    const teacher = demoUser(testApp.world, 'lehrer-neu').uuid;
    const before = await call('lehrer-neu', 'GET', `${BASE}/users/me`);
    expect(before.json().learning_groups).toEqual([]);

    const assigned = await call('schuladmin', 'PUT', `${BASE}/schools/${schoolA}/classes/${class8b}/teachers/${teacher}`);
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().teachers).toContainEqual(expect.objectContaining({ uuid: teacher, surname: 'Wagner' }));
    const after = await call('lehrer-neu', 'GET', `${BASE}/users/me`);
    expect(after.json().learning_groups).toEqual([{ uuid: class8b, grade: 8, addition: 'b' }]);
    expect(await auditActions(schoolA)).toContain('teacher.assigned');

    const unassigned = await call('schuladmin', 'DELETE', `${BASE}/schools/${schoolA}/classes/${class8b}/teachers/${teacher}`);
    expect(unassigned.statusCode).toBe(200);
    expect((await call('lehrer-neu', 'GET', `${BASE}/users/me`)).json().learning_groups).toEqual([]);
    expect(await auditActions(schoolA)).toContain('teacher.unassigned');
  });

  it('refuses a student as teacher and a teacher of another school', async () => {
    const student = demoUser(testApp.world, 'schueler').uuid;
    const notTeacher = await call('schuladmin', 'PUT', `${BASE}/schools/${schoolA}/classes/${class8b}/teachers/${student}`);
    expect(notTeacher.statusCode).toBe(400);
    expect(notTeacher.json().message).toBe('Diese Person ist keine Lehrkraft Ihrer Schule.');
    const otherTeacher = demoUser(testApp.world, 'lehrer2').uuid;
    expect((await call('schuladmin', 'PUT', `${BASE}/schools/${schoolA}/classes/${class8b}/teachers/${otherTeacher}`)).statusCode).toBe(404);
  });
});

describe('accounts', () => {
  const class8a = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0001';
  let student: { uuid: string; username: string; initial_password: string };
  /** What the student chooses on the provider's "Neues Passwort festlegen" page (decision 107). */
  const ownPassword = 'Mein-eigenes-Passwort-1';

  it('creates a student whose first-login credentials sign in through the real OIDC flow', async () => {
    const response = await call('schuladmin', 'POST', `${BASE}/schools/${schoolA}/accounts`, {
      role: 'SCHUELER',
      first_name: 'Zoë',
      surname: 'Müller-Lüdenscheidt',
      class_uuid: class8a,
    });
    expect(response.statusCode).toBe(201);
    const { account, credentials } = response.json();
    expect(account).toMatchObject({ username: 'zoe.mueller-luedenscheidt', status: 'active', class: { uuid: class8a, label: '8a' } });
    expect(credentials.initial_password).toMatch(/^[A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4}$/);
    student = { uuid: account.uuid, username: credentials.username, initial_password: credentials.initial_password };

    const [row] = await testApp.database.db.select().from(users).where(eq(users.uuid, student.uuid));
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain(student.initial_password);

    const session = await signIn(testApp.app, { username: student.username, password: student.initial_password, newPassword: ownPassword });
    const me = await callWith(session.accessToken, 'GET', `${BASE}/users/me`);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ uuid: student.uuid, roles: ['SCHUELER'], class: { uuid: class8a, grade: 8, addition: 'a' } });
    expect(await auditActions(schoolA)).toContain('account.created');
  });

  it('gives the second person of the same name a numbered user name, and refuses a taken one', async () => {
    const second = await call('schuladmin', 'POST', `${BASE}/schools/${schoolA}/accounts`, { role: 'LEHRER', first_name: 'Zoë', surname: 'Müller-Lüdenscheidt' });
    expect(second.json().account.username).toBe('zoe.mueller-luedenscheidt2');
    const taken = await call('schuladmin', 'POST', `${BASE}/schools/${schoolA}/accounts`, { role: 'LEHRER', first_name: 'A', surname: 'B', username: 'lehrer' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe('Der Benutzername lehrer ist schon vergeben.');
  });

  it('refuses a class of another school and checks the fields in German', async () => {
    const classOfB = testApp.world.schools[1]?.classes[0]?.uuid ?? '';
    const foreignClass = await call('schuladmin', 'POST', `${BASE}/schools/${schoolA}/accounts`, { role: 'SCHUELER', first_name: 'A', surname: 'B', class_uuid: classOfB });
    expect(foreignClass.statusCode).toBe(400);
    expect(foreignClass.json().message).toBe('Die gewählte Lerngruppe gehört nicht zu Ihrer Schule.');
    const missing = await call('schuladmin', 'POST', `${BASE}/schools/${schoolA}/accounts`, { role: 'SCHUELER', first_name: '', surname: 'B', email: 'kaputt' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('Vorname ist ein Pflichtfeld');
    expect(missing.json().message).toContain('E-Mail muss eine gültige E-Mail-Adresse sein');
    const role = await call('schuladmin', 'POST', `${BASE}/schools/${schoolA}/accounts`, { role: 'ADMIN_SCHULE', first_name: 'A', surname: 'B' });
    expect(role.statusCode).toBe(400);
  });

  it('lists students and teachers of the own school only', async () => {
    const response = await call('schuladmin', 'GET', `${BASE}/schools/${schoolA}/accounts`);
    const usernames = response.json().map((account: { username: string }) => account.username);
    expect(usernames).toEqual(expect.arrayContaining(['schueler', 'lehrer', 'lehrer-neu', 'mehrfach', 'deaktiviert']));
    expect(usernames).not.toContain('schueler2');
    expect(usernames).not.toContain('schuladmin');
    expect((await call('schuladmin', 'GET', `${BASE}/schools/${schoolB}/accounts`)).statusCode).toBe(404);
    expect((await call('schueler', 'GET', `${BASE}/schools/${schoolA}/accounts`)).statusCode).toBe(403);
  });

  it('issues a new initial password; the old one stops working and the account is signed out everywhere', async () => {
    const session = await signIn(testApp.app, { username: student.username, password: ownPassword });
    const response = await call('schuladmin', 'POST', `${BASE}/schools/${schoolA}/accounts/${student.uuid}/initial-password`);
    expect(response.statusCode).toBe(200);
    const fresh = response.json().initial_password as string;
    expect(fresh).not.toBe(student.initial_password);
    await expect(signIn(testApp.app, { username: student.username, password: ownPassword })).rejects.toThrow();
    // Whoever used the old password (the reason for a new one, often) loses the session too.
    await expect(refresh(testApp.app, session.refreshToken)).rejects.toThrow();
    student.initial_password = fresh;
    expect(await auditActions(schoolA)).toContain('account.password_reset');
  });

  it('deactivates an account with the deletion date 91 days ahead, then reactivates it with its code', async () => {
    const before = Date.now();
    const response = await call('schuladmin', 'POST', `${BASE}/schools/${schoolA}/accounts/${student.uuid}/deactivation`);
    expect(response.statusCode).toBe(200);
    const account = response.json();
    expect(account).toMatchObject({ status: 'deactivated', roles: ['DEACTIVATED'], class: null });
    const deletion = Date.parse(account.deletion_date);
    expect(deletion - before).toBeGreaterThanOrEqual(91 * DAY_MS - 1000);
    expect(deletion - before).toBeLessThan(91 * DAY_MS + 60_000);
    expect(await auditActions(schoolA)).toContain('account.deactivated');

    const again = await call('schuladmin', 'POST', `${BASE}/schools/${schoolA}/accounts/${student.uuid}/deactivation`);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Dieses Konto ist bereits deaktiviert.');

    // The owner signs in (choosing an own password again), lands on the landing page and generates a code …
    const session = await signIn(testApp.app, { username: student.username, password: student.initial_password, newPassword: `${ownPassword}-neu` });
    expect((await callWith(session.accessToken, 'GET', `${BASE}/schools/${schoolA}/classes`)).statusCode).toBe(403);
    const generated = await callWith(session.accessToken, 'PATCH', `${BASE}/users/me/reactivation-code`);
    expect(generated.statusCode).toBe(200);
    const code = generated.json().reactivation_code as string;

    // … and the coordinator enters it.
    const wrong = await call('schuladmin', 'POST', `${BASE}/schools/${schoolA}/reactivations`, { code: '1111 2222 3333', role: 'SCHUELER' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe('Dieser Code ist nicht gültig oder abgelaufen.');
    const reactivated = await call('schuladmin', 'POST', `${BASE}/schools/${schoolA}/reactivations`, { code, role: 'SCHUELER' });
    expect(reactivated.statusCode).toBe(200);
    expect(reactivated.json()).toMatchObject({ uuid: student.uuid, status: 'active', roles: ['SCHUELER'], deletion_date: null });
    expect(await auditActions(schoolA)).toContain('account.reactivated');
    const used = await call('schuladmin', 'POST', `${BASE}/schools/${schoolA}/reactivations`, { code, role: 'SCHUELER' });
    expect(used.statusCode).toBe(404);
  });

  it('refuses to deactivate the own account, a coordinator, or an account of another school', async () => {
    const own = demoUser(testApp.world, 'schuladmin').uuid;
    expect((await call('schuladmin', 'POST', `${BASE}/schools/${schoolA}/accounts/${own}/deactivation`)).statusCode).toBe(403);
    const coordinator = demoUser(testApp.world, 'mehrfach').uuid;
    const response = await call('schuladmin', 'POST', `${BASE}/schools/${schoolA}/accounts/${coordinator}/deactivation`);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Dieses Konto können Sie hier nicht verwalten.');
    const other = demoUser(testApp.world, 'schueler2').uuid;
    expect((await call('schuladmin', 'POST', `${BASE}/schools/${schoolA}/accounts/${other}/deactivation`)).statusCode).toBe(404);
    expect((await call('schuladmin', 'POST', `${BASE}/schools/${schoolB}/accounts/${other}/deactivation`)).statusCode).toBe(404);
  });
});

describe('CSV import', () => {
  const url = () => `${BASE}/schools/${schoolA}/account-imports`;

  function classList(count: number, badLine?: number): string {
    const lines = ['Vorname;Nachname;Klasse;E-Mail'];
    for (let index = 0; index < count; index += 1) {
      const line = index + 2;
      lines.push(line === badLine ? `Kim;;8a;` : `Kim;Massenimport${index};8a;`);
    }
    return `${lines.join('\r\n')}\r\n`;
  }

  it('imports nothing from 500 students with one bad row, and names the row', async () => {
    const before = await countUsers();
    const response = await call('schuladmin', 'POST', url(), { role: 'SCHUELER', csv: classList(500, 318) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Es wurde nichts importiert');
    expect(response.json().fields).toEqual([{ field: 'rows.318', message: 'Zeile 318: Nachname ist ein Pflichtfeld' }]);
    expect(await countUsers()).toBe(before);
    expect(await auditActions(schoolA)).not.toContain('account.imported');
  });

  it('previews every row with its German errors and changes nothing', async () => {
    const csv = '\uFEFFVorname,Nachname,Klasse,Benutzername\n"Anna, Maria",Weiß,8b,\nBen,Alt,9z,\nCem,,8a,\nDora,Dopp,8a,lehrer\n';
    const before = await countUsers();
    const response = await call('schuladmin', 'POST', `${url()}/preview`, { role: 'SCHUELER', csv });
    expect(response.statusCode).toBe(200);
    const preview = response.json();
    expect(preview).toMatchObject({ valid_count: 1, error_count: 3 });
    expect(preview.rows[0]).toMatchObject({ line: 2, first_name: 'Anna, Maria', surname: 'Weiß', class_label: '8b', username: 'anna.weiss', errors: [] });
    expect(preview.rows[1].errors).toEqual(['Die Lerngruppe 9z gibt es an Ihrer Schule nicht. Bitte legen Sie sie zuerst an.']);
    expect(preview.rows[2].errors).toEqual(['Nachname ist ein Pflichtfeld']);
    expect(preview.rows[3].errors).toEqual(['Der Benutzername lehrer ist schon vergeben.']);
    expect(await countUsers()).toBe(before);
  });

  it('refuses in the preview what the import refuses: a NUL byte or a tab in a name', async () => {
    const csv = 'Vorname;Nachname;Klasse\nNu\u0000ll;Byte;8a\nTab;Na\tme;8a\nGut;Name;8a\n';
    const before = await countUsers();
    const preview = await call('schuladmin', 'POST', `${url()}/preview`, { role: 'SCHUELER', csv });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ valid_count: 1, error_count: 2 });
    expect(preview.json().rows[0].errors).toEqual(['Vorname enthält ein unsichtbares Steuerzeichen. Bitte entfernen Sie es.']);
    expect(preview.json().rows[1].errors).toEqual(['Nachname enthält ein unsichtbares Steuerzeichen. Bitte entfernen Sie es.']);
    const imported = await call('schuladmin', 'POST', url(), { role: 'SCHUELER', csv });
    expect(imported.statusCode).toBe(400);
    expect(imported.json().fields).toEqual([
      { field: 'rows.2', message: 'Zeile 2: Vorname enthält ein unsichtbares Steuerzeichen. Bitte entfernen Sie es.' },
      { field: 'rows.3', message: 'Zeile 3: Nachname enthält ein unsichtbares Steuerzeichen. Bitte entfernen Sie es.' },
    ]);
    expect(await countUsers()).toBe(before);
  });

  it('explains a file without the needed columns', async () => {
    const response = await call('schuladmin', 'POST', `${url()}/preview`, { role: 'SCHUELER', csv: 'Name;Klasse\nSchmidt;8a\n' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Die Spalte Vorname fehlt');
  });

  it('imports a valid file in one go, with credentials and one audit row', async () => {
    const csv = 'Vorname;Nachname;Klasse\nJule;Import;8b\nJule;Import;8b\nMo;Import;11\n';
    const response = await call('schuladmin', 'POST', url(), { role: 'SCHUELER', csv });
    expect(response.statusCode).toBe(201);
    const result = response.json();
    expect(result.imported).toBe(3);
    expect(result.credentials.map((entry: { username: string }) => entry.username)).toEqual(['jule.import', 'jule.import2', 'mo.import']);
    expect(result.credentials[2]).toMatchObject({ class_label: '11', role: 'SCHUELER' });
    const session = await signIn(testApp.app, { username: 'jule.import2', password: result.credentials[1].initial_password, newPassword: 'Jules-eigenes-Passwort' });
    expect((await callWith(session.accessToken, 'GET', `${BASE}/users/me`)).json().class).toMatchObject({ grade: 8, addition: 'b' });
    const audit = await testApp.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'account.imported'));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0]?.details)).not.toContain(result.credentials[0].initial_password);
  });

  it('answers 403 to a teacher and 404 for another school', async () => {
    const body = { role: 'SCHUELER', csv: 'Vorname;Nachname\nA;B\n' };
    expect((await call('lehrer', 'POST', url(), body)).statusCode).toBe(403);
    expect((await call('schuladmin', 'POST', `${BASE}/schools/${schoolB}/account-imports`, body)).statusCode).toBe(404);
  });
});

describe('schools, Länder and coordinators', () => {
  let otherClient: string;
  let newSchool: string;

  it('lets the federal admin create a Land and its state coordinator', async () => {
    const created = await call('bundadmin', 'POST', `${BASE}/clients`, { name: 'Neues Land', subline: 'Test' });
    expect(created.statusCode).toBe(201);
    otherClient = created.json().uuid;
    const coordinator = await call('bundadmin', 'POST', `${BASE}/clients/${otherClient}/coordinators`, { first_name: 'Lara', surname: 'Land' });
    expect(coordinator.statusCode).toBe(201);
    expect(coordinator.json().account.roles).toEqual(['ADMIN_LAND']);
    const list = await call('bundadmin', 'GET', `${BASE}/clients`);
    expect(list.json()).toContainEqual(expect.objectContaining({ uuid: otherClient, coordinator_count: 1, school_count: 0 }));
    expect((await call('landadmin', 'POST', `${BASE}/clients`, { name: 'Nein' })).statusCode).toBe(403);
    expect((await call('landadmin', 'POST', `${BASE}/clients/${clientUuid}/coordinators`, { first_name: 'A', surname: 'B' })).statusCode).toBe(403);
    const duplicate = await call('bundadmin', 'POST', `${BASE}/clients`, { name: 'neues land' });
    expect(duplicate.json().message).toBe('Das Land neues land gibt es schon.');
  });

  it('lets the state coordinator create a school and its coordinator in the own Land only', async () => {
    const created = await call('landadmin', 'POST', `${BASE}/clients/${clientUuid}/schools`, {
      name: 'Grundschule Am Bach',
      postcode: '04109',
      city: 'Musterstadt',
      has_sekundarstufe2: false,
    });
    expect(created.statusCode).toBe(201);
    newSchool = created.json().uuid;
    expect(created.json()).toMatchObject({ coordinator_count: 0, has_sekundarstufe2: false });
    const badPostcode = await call('landadmin', 'POST', `${BASE}/clients/${clientUuid}/schools`, { name: 'X', postcode: '123', city: 'Y' });
    expect(badPostcode.json().message).toContain('Postleitzahl muss aus fünf Ziffern bestehen');
    expect((await call('landadmin', 'POST', `${BASE}/clients/${otherClient}/schools`, { name: 'X', postcode: '12345', city: 'Y' })).statusCode).toBe(404);
    expect((await call('landadmin', 'GET', `${BASE}/clients/${otherClient}/schools`)).statusCode).toBe(404);
    expect((await call('schuladmin', 'GET', `${BASE}/clients/${clientUuid}/schools`)).statusCode).toBe(403);
  });

  it('creates a school coordinator who signs in and manages only the new school', async () => {
    const response = await call('landadmin', 'POST', `${BASE}/schools/${newSchool}/coordinators`, { first_name: 'Sina', surname: 'Schulleitung', email: 'sina@example.org' });
    expect(response.statusCode).toBe(201);
    const { credentials } = response.json();
    const session = await signIn(testApp.app, { username: credentials.username, password: credentials.initial_password, newPassword: 'Sinas-eigenes-Passwort' });
    const me = await callWith(session.accessToken, 'GET', `${BASE}/users/me`);
    expect(me.json()).toMatchObject({ roles: ['ADMIN_SCHULE'], school: { uuid: newSchool } });
    // No Sekundarstufe II at this school.
    const sekII = await callWith(session.accessToken, 'POST', `${BASE}/schools/${newSchool}/classes`, { grade: 11, addition: '' });
    expect(sekII.statusCode).toBe(400);
    expect(sekII.json().message).toBe('Ihre Schule bietet keine Sekundarstufe II an. Jahrgangsstufen ab 11 sind daher nicht möglich.');
    expect((await callWith(session.accessToken, 'POST', `${BASE}/schools/${newSchool}/classes`, { grade: 4, addition: 'a' })).statusCode).toBe(201);
    expect((await callWith(session.accessToken, 'GET', `${BASE}/schools/${schoolA}/classes`)).statusCode).toBe(404);
    expect((await call('schuladmin', 'POST', `${BASE}/schools/${schoolA}/coordinators`, { first_name: 'A', surname: 'B' })).statusCode).toBe(403);
  });
});

describe('audit trail', () => {
  it('shows the school coordinator what happened at the own school, newest first, without secrets', async () => {
    const response = await call('schuladmin', 'GET', `${BASE}/schools/${schoolA}/audit-events`);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.total).toBeGreaterThan(5);
    const [newest] = page.data;
    expect(newest).toMatchObject({ actor_role: 'ADMIN_SCHULE', actor_name: 'Katrin Hoffmann', school_uuid: schoolA, client_uuid: clientUuid });
    expect(JSON.stringify(page)).not.toMatch(/initial_password|password_hash|scrypt|reactivation_code/i);
    const times = page.data.map((event: { created_at: string }) => Date.parse(event.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('lets the state coordinator read the Land, nobody else a foreign one', async () => {
    const land = await call('landadmin', 'GET', `${BASE}/clients/${clientUuid}/audit-events`);
    expect(land.statusCode).toBe(200);
    expect(land.json().data.map((event: { action: string }) => event.action)).toContain('school.created');
    expect((await call('landadmin', 'GET', `${BASE}/schools/${schoolA}/audit-events`)).statusCode).toBe(200);
    expect((await call('schuladmin', 'GET', `${BASE}/schools/${schoolB}/audit-events`)).statusCode).toBe(404);
    expect((await call('lehrer', 'GET', `${BASE}/schools/${schoolA}/audit-events`)).statusCode).toBe(403);
    expect((await call('schuladmin', 'GET', `${BASE}/clients/${clientUuid}/audit-events`)).statusCode).toBe(403);
  });
});

describe('Keycloak export', () => {
  it("gives the technical admin the Land's accounts in Keycloak's import format, without passwords", async () => {
    const response = await call('technik', 'GET', `${BASE}/clients/${clientUuid}/keycloak-export`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('attachment');
    const body = response.json();
    expect(body.realm).toBe('berufswahl');
    const lehrer = body.users.find((user: { username: string }) => user.username === 'lehrer');
    expect(lehrer).toEqual({
      id: demoUser(testApp.world, 'lehrer').uuid,
      username: 'lehrer',
      firstName: 'Thomas',
      lastName: 'Becker',
      email: 't.becker@humboldt-gesamtschule.example',
      emailVerified: false,
      enabled: true,
      realmRoles: ['LEHRER'],
      attributes: { client_uuid: [clientUuid], school_uuid: [schoolA], school_id: [expect.any(String)] },
      requiredActions: ['UPDATE_PASSWORD'],
    });
    expect(response.body).not.toMatch(/scrypt|credentials/);
    expect((await call('schuladmin', 'GET', `${BASE}/clients/${clientUuid}/keycloak-export`)).statusCode).toBe(403);
    expect((await call('landadmin', 'GET', `${BASE}/clients/${clientUuid}/keycloak-export`)).statusCode).toBe(403);
  });
});

describe('audit trail as personal data', () => {
  it('exports what a coordinator did without other people, and unlinks a deleted person', async () => {
    const { auditPersonalData } = await import('../../audit/testing');
    const coordinator = demoUser(testApp.world, 'schuladmin').uuid;
    const exported = await auditPersonalData.collect(testApp.database.db, coordinator);
    expect(exported.records).toContainEqual(expect.objectContaining({ action: 'account.imported', acted_as: 'ADMIN_SCHULE', target_type: 'import' }));
    expect(JSON.stringify(exported.records)).not.toContain('jule.import');

    const [jule] = await testApp.database.db.select().from(users).where(eq(users.username, 'jule.import'));
    const lehrerNeu = demoUser(testApp.world, 'lehrer-neu').uuid;
    await testApp.database.db.transaction(async (tx) => {
      if (jule) await auditPersonalData.erase(tx, jule.uuid);
      await auditPersonalData.erase(tx, lehrerNeu);
      await auditPersonalData.erase(tx, lehrerNeu); // safe to run again
    });
    const rows = await testApp.database.db.select().from(auditEvents);
    const imported = rows.find((row) => row.action === 'account.imported');
    expect(imported?.details.usernames).toEqual(['jule.import2', 'mo.import']);
    expect(rows.filter((row) => row.targetUuid === lehrerNeu)).toEqual([]);
    expect(JSON.stringify(rows.filter((row) => row.action === 'teacher.assigned').map((row) => row.details))).not.toContain('lehrer-neu');
  });
});
