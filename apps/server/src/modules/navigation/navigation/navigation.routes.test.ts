import { navigationResponseSchema, quickNavigationResponseSchema } from '@berufswahl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { filterSections } from './navigation.service';

let testApp: TestApp;

async function get(url: string, username: string | null) {
  const headers: Record<string, string> = {};
  if (username) headers.authorization = `Bearer ${await testApp.tokenOf(username)}`;
  return testApp.app.inject({ method: 'GET', url, headers });
}

async function menuNamesOf(username: string): Promise<string[]> {
  const response = await get('/api/navigation/v1/navigation', username);
  expect(response.statusCode).toBe(200);
  return navigationResponseSchema
    .parse(response.json())
    .flatMap((section) => section.elements.filter((element) => !element.is_divider).map((element) => element.name));
}

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('GET /api/navigation/v1/navigation', () => {
  it('answers 401 without a token', async () => {
    expect((await get('/api/navigation/v1/navigation', null)).statusCode).toBe(401);
  });

  it('shows a student Mein Weg, Reflexion, Stories and the tour', async () => {
    expect(await menuNamesOf('schueler')).toEqual(
      expect.arrayContaining(['Start', 'Mein Weg', 'Reflexion', 'Stories', 'Termine', 'Meine Daten', 'Hilfe', 'Informationen', 'Tour starten']),
    );
  });

  it('does not show a teacher the student-only entries', async () => {
    const names = await menuNamesOf('lehrer');
    expect(names).toEqual(expect.arrayContaining(['Start', 'Termine', 'Meine Daten', 'Hilfe', 'Tour starten']));
    expect(names).not.toContain('Mein Weg');
    expect(names).not.toContain('Reflexion');
    expect(names).not.toContain('Stories');
  });

  it('gives the technical admin no tour and no personal data entry', async () => {
    const names = await menuNamesOf('technik');
    expect(names).toEqual(['Start', 'Hilfe', 'Informationen']);
  });

  it('keeps the divider between entries for a student', async () => {
    const sections = navigationResponseSchema.parse((await get('/api/navigation/v1/navigation', 'schueler')).json());
    expect(sections[0]?.elements.some((element) => element.is_divider)).toBe(true);
  });

  it('refuses a deactivated account with 403', async () => {
    const response = await get('/api/navigation/v1/navigation', 'deaktiviert');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('follows the active role of an account with two groups', async () => {
    const names = await menuNamesOf('mehrfach');
    expect(names).not.toContain('Mein Weg');
  });
});

describe('GET /api/navigation/v1/quick-navigation', () => {
  it('gives a student the quick menu with one item that opens the story form', async () => {
    const response = await get('/api/navigation/v1/quick-navigation', 'schueler');
    expect(response.statusCode).toBe(200);
    const items = quickNavigationResponseSchema.parse(response.json());
    expect(items.map((item) => item.name)).toContain('Mein Weg');
    expect(items.filter((item) => item.link === null)).toHaveLength(1);
  });

  it('answers 403 for a teacher: the quick menu is for students only', async () => {
    const response = await get('/api/navigation/v1/quick-navigation', 'lehrer');
    expect(response.statusCode).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await get('/api/navigation/v1/quick-navigation', null)).statusCode).toBe(401);
  });
});

describe('filterSections', () => {
  const entry = (name: string, userGroups: string[]) => ({ name, link: `/${name}`, icon: null, app: null, userGroups, is_divider: false });
  const divider = { name: '', link: null, icon: null, app: null, userGroups: [], is_divider: true };

  it('drops a divider that would separate nothing and sections left empty', () => {
    const sections = [
      { name: 'A', elements: [entry('a', ['LEHRER']), divider, entry('b', ['SCHUELER'])] },
      { name: 'B', elements: [entry('c', ['SCHUELER'])] },
    ];
    expect(filterSections(sections, 'LEHRER')).toEqual([{ name: 'A', elements: [entry('a', ['LEHRER'])] }]);
  });

  it('treats ADMIN as SUPER_ADMIN', () => {
    const sections = [{ name: '', elements: [entry('x', ['SUPER_ADMIN'])] }];
    expect(filterSections(sections, 'ADMIN')[0]?.elements).toHaveLength(1);
  });
});
