import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, newContext, screenshot, signIn } from '../support/browser';
import { captureBearer, navigateInApp, patchMe, resetDisplay, waitForContent } from './shell-support';

let browser: Browser;

/** Operates a react-aria switch or radio as a keyboard user does: focus, then Space. */
async function toggle(page: Page, role: 'switch' | 'radio', name: string): Promise<void> {
  const control = page.getByRole(role, { name });
  await control.waitFor({ state: 'attached' });
  await control.focus();
  await page.keyboard.press('Space');
}
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const MENUS = [
  { username: 'schueler', sees: ['Start', 'Mein Weg', 'Reflexion', 'Stories', 'Termine', 'Meine Daten', 'Hilfe', 'Informationen', 'Tour starten'], misses: ['Support'] },
  { username: 'lehrer', sees: ['Start', 'Termine', 'Hilfe', 'Tour starten'], misses: ['Mein Weg', 'Reflexion', 'Stories', 'Support'] },
  { username: 'schuladmin', sees: ['Start', 'Termine', 'Support'], misses: ['Mein Weg'] },
  { username: 'landadmin', sees: ['Start', 'Termine'], misses: ['Mein Weg', 'Support'] },
  { username: 'technik', sees: ['Start', 'Hilfe', 'Informationen'], misses: ['Mein Weg', 'Termine', 'Tour starten', 'Support'] },
] as const;

describe('main menu per role', () => {
  for (const menu of MENUS) {
    it(`shows ${menu.username} the entries of the role`, async () => {
      const context = await newContext(browser);
      const page = await context.newPage();
      await signIn(page, menu.username);
      const nav = page.getByRole('navigation', { name: 'Hauptmenü' });
      await nav.getByRole('link', { name: 'Start', exact: true }).waitFor();
      const text = await nav.innerText();
      for (const entry of menu.sees) expect(text, `${menu.username} sees ${entry}`).toContain(entry);
      for (const entry of menu.misses) expect(text, `${menu.username} misses ${entry}`).not.toMatch(new RegExp(`(^|\\n)\\s*${entry}\\s*(\\n|$)`));
      if (menu.username === 'technik') expect(text).not.toContain('Technik Betrieb');
      await context.close();
    });
  }

  it('highlights the quick-menu item of the current page and opens pages from it', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'schueler');
    const quick = page.getByRole('navigation', { name: 'Schnellmenü' });
    await quick.getByRole('link', { name: 'Mein Weg' }).click();
    // The heading names the secondary level once the path has loaded ("Mein Weg – Sekundarstufe I").
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText(), { timeout: 15_000 }).toMatch(/^Mein Weg/);
    expect(await quick.getByRole('link', { name: 'Mein Weg' }).getAttribute('aria-current')).toBe('page');
    const box = await quick.getByRole('link', { name: 'Mein Weg' }).boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    await expect.poll(() => page.getByTestId('route-announcer').innerText()).toBe('Mein Weg geladen');
    await expectNoAxeViolations(page, '/mein-weg as schueler');
    await context.close();
  });
});

describe('burger menu at 375 px', () => {
  it('opens a menu dialog, keeps focus inside and closes with Escape', async () => {
    const context = await newContext(browser, { width: 375 });
    const page = await context.newPage();
    await signIn(page, 'lehrer');
    const burger = page.getByRole('button', { name: 'Menü' });
    await burger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Hauptmenü' });
    await dialog.getByRole('link', { name: 'Termine' }).waitFor();
    for (let step = 0; step < 40; step++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    }
    await screenshot(page, 'shell-burger-375');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await burger.evaluate((element) => element === document.activeElement)).toBe(true);
    await context.close();
  });
});

describe('skip links', () => {
  it('jumps to the accessibility options and to the content', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'lehrer');
    await page.getByRole('switch', { name: 'Hoher Kontrast' }).waitFor();
    await page.getByRole('link', { name: 'Zu den Einstellungen für Barrierefreiheit springen' }).focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('barrierefreiheit');
    await page.getByRole('link', { name: 'Zum Inhalt springen' }).focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('inhalt');
    await context.close();
  });
});

describe('contrast, themes and simple language', () => {
  it('keeps high contrast and a theme across a reload, with no axe violations', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const bearer = captureBearer(page);
    await signIn(page, 'lehrer2');
    const token = await bearer;
    try {
      await toggle(page, 'switch', 'Hoher Kontrast');
      await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('contrast'))).toBe(true);
      await page.reload();
      await page.locator('h1').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.classList.contains('contrast'))).toBe(true);
      await expectNoAxeViolations(page, 'dashboard in high contrast');
      await toggle(page, 'switch', 'Hoher Kontrast');
      await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('contrast'))).toBe(false);

      for (const [label, theme] of [['Ozean (Petrol)', 'ozean'], ['Wald (Grün)', 'wald'], ['Sonne (Bernstein)', 'sonne']] as const) {
        await toggle(page, 'radio', label);
        await expect.poll(() => page.evaluate(() => document.getElementById('theme-stylesheet')?.getAttribute('href'))).toBe(`/styleguide/themes/${theme}.css`);
        await expectNoAxeViolations(page, `dashboard in theme ${theme}`);
      }
      await page.reload();
      await page.locator('h1').first().waitFor();
      expect(await page.evaluate(() => document.getElementById('theme-stylesheet')?.getAttribute('href'))).toBe('/styleguide/themes/sonne.css');
      await screenshot(page, 'shell-theme-sonne');
    } finally {
      await resetDisplay(page, token);
    }
    await context.close();
  });

  it('swaps texts to Leichte Sprache after switching it on', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const bearer = captureBearer(page);
    await signIn(page, 'schueler2');
    const token = await bearer;
    try {
      await expect.poll(() => page.locator('main').innerText()).toContain('Hier startest du in deine Berufsorientierung');
      const reloaded = page.waitForEvent('framenavigated');
      await toggle(page, 'switch', 'Leichte Sprache');
      await reloaded;
      await expect.poll(() => page.locator('main').innerText(), { timeout: 20_000 }).toContain('Hier fängt deine Berufs·orientierung an.');
      await expectNoAxeViolations(page, 'dashboard in Leichte Sprache');
    } finally {
      await resetDisplay(page, token);
    }
    await context.close();
  });
});

describe('onboarding tour', () => {
  it('offers the tour in a welcome dialog, runs it by keyboard and does not offer it again', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const bearer = captureBearer(page);
    await signIn(page, 'lehrer2');
    const token = await bearer;
    await patchMe(page, token, 'onboarding', { show_onboarding: true });
    await page.reload();
    const welcome = page.getByRole('dialog', { name: /^Willkommen bei Berufswahl/ });
    await welcome.waitFor();
    await expectNoAxeViolations(page, 'welcome dialog');
    await welcome.getByRole('button', { name: 'Tour starten' }).focus();
    await page.keyboard.press('Enter');
    const step = page.locator('.tour-step');
    await step.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.tour-step') !== null)).toBe(true);
    await screenshot(page, 'shell-tour-step');
    // The first step (the page heading) points at its target with an arrow.
    expect(await page.locator('.tour-popover .tour-arrow').count()).toBe(1);
    const seen: string[] = [];
    for (let index = 0; index < 20 && (await step.count()) > 0; index++) {
      const progress = (await step.locator('.hint').textContent({ timeout: 2000 }).catch(() => null)) ?? '';
      seen.push(progress);
      // The main-menu step hides its arrow (hide_arrow): the highlighted region is large.
      if (/Menü/.test((await step.getByRole('heading').textContent({ timeout: 2000 }).catch(() => null)) ?? '')) {
        expect(await page.locator('.tour-arrow').count()).toBe(0);
      }
      if (index === 0) {
        // The next step's target (the menu) is gone for a moment, as while a part of the page
        // re-renders: the tour waits for it instead of skipping the step.
        await page.evaluate(() => {
          const menu = document.querySelector<HTMLElement>('[data-tour="main-menu"]');
          if (!menu) return;
          menu.style.display = 'none';
          setTimeout(() => menu.style.removeProperty('display'), 400);
        });
      }
      const next = step.getByRole('button', { name: /^(Weiter|Fertig)$/ });
      await next.focus();
      await page.keyboard.press('Enter');
      await page.waitForTimeout(150);
      if (index === 0) await expect.poll(() => step.locator('.hint').textContent()).toMatch(/^Schritt 2 /);
    }
    // Every step was shown once, in order, up to the last.
    const total = Number(/von (\d+)/.exec(seen[0] ?? '')?.[1] ?? 0);
    expect(total).toBeGreaterThan(2);
    expect(seen).toEqual(Array.from({ length: total }, (_, index) => `Schritt ${index + 1} von ${total}`));
    expect(await step.count()).toBe(0);
    await page.reload();
    await page.locator('html[data-onboarding="ready"]').waitFor({ state: 'attached' });
    expect(await page.getByRole('dialog', { name: /^Willkommen bei Berufswahl/ }).count()).toBe(0);
    await context.close();
  });
});

describe('explanation box', () => {
  it('opens the explanation in a modal and closes it by keyboard', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'lehrer');
    const more = page.getByRole('button', { name: /^mehr/ });
    await more.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Die Startseite' });
    await dialog.waitFor();
    expect(await dialog.getByRole('img').getAttribute('alt')).toBeTruthy();
    await expectNoAxeViolations(page, 'explanation dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await more.evaluate((element) => element === document.activeElement)).toBe(true);
    await context.close();
  });
});

describe('routes without axe violations', () => {
  /** Every look a user can choose (ACCESSIBILITY.md: each role, every theme, high contrast, Leichte Sprache). */
  const LOOKS: { label: string; change?: [path: string, body: object]; theme?: string }[] = [
    { label: 'default' },
    { label: 'high contrast', change: ['contrast-mode', { contrast_mode: true }] },
    { label: 'theme ozean', change: ['theme', { theme: 'ozean' }], theme: 'ozean' },
    { label: 'theme wald', change: ['theme', { theme: 'wald' }], theme: 'wald' },
    { label: 'theme sonne', change: ['theme', { theme: 'sonne' }], theme: 'sonne' },
    { label: 'Leichte Sprache', change: ['simple-language', { simple_language: true }] },
  ];
  const INFO_PAGES = ['/data-protection', '/imprint', '/gebaerdensprache', '/sehbeeintraechtigte', '/barrier-free-info'];

  for (const username of ['schueler', 'lehrer', 'schuladmin', 'landadmin', 'bundadmin', 'technik']) {
    it(`has none on any page of ${username}'s menu, in every look`, async () => {
      const context = await newContext(browser);
      const page = await context.newPage();
      const bearer = captureBearer(page);
      await signIn(page, username);
      const token = await bearer;
      const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
      await menu.getByRole('link', { name: 'Start', exact: true }).waitFor();
      // The pages this role's menu offers, plus the information pages everyone reaches.
      const menuPaths = await menu
        .locator('a[href^="/"]')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
      const routes = [...new Set(['/', ...menuPaths, ...INFO_PAGES])];
      // Every page in the default look; in the other looks (which change colours and words, not
      // structure) a sample: the start page, a page of the role's own menu and one text page (the
      // data-protection page in Leichte Sprache is also checked by e2e/cms/pages-du.e2e.ts).
      const sample = [...new Set(['/', menuPaths.find((path) => path !== '/') ?? '/', '/barrier-free-info'])];
      try {
        for (const look of LOOKS) {
          await resetDisplay(page, token);
          if (look.change) await patchMe(page, token, ...look.change);
          // One full load applies the look; the other pages open inside the app (no reload).
          const pages = look.change ? sample : routes;
          await page.goto(pages[0] ?? '/');
          await page.locator('main h1').waitFor();
          await menu.getByRole('link', { name: 'Start', exact: true }).waitFor();
          if (look.theme) {
            await expect
              .poll(() =>
                page.evaluate(() => {
                  const link = document.getElementById('theme-stylesheet') as HTMLLinkElement | null;
                  return link?.sheet ? link.getAttribute('href') : null;
                }),
              )
              .toBe(`/styleguide/themes/${look.theme}.css`);
          }
          for (const [index, route] of pages.entries()) {
            if (index > 0) await navigateInApp(page, route);
            else await waitForContent(page);
            await expectNoAxeViolations(page, `${route} as ${username} (${look.label})`);
          }
        }
      } finally {
        await resetDisplay(page, token);
      }
      await context.close();
    }, 180_000);
  }

  it('sends a teacher who opens a student page to the start page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'lehrer', '/mein-weg');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});
