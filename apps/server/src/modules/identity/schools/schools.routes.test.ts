import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/sign-in';
import { createTestApp, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
let schoolA: string;
let schoolB: string;

async function get(username: string, url: string) {
  const { accessToken } = await signIn(testApp.app, { username });
  return testApp.app.inject({ url, headers: { authorization: `Bearer ${accessToken}` } });
}

beforeAll(async () => {
  testApp = await createTestApp();
  [schoolA, schoolB] = testApp.world.schools.map((school) => school.uuid) as [string, string];
});
afterAll(() => testApp.close());

describe('GET /api/identity/v1/schools/{schoolUuid}', () => {
  it('returns the own school to its teacher', async () => {
    const response = await get('lehrer', `/api/identity/v1/schools/${schoolA}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ uuid: schoolA, principal_email: null });
  });

  it("answers 404 for another school's data", async () => {
    const response = await get('lehrer2', `/api/identity/v1/schools/${schoolA}`);
    expect(response.statusCode).toBe(404);
  });

  it("answers 404 to a student asking for another school", async () => {
    const response = await get('schueler', `/api/identity/v1/schools/${schoolB}`);
    expect(response.statusCode).toBe(404);
  });

  it('lets the state coordinator read schools of the own Land', async () => {
    const response = await get('landadmin', `/api/identity/v1/schools/${schoolB}`);
    expect(response.statusCode).toBe(200);
  });

  it('answers 403 to a deactivated account', async () => {
    const response = await get('deaktiviert', `/api/identity/v1/schools/${schoolA}`);
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/identity/v1/schools/sekundarstufen', () => {
  it('lists the schools of the Land with Sekundarstufe II', async () => {
    const response = await get('lehrer2', '/api/identity/v1/schools/sekundarstufen');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({ uuid: schoolA, name: 'Alexander-von-Humboldt-Gesamtschule' }),
    ]);
  });
});

describe('GET /api/identity/v1/schooltypes', () => {
  it('lists the school types by name', async () => {
    const response = await get('schuladmin', '/api/identity/v1/schooltypes');
    expect(response.statusCode).toBe(200);
    const names = (response.json() as Array<{ name: string }>).map((type) => type.name);
    expect(names).toEqual(['Förderschule', 'Gesamtschule', 'Gymnasium', 'Oberschule']);
  });
});
