import { navigationResponseSchema, quickNavigationResponseSchema } from '@berufswahl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { readFile } from 'node:fs/promises';
import { contentPath } from '../../../platform/content';
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

  it('gives the technical admin no tour and no personal data entry, but the explainer videos (decision 180)', async () => {
    const names = await menuNamesOf('technik');
    expect(names).toEqual(['Start', 'Erklärvideos', 'Hilfe', 'Informationen']);
  });

  it('keeps the divider between entries for a student', async () => {
    const sections = navigationResponseSchema.parse((await get('/api/navigation/v1/navigation', 'schueler')).json());
    expect(sections[0]?.elements.some((element) => element.is_divider)).toBe(true);
  });

  // Decision 141: a bubble counts the unread notifications of the types its entry names.
  it('names the notification types of the bubbles on a student’s entries', async () => {
    const sections = navigationResponseSchema.parse((await get('/api/navigation/v1/navigation', 'schueler')).json());
    const typesOf = (name: string) => sections.flatMap((section) => section.elements).find((element) => element.name === name)?.notification_types;
    expect(typesOf('Start')).toEqual(['news', 'quest']);
    expect(typesOf('Mein Weg')).toEqual(['station']);
    expect(typesOf('Pinnwand')).toEqual(['pinboard']);
    expect(typesOf('Termine')).toEqual(['events']);
    expect(typesOf('Stories')).toEqual([]);
    const quick = quickNavigationResponseSchema.parse((await get('/api/navigation/v1/quick-navigation', 'schueler')).json());
    expect(Object.fromEntries(quick.map((item) => [item.name, item.notification_types]))).toMatchObject({
      Start: ['news', 'quest'],
      'Mein Weg': ['station'],
      Story: [],
      Termine: ['events'],
    });
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

describe('Leichte Sprache in the menus', () => {
  async function setSimpleLanguage(username: string, on: boolean) {
    const response = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/identity/v1/users/me/simple-language',
      headers: { authorization: `Bearer ${await testApp.tokenOf(username)}` },
      payload: { simple_language: on },
    });
    expect(response.statusCode).toBeLessThan(300);
  }

  it('has a Leichte-Sprache name for every name in both menus', async () => {
    const read = async (file: string) => JSON.parse(await readFile(contentPath(`navigation/${file}`), 'utf8')) as unknown;
    const menu = (await read('navigation.json')) as { sections: { name: string; elements: { name: string }[] }[] };
    const quick = (await read('quick-navigation.json')) as { items: { name: string }[] };
    const simple = (await read('names.leicht.json')) as { names: Record<string, string> };
    const names = [
      ...menu.sections.flatMap((section) => [section.name, ...section.elements.map((element) => element.name)]),
      ...quick.items.map((item) => item.name),
    ].filter((name) => name !== '');
    expect(names.filter((name) => !(name in simple.names))).toEqual([]);
  });

  it('names the entries in Leichte Sprache when the student has switched it on', async () => {
    await setSimpleLanguage('schueler', true);
    try {
      expect(await menuNamesOf('schueler')).toEqual(expect.arrayContaining(['Nach·denken', 'Meine Stories', 'Infos']));
      const quick = quickNavigationResponseSchema.parse((await get('/api/navigation/v1/quick-navigation', 'schueler')).json());
      expect(quick.map((item) => item.name)).toContain('Nach·denken');
    } finally {
      await setSimpleLanguage('schueler', false);
    }
    expect(await menuNamesOf('schueler')).toContain('Reflexion');
  });
});

describe('filterSections', () => {
  const entry = (name: string, userGroups: string[]) => ({ name, link: `/${name}`, icon: null, app: null, userGroups, is_divider: false, notification_types: [] });
  const divider = { name: '', link: null, icon: null, app: null, userGroups: [], is_divider: true, notification_types: [] };

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
