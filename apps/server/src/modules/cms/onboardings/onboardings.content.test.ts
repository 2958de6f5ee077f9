import { readdir, readFile } from 'node:fs/promises';
import { menuTourHook, navigationResponseSchema, onboardingSchema, type Onboarding, type OnboardingId } from '@berufswahl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Decision 146: each role's tour points at that role's own menu entries and screens. A step's
 * target is either a menu entry the role's menu really has (`[data-tour="menu:<link>"]`, derived
 * from content/navigation) or one of the shell and dashboard hooks below, which the role sees.
 */

/** The staff tours and a demo account of that role (content/demo/world.json). */
const STAFF_TOURS: ReadonlyArray<{ id: OnboardingId; username: string }> = [
  { id: 'LEHRER', username: 'lehrer' },
  { id: 'ADMIN_SCHULE', username: 'schuladmin' },
  { id: 'ADMIN_LAND', username: 'landadmin' },
  { id: 'SUPER_ADMIN', username: 'bundadmin' },
];

const EVERY_ROLE = ['COCKPIT', 'SCHUELER', 'LEHRER', 'ADMIN_SCHULE', 'ADMIN_LAND', 'SUPER_ADMIN'] as const;

/**
 * Targets outside the menu entries, with the tours whose role sees them: the shell (app/layouts)
 * and the start page's cards (app/dashboard/staff-dashboard). Each hook must be declared as
 * `data-tour="…"` somewhere in the client.
 */
const KNOWN_HOOKS: Readonly<Record<string, readonly string[]>> = {
  'main h1': EVERY_ROLE,
  '[data-tour="main-menu"]': EVERY_ROLE,
  '[data-tour="menu-button"]': EVERY_ROLE,
  '[data-tour="role-switcher"]': EVERY_ROLE,
  '[data-tour="accessibility"]': EVERY_ROLE,
  '[data-tour="explanation"]': EVERY_ROLE,
  '[data-tour="profile"]': EVERY_ROLE,
  '[data-tour="quick-menu"]': ['SCHUELER'],
  '[data-tour="support"]': ['ADMIN_SCHULE'],
  '[data-tour="learning-groups"]': ['LEHRER'],
  '[data-tour="news"]': ['LEHRER', 'ADMIN_SCHULE', 'ADMIN_LAND', 'SUPER_ADMIN'],
  '[data-tour="key-figures"]': ['ADMIN_SCHULE', 'ADMIN_LAND', 'SUPER_ADMIN'],
};

const WEB_SOURCES = new URL('../../../../../web/src/', import.meta.url);

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function get(url: string, username: string) {
  const response = await testApp.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${await testApp.tokenOf(username)}` } });
  expect(response.statusCode, url).toBe(200);
  return response.json() as unknown;
}

async function tourOf(id: OnboardingId, username: string): Promise<Onboarding> {
  return onboardingSchema.parse(await get(`/api/cms/v1/onboardings/${id}`, username));
}

/** The selectors of the entries the account's menu shows, as the client renders their hooks. */
async function menuTargetsOf(username: string): Promise<Set<string>> {
  const sections = navigationResponseSchema.parse(await get('/api/navigation/v1/navigation', username));
  const hooks = sections.flatMap((section) => section.elements.map((element) => menuTourHook(element)));
  return new Set(hooks.filter((hook): hook is string => hook !== null).map((hook) => `[data-tour="${hook}"]`));
}

/** Every `data-tour="…"` value written literally in the client's components. */
async function declaredHooks(): Promise<Set<string>> {
  const files = (await readdir(WEB_SOURCES, { recursive: true })).filter((file) => file.endsWith('.tsx'));
  const hooks = new Set<string>();
  for (const file of files) {
    const source = await readFile(new URL(file, WEB_SOURCES), 'utf8');
    for (const match of source.matchAll(/data-tour="([^"]+)"/g)) hooks.add(match[1] ?? '');
  }
  return hooks;
}

describe('content/onboarding: a tour per role', () => {
  it('gives the four staff roles four different sets of steps', async () => {
    const fingerprints = await Promise.all(
      STAFF_TOURS.map(async ({ id, username }) => JSON.stringify((await tourOf(id, username)).steps.map((step) => [step.target, step.text]))),
    );
    expect(new Set(fingerprints).size).toBe(STAFF_TOURS.length);
  });

  it.each(STAFF_TOURS)('points the $id tour only at entries of that role’s menu or at hooks the role sees', async ({ id, username }) => {
    const tour = await tourOf(id, username);
    const menuTargets = await menuTargetsOf(username);
    for (const step of tour.steps) {
      const isMenuEntry = menuTargets.has(step.target);
      const isKnownHook = KNOWN_HOOKS[step.target]?.includes(id) ?? false;
      expect(isMenuEntry || isKnownHook, `${id}: step "${step.title}" points at ${step.target}`).toBe(true);
      // The menu is a sidebar only on wide screens; on phones it is closed while the tour runs.
      if (isMenuEntry) expect(step.desktop, `${id}: step "${step.title}" is for wide screens`).toBe(true);
    }
    // At least three steps are the role's own menu entries or cards (not the shell every role has).
    const ownSteps = tour.steps.filter((step) => menuTargets.has(step.target) || (KNOWN_HOOKS[step.target]?.length ?? 0) < EVERY_ROLE.length);
    expect(ownSteps.length, id).toBeGreaterThanOrEqual(3);
  });

  it('points no tour at an entry the role’s menu lacks (a school coordinator has no Landesverwaltung)', async () => {
    const tour = await tourOf('ADMIN_SCHULE', 'schuladmin');
    const menuTargets = await menuTargetsOf('schuladmin');
    expect(menuTargets.has('[data-tour="menu:/verwaltung/schulen"]')).toBe(false);
    expect(tour.steps.map((step) => step.target)).not.toContain('[data-tour="menu:/verwaltung/schulen"]');
    expect(tour.steps.map((step) => step.target)).toContain('[data-tour="menu:/verwaltung/klassen"]');
  });

  it('finds every hook the tours use declared in the client', async () => {
    const declared = await declaredHooks();
    for (const selector of Object.keys(KNOWN_HOOKS)) {
      const hook = /^\[data-tour="([^"]+)"\]$/.exec(selector)?.[1];
      if (hook) expect(declared, selector).toContain(hook);
    }
  });

  it.each(STAFF_TOURS)('writes the $id tour in Sie, with a Leichte-Sprache twin for every step', async ({ id, username }) => {
    const tour = await tourOf(id, username);
    for (const step of tour.steps) {
      expect(step.title_el, step.title).toBeTruthy();
      expect(step.text_el, step.title).toBeTruthy();
      expect(step.text, step.title).not.toMatch(/\b(du|dich|dir|dein\w*)\b/i);
      expect(`${step.text} ${step.text_el ?? ''}`, step.title).toMatch(/\b(Sie|Ihr\w*)\b/);
    }
  });
});
