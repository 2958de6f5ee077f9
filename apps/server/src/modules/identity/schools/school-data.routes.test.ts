import type { SchoolSummary } from '@berufswahl/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../audit/testing';
import { createTestApp, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
let schoolA: string;
let schoolB: string;

const valid = {
  data_protection_officer_email: 'datenschutz@humboldt.example',
  data_protection_officer_first_name: 'Dana',
  data_protection_officer_last_name: 'Schutz',
  data_protection_officer_phone: '+49 (341) 123-45',
  principal_email: 'leitung@humboldt.example',
  principal_first_name: 'Paul',
  principal_last_name: 'Leiter',
};

async function patch(username: string, schoolUuid: string, payload: object) {
  const token = await testApp.tokenOf(username);
  return testApp.app.inject({
    method: 'PATCH',
    url: `/api/identity/v1/schools/${schoolUuid}`,
    payload,
    headers: { authorization: `Bearer ${token}` },
  });
}

beforeAll(async () => {
  testApp = await createTestApp();
  [schoolA, schoolB] = testApp.world.schools.map((school) => school.uuid) as [string, string];
});
afterAll(() => testApp.close());

describe('PATCH /api/identity/v1/schools/{schoolUuid}', () => {
  it("stores the school coordinator's form for the own school", async () => {
    const response = await patch('schuladmin', schoolA, valid);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json() as SchoolSummary).toMatchObject(valid);
  });

  it('stores an empty phone as none', async () => {
    const response = await patch('schuladmin', schoolA, { ...valid, data_protection_officer_phone: '' });
    expect(response.json()).toMatchObject({ data_protection_officer_phone: null });
  });

  it('answers 404 for another school and 403 for other roles', async () => {
    expect((await patch('schuladmin', schoolB, valid)).statusCode).toBe(404);
    expect((await patch('lehrer', schoolA, valid)).statusCode).toBe(403);
    expect((await patch('landadmin', schoolA, valid)).statusCode).toBe(403);
  });

  it.each([
    [{ principal_email: '' }, 'E-Mail der Schulleitung ist ein Pflichtfeld'],
    [{ data_protection_officer_email: 'kein-at' }, 'E-Mail der*des Datenschutzbeauftragten muss eine gültige E-Mail-Adresse sein'],
    [{ principal_first_name: 'x'.repeat(256) }, 'Vorname der Schulleitung darf nicht länger als 255 Zeichen sein'],
    [{ data_protection_officer_last_name: '  ' }, 'Nachname der*des Datenschutzbeauftragten ist ein Pflichtfeld'],
    [{ data_protection_officer_phone: 'ruf mich an' }, 'Telefon der*des Datenschutzbeauftragten hat ein ungültiges Format'],
    [{ data_protection_officer_phone: '0'.repeat(21) }, 'Telefon der*des Datenschutzbeauftragten darf nicht länger als 20 Zeichen sein'],
  ])('refuses %j with a German message', async (change, message) => {
    const response = await patch('schuladmin', schoolA, { ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('records each save in the audit trail of the school, naming the changed fields but not their values', async () => {
    const { db } = testApp.database;
    await patch('schuladmin', schoolA, valid);
    const before = await db.select({ uuid: auditEvents.uuid }).from(auditEvents).where(eq(auditEvents.action, 'school.updated'));
    const response = await patch('schuladmin', schoolA, { ...valid, principal_last_name: 'Leiterin', data_protection_officer_phone: '' });
    expect(response.statusCode).toBe(200);
    const rows = await db.select().from(auditEvents).where(eq(auditEvents.action, 'school.updated')).orderBy(desc(auditEvents.createdAt));
    expect(rows).toHaveLength(before.length + 1);
    expect(rows[0]).toMatchObject({
      actorRole: 'ADMIN_SCHULE',
      targetType: 'school',
      targetUuid: schoolA,
      schoolUuid: schoolA,
      details: { name: expect.any(String), fields: ['data_protection_officer_phone', 'principal_last_name'] },
    });
    expect(JSON.stringify(rows[0]?.details)).not.toContain('Leiterin');
  });

  it('writes no audit row when the save is refused', async () => {
    const { db } = testApp.database;
    const count = async () => (await db.select({ uuid: auditEvents.uuid }).from(auditEvents).where(eq(auditEvents.action, 'school.updated'))).length;
    const before = await count();
    expect((await patch('schuladmin', schoolA, { ...valid, principal_email: '' })).statusCode).toBe(400);
    expect((await patch('schuladmin', schoolB, valid)).statusCode).toBe(404);
    expect(await count()).toBe(before);
  });

  it('needs all required fields', async () => {
    const response = await patch('schuladmin', schoolA, { principal_email: 'a@b.de' });
    expect(response.statusCode).toBe(400);
  });
});
