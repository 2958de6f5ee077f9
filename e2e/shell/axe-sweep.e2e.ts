import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dismissNotifications, expectNoAxeViolations, launchBrowser, newContext, screenshot, signIn } from '../support/browser';
import { ROUTES, SIGNED_IN, type SweepRoute, type Username } from './routes';
import { navigateInApp, patchMe, pushAppUrl, resetDisplay, START_LINK, tabTo, trackBearer, waitForContent } from './shell-support';

/**
 * axe-core on every route of the router, for each role that reaches it, in every look (issue 4,
 * ACCESSIBILITY.md), plus the main screens and the burger menu at 375 px and the shell's dialogs.
 * How the sweep stays within a few minutes: decision 145.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * The axe rules a colour theme can break. A theme's stylesheet sets colour variables only
 * (apps/web/public/styleguide/themes/*.css), so under a theme the sweep asks axe for these rules
 * alone – the structure, names and roles are the default look's, checked there in full (decision
 * 145, last section). The 3:1 contrast of borders and focus rings is calculated for every look in
 * theme-contrast.test.ts.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/** Every look a user can choose (ACCESSIBILITY.md: every theme, high contrast, Leichte Sprache). */
const LOOKS: { label: string; change?: [path: string, body: object]; theme: string; isSmallScreenChecked: boolean; rules?: readonly string[] }[] = [
  { label: 'default', theme: 'original', isSmallScreenChecked: true },
  { label: 'high contrast', change: ['contrast-mode', { contrast_mode: true }], theme: 'contrast', isSmallScreenChecked: true },
  { label: 'theme ozean', change: ['theme', { theme: 'ozean' }], theme: 'ozean', isSmallScreenChecked: false, rules: COLOUR_RULES },
  { label: 'theme wald', change: ['theme', { theme: 'wald' }], theme: 'wald', isSmallScreenChecked: false, rules: COLOUR_RULES },
  { label: 'theme sonne', change: ['theme', { theme: 'sonne' }], theme: 'sonne', isSmallScreenChecked: false, rules: COLOUR_RULES },
  { label: 'Leichte Sprache', change: ['simple-language', { simple_language: true }], theme: 'original', isSmallScreenChecked: false },
];

/** The main screens of each role checked at 375 px (default look and high contrast), with the open burger menu. */
const SMALL_SCREENS: Record<Username, readonly string[]> = {
  schueler: ['/', '/mein-weg', '/stories'],
  lehrer: ['/', '/stationen'],
  schuladmin: ['/', '/verwaltung/konten'],
  landadmin: ['/', '/verwaltung/schulen'],
  bundadmin: ['/', '/verwaltung/avv'],
  technik: ['/', '/hilfe', '/verwaltung/videos'],
  deaktiviert: ['/landingpage'],
};

/** Every role checks every route it reaches, in every look (decision 145). */
function isCheckedBy(route: SweepRoute, username: Username): boolean {
  return route.roles.includes(username);
}

/** The paths `path: '…'` of the router, so that a new route fails this sweep until it is listed above. */
function routerPaths(): string[] {
  const source = readFileSync(new URL('../../apps/web/src/app/router.tsx', import.meta.url), 'utf8');
  return [...new Set([...source.matchAll(/\bpath: '([^']+)'/g)].map((match) => match[1] ?? ''))].filter((path) => path !== '/');
}

/** Waits until the app has applied the user's look (data-theme is set by the app, not by preferences.js). */
async function waitForLook(page: Page, theme: string): Promise<void> {
  await page.locator(`html[data-theme="${theme}"]`).waitFor({ state: 'attached', timeout: 20_000 });
  if (theme === 'original' || theme === 'contrast') return;
  await expect
    .poll(() =>
      page.evaluate(() => {
        const link = document.getElementById('theme-stylesheet') as HTMLLinkElement | null;
        return link?.sheet ? link.getAttribute('href') : null;
      }),
    )
    .toBe(`/styleguide/themes/${theme}.css`);
}

/**
 * Waits until react-aria's own live announcer has dropped announcements that point at an element
 * of the previous page (see e2e/bo/mein-weg.e2e.ts): not this screen's content.
 */
async function settleAnnouncer(page: Page): Promise<void> {
  await expect.poll(() => page.locator('[data-live-announcer] [role="img"]').count(), { timeout: 15_000 }).toBe(0);
}

async function expectPageClean(page: Page, label: string, rules?: readonly string[]): Promise<void> {
  await waitForContent(page);
  await settleAnnouncer(page);
  await expectNoAxeViolations(page, label, { rules });
}

/** The small screen: main screens and the open burger menu (a modal dialog). */
async function checkSmallScreen(page: Page, username: Username, lookLabel: string, hasMenu: boolean): Promise<void> {
  await page.setViewportSize({ width: 375, height: 800 });
  try {
    // The shell switches to the burger a moment later (media-query listener): check that layout.
    if (hasMenu) await page.getByRole('button', { name: 'Menü', exact: true }).waitFor();
    for (const path of SMALL_SCREENS[username]) {
      if (new URL(page.url()).pathname !== path) await navigateInApp(page, path);
      await expectPageClean(page, `${path} as ${username} at 375 px (${lookLabel})`);
    }
    if (!hasMenu) return;
    const burger = page.getByRole('button', { name: 'Menü', exact: true });
    await burger.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Hauptmenü' });
    await drawer.getByRole('link', { name: START_LINK }).waitFor();
    if (username === 'schueler') await screenshot(page, `shell-burger-375-${lookLabel.replaceAll(' ', '-')}`);
    await expectNoAxeViolations(page, `burger menu of ${username} at 375 px (${lookLabel})`);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
  }
}

describe('routes without axe violations', () => {
  it('lists every route of the router', () => {
    const listed = new Set(ROUTES.map((route) => route.route));
    expect(routerPaths().filter((path) => !listed.has(path))).toEqual([]);
    expect([...listed].filter((route) => route !== 'index' && !routerPaths().includes(route))).toEqual([]);
  });

  /** Sweeps every route the role reaches, in every look, in a context of its own. */
  async function sweepRole(username: Username): Promise<void> {
    const hasMenu = username !== 'deaktiviert';
    const context = await newContext(browser);
    const page = await context.newPage();
    const bearer = trackBearer(page);
    await signIn(page, username, hasMenu ? '/' : '/landingpage');
    const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
    try {
      for (const [lookIndex, look] of LOOKS.entries()) {
        const routes = ROUTES.filter((route) => isCheckedBy(route, username));
        const inApp = routes.filter((route) => !route.isFullLoad);
        const fullLoads = routes.filter((route) => route.isFullLoad);
        await resetDisplay(page, bearer());
        if (look.change) await patchMe(page, bearer(), ...look.change);
        // One full load applies the look (and signs in anew); the other pages open inside the app.
        const [first, ...rest] = inApp;
        await page.goto(first?.path ?? (hasMenu ? '/' : '/landingpage'));
        await page.locator('main h1').waitFor();
        await waitForLook(page, look.theme);
        // The first-run queue may still bring a notification (the welcome) after the page stands.
        if (hasMenu) await dismissNotifications(page);
        if (hasMenu) await menu.getByRole('link', { name: START_LINK }).waitFor();
        if (lookIndex === 0 && hasMenu) {
          // Whatever the menu offers this role is in the sweep's list for the role.
          const offered = await menu
            .locator('a[href^="/"]')
            .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
          const reachable = new Set(ROUTES.filter((route) => route.roles.includes(username)).map((route) => route.path));
          expect(offered.filter((path) => !reachable.has(path))).toEqual([]);
        }
        if (first) await expectPageClean(page, `${first.path} as ${username} (${look.label})`, look.rules);
        for (const route of rest) {
          await navigateInApp(page, route.path);
          await expectPageClean(page, `${route.path} as ${username} (${look.label})`, look.rules);
        }
        if (look.isSmallScreenChecked) await checkSmallScreen(page, username, look.label, hasMenu);
        for (const route of fullLoads) {
          await page.goto(route.path);
          await page.locator('main h1').waitFor();
          await expectPageClean(page, `${route.path} as ${username} (${look.label}, full load)`, look.rules);
        }
      }
    } finally {
      await resetDisplay(page, bearer());
    }
    await context.close();
  }

  // Two roles at a time, each with its own account and context: one tab leaves about a third of the
  // two cores idle while it waits for the server and the next frame (decision 242). Every role is
  // swept to the end; the failures of all roles are reported together.
  it('has none on any route any role reaches, in every look', async () => {
    const queue = [...SIGNED_IN];
    const failures: string[] = [];
    await Promise.all(
      Array.from({ length: 2 }, async () => {
        for (let username = queue.shift(); username; username = queue.shift()) {
          try {
            await sweepRole(username);
          } catch (error) {
            failures.push(`${username}: ${error instanceof Error ? error.message : String(error)}`);
          }
        }
      }),
    );
    expect(failures).toEqual([]);
  }, 900_000);
});

/** A modal notification the unread list answers with (played back; marking it read is played back too). */
const PLAYED_BACK_NOTIFICATION = {
  uuid: '00000000-0000-4000-8000-0000000000c1',
  title: 'Neue Termine',
  message: 'Es gibt neue Termine zur Berufsorientierung.',
  icon: 'info',
  link: '/termine',
  link_text: 'Zu den Terminen',
  cancel_text: null,
  is_modal: true,
  created_date: '2030-01-01T08:00:00Z',
};

describe('shell dialogs without axe violations', () => {
  it('has none in the welcome dialog, tour, barrier report, support, external link, notification and explanation – default and high contrast', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const bearer = trackBearer(page);
    await page.route('https://www.planet-beruf.de/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>x</title>' }));
    await signIn(page, 'schuladmin');
    try {
      for (const look of LOOKS.filter((candidate) => candidate.isSmallScreenChecked)) {
        const label = (dialog: string) => `${dialog} (${look.label})`;
        await resetDisplay(page, bearer());
        if (look.change) await patchMe(page, bearer(), ...look.change);
        await patchMe(page, bearer(), 'onboarding', { show_onboarding: true });
        await page.goto('/');
        await waitForLook(page, look.theme);

        const welcome = page.getByRole('dialog', { name: /^Willkommen bei Berufswahl/ });
        await welcome.waitFor();
        await expectNoAxeViolations(page, label('welcome dialog'));
        await welcome.getByRole('button', { name: 'Tour starten' }).focus();
        await page.keyboard.press('Enter');
        const step = page.locator('.tour-step');
        await step.waitFor();
        await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.tour-step') !== null)).toBe(true);
        await expectNoAxeViolations(page, label('tour step'));
        await page.keyboard.press('Escape');
        await step.waitFor({ state: 'detached' });

        const more = page.getByRole('button', { name: /^mehr/ });
        await more.focus();
        await page.keyboard.press('Enter');
        const explanation = page.getByRole('dialog', { name: 'Die Startseite' });
        await explanation.waitFor();
        await expectNoAxeViolations(page, label('explanation dialog'));
        await page.keyboard.press('Escape');
        await explanation.waitFor({ state: 'detached' });

        await pushAppUrl(page, '/?barrier_modal');
        const barrier = page.getByRole('dialog', { name: 'Barriere melden' });
        await barrier.waitFor();
        await expectNoAxeViolations(page, label('barrier report dialog'));
        await page.keyboard.press('Escape');
        await barrier.waitFor({ state: 'detached' });

        await pushAppUrl(page, '/?technical_support_modal');
        const support = page.getByRole('dialog', { name: 'Technischen Support anfragen' });
        await support.waitFor();
        await expectNoAxeViolations(page, label('technical support dialog'));
        await page.keyboard.press('Escape');
        await support.waitFor({ state: 'detached' });

        await page.evaluate(() => {
          const link = document.createElement('a');
          link.href = 'https://www.planet-beruf.de/berufe';
          link.textContent = 'Berufe entdecken';
          document.querySelector('main')?.append(link);
        });
        const external = page.getByRole('link', { name: 'Berufe entdecken' });
        await tabTo(page, external);
        await page.keyboard.press('Enter');
        const leave = page.getByRole('alertdialog', { name: 'Sie verlassen Berufswahl' });
        await leave.waitFor();
        await expectNoAxeViolations(page, label('external link dialog'));
        await page.keyboard.press('Escape');
        await leave.waitFor({ state: 'detached' });

        let unread = [PLAYED_BACK_NOTIFICATION];
        await page.route('**/api/messaging/v1/notifications/unread', (route) => route.fulfill({ json: unread }));
        await page.route('**/api/messaging/v1/notifications/*/read', (route) => {
          unread = [];
          return route.fulfill({ json: PLAYED_BACK_NOTIFICATION });
        });
        // A route change reloads the unread list. The dialog takes the focus the new page's heading
        // would get, so this waits for the dialog, not for the focused heading (navigateInApp).
        await pushAppUrl(page, '/imprint');
        const notification = page.getByRole('dialog', { name: 'Neue Termine' });
        await notification.waitFor();
        await page.waitForURL('**/imprint');
        await waitForContent(page);
        await expectNoAxeViolations(page, label('notification dialog'));
        await page.keyboard.press('Escape');
        await notification.waitFor({ state: 'detached' });
        await page.unroute('**/api/messaging/v1/notifications/unread');
        await page.unroute('**/api/messaging/v1/notifications/*/read');
      }
    } finally {
      await patchMe(page, bearer(), 'onboarding', { show_onboarding: false });
      await resetDisplay(page, bearer());
    }
    await context.close();
  }, 180_000);
});
