import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dismissNotifications, dismissWelcome, expectNoAxeViolations, holdRequests, launchBrowser, newContext, screenshot, signIn } from '../support/browser';
import { captureBearer, patchMe, pushAppUrl, resetDisplay, START_LINK } from './shell-support';

let browser: Browser;

/** Operates a react-aria switch or radio as a keyboard user does: focus, then Space. */
async function toggle(page: Page, role: 'switch' | 'radio', name: string): Promise<void> {
  const control = page.getByRole(role, { name });
  await control.waitFor({ state: 'attached' });
  // While the previous choice is being saved the group is disabled, and a key press on it is lost.
  await expect.poll(() => control.isEnabled(), { timeout: 15_000 }).toBe(true);
  const wasChecked = await control.isChecked();
  await control.focus();
  // A dialog of the first-run queue that opened meanwhile takes the focus: the key press would go
  // to it, and the test would wait for a change nobody asked for.
  expect(await control.evaluate((element) => element === document.activeElement), `focus on ${role} "${name}"`).toBe(true);
  await page.keyboard.press('Space');
  if (role === 'switch') await expect.poll(() => control.isChecked()).toBe(!wasChecked);
  else await expect.poll(() => control.isChecked()).toBe(true);
}

/** After a reload the first-run queue may bring its welcome or a notification again. */
async function reloadAndSettle(page: Page): Promise<void> {
  await page.reload();
  await page.locator('h1').first().waitFor();
  await dismissWelcome(page);
  await dismissNotifications(page);
}
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const MENUS = [
  { username: 'schueler', sees: ['Start', 'Mein Weg', 'Reflexion', 'Stories', 'Termine', 'Meine Daten', 'Hilfe', 'Informationen', 'Tour starten'], misses: ['Support'] },
  { username: 'lehrer', sees: ['Start', 'Termine', 'Hilfe', 'Tour starten'], misses: ['Mein Weg', 'Reflexion', 'Stories', 'Support'] },
  { username: 'schuladmin', sees: ['Start', 'Termine', 'Support'], misses: ['Mein Weg'] },
  { username: 'landadmin', sees: ['Start', 'Termine', 'Landesverwaltung'], misses: ['Mein Weg', 'Schulverwaltung', 'Support'] },
  {
    username: 'bundadmin',
    sees: ['Start', 'Termine', 'Meine Daten', 'Landesverwaltung', 'Hilfe', 'Informationen', 'Tour starten'],
    misses: ['Mein Weg', 'Stationen', 'Quests', 'Schulverwaltung', 'Support'],
  },
  { username: 'technik', sees: ['Start', 'Erklärvideos', 'Hilfe', 'Informationen'], misses: ['Mein Weg', 'Termine', 'Tour starten', 'Support'] },
] as const;

/** The links of the menu's accessibility section (spec 2); "Barriere melden" keeps the current page. */
const ACCESSIBILITY_LINKS = [
  ['Gebärdensprache', '/gebaerdensprache'],
  ['Informationen für Sehbeeinträchtigte', '/sehbeeintraechtigte'],
  ['Barriere melden', '/?barrier_modal'],
  ['Erklärung zur Barrierefreiheit', '/barrier-free-info'],
] as const;

/** The signed-in user's Land as the API describes it. */
async function clientOf(page: Page, bearer: string): Promise<{ name: string; subline: string | null; banner: string | null }> {
  const headers = { authorization: bearer };
  const me = (await (await page.request.get('/api/identity/v1/users/me', { headers })).json()) as { client_uuid: string };
  const response = await page.request.get(`/api/identity/v1/clients/${me.client_uuid}`, { headers });
  expect(response.status()).toBe(200);
  return (await response.json()) as { name: string; subline: string | null; banner: string | null };
}

/** True once the browser has loaded and decoded the image (a broken src has no natural width). */
function hasLoaded(image: Locator): Promise<boolean> {
  return image.evaluate((element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0);
}

describe('main menu per role', () => {
  for (const menu of MENUS) {
    it(`shows ${menu.username} the entries of the role`, async () => {
      const context = await newContext(browser);
      const page = await context.newPage();
      const bearer = captureBearer(page);
      await signIn(page, menu.username);
      const token = await bearer;
      const nav = page.getByRole('navigation', { name: 'Hauptmenü' });
      await nav.getByRole('link', { name: START_LINK }).waitFor();
      // The entries come from the navigation, "Support" from the Land (a second answer, later).
      for (const entry of menu.sees) await expect.poll(() => nav.innerText(), { timeout: 10_000, message: `${menu.username} sees ${entry}` }).toContain(entry);
      const text = await nav.innerText();
      for (const entry of menu.misses) expect(text, `${menu.username} misses ${entry}`).not.toMatch(new RegExp(`(^|\\n)\\s*${entry}\\s*(\\n|$)`));
      if (menu.username === 'technik') expect(text).not.toContain('Technik Betrieb');

      // The frame around the entries (spec 2): the Land's school subline, its banner and the
      // funder's logo, as the server describes the user's Land.
      const client = await clientOf(page, token);
      expect(client.subline, 'the demo Land has a subline').toBeTruthy();
      expect(client.banner, 'the demo Land has a banner').toBeTruthy();
      await expect.poll(() => nav.locator('.menu-subline').innerText()).toBe(client.subline);
      const banner = nav.getByRole('img', { name: client.name, exact: true });
      expect(await banner.getAttribute('src')).toBe(client.banner);
      await expect.poll(() => hasLoaded(banner), { timeout: 10_000 }).toBe(true);
      // The funder of the operator's configuration (e2e/support/operator, decision 233), its logo
      // served from the data folder on the app's own origin.
      const funder = nav.getByRole('img', { name: 'Gefördert von: Prüfstiftung Berufsorientierung (E2E)' });
      expect(await funder.getAttribute('src')).toBe('/config/funder-logo');
      await expect.poll(() => hasLoaded(funder), { timeout: 10_000 }).toBe(true);
      // The accessibility section links to the accessibility pages and the barrier report.
      const accessibility = nav.getByRole('region', { name: 'Barrierefreiheit' });
      for (const [name, href] of ACCESSIBILITY_LINKS) {
        expect(await accessibility.getByRole('link', { name, exact: true }).getAttribute('href'), `${name} in the accessibility section`).toBe(href);
      }
      await context.close();
    });
  }

  it('opens pages and the story form from the quick menu by keyboard, marks the current item and announces the page for 5 s', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'schueler');
    const quick = page.getByRole('navigation', { name: 'Schnellmenü' });
    const meinWeg = quick.getByRole('link', { name: 'Mein Weg' });
    // Every change of the live region, timed in the page (the test's own polling would add its delays).
    await page.evaluate(() => {
      const region = document.querySelector('[data-testid="route-announcer"]');
      const changes: { text: string; at: number }[] = [];
      (window as unknown as { announcerChanges: typeof changes }).announcerChanges = changes;
      if (region) {
        new MutationObserver(() => changes.push({ text: region.textContent ?? '', at: performance.now() })).observe(region, {
          childList: true,
          subtree: true,
          characterData: true,
        });
      }
    });
    await meinWeg.focus();
    await page.keyboard.press('Enter');
    // The heading names the secondary level once the path has loaded ("Mein Weg – Sekundarstufe I").
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText(), { timeout: 15_000 }).toMatch(/^Mein Weg/);
    expect(await meinWeg.getAttribute('aria-current')).toBe('page');
    const box = await meinWeg.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    const announcer = page.getByTestId('route-announcer');
    await expect.poll(() => announcer.innerText()).toBe('Mein Weg geladen');
    await expectNoAxeViolations(page, '/mein-weg as schueler');

    // The announcement stays for LIMITS.announcerMs (5 s), then the region is empty again.
    await expect.poll(() => announcer.innerText(), { timeout: 12_000 }).toBe('');
    const changes = await page.evaluate(() => (window as unknown as { announcerChanges: { text: string; at: number }[] }).announcerChanges);
    const shown = changes.find((change) => change.text === 'Mein Weg geladen');
    const emptied = changes.find((change) => shown !== undefined && change.at > shown.at && change.text === '');
    expect(shown && emptied ? emptied.at - shown.at : 0).toBeGreaterThanOrEqual(4_900);
    expect(shown && emptied ? emptied.at - shown.at : Infinity).toBeLessThan(8_000);

    // The item without a link opens the story form; Escape closes it and focus goes back.
    const storyButton = quick.getByRole('button', { name: 'Story' });
    await storyButton.focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'Neue Story' });
    await form.waitFor();
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => storyButton.evaluate((element) => element === document.activeElement)).toBe(true);
    await context.close();
  });

  it('hides the Support link from the school coordinator when the Land has no support mailbox', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // No route changes a Land's mailbox (and none should, for a test): the Land is answered without one.
    await page.route('**/api/identity/v1/clients/*', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), redmine_mail_box: null } });
    });
    await signIn(page, 'schuladmin');
    const nav = page.getByRole('navigation', { name: 'Hauptmenü' });
    await nav.getByRole('link', { name: START_LINK }).waitFor();
    await nav.getByRole('switch', { name: 'Hoher Kontrast' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Support' }).count()).toBe(0);
    // Nor does the address open the support form.
    await pushAppUrl(page, '/imprint?technical_support_modal');
    await page.getByRole('heading', { level: 1, name: 'Impressum' }).waitFor();
    await page.locator('html[data-notifications="idle"]').waitFor({ state: 'attached' });
    expect(await page.getByRole('dialog', { name: 'Technischen Support anfragen' }).count()).toBe(0);
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
    // react-aria hands the focus back in the frame after the dialog has gone.
    await expect.poll(() => burger.evaluate((element) => element === document.activeElement)).toBe(true);
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

/**
 * Reloads the page while holding back the app's entry script, so that what the browser paints comes
 * from index.html, its stylesheet and public/preferences.js alone. Reports the look of the page at
 * its first contentful paint (the startup text), then lets the app start again.
 */
async function firstPaintBeforeAppStart(page: Page, { delayThemeMs = 0 } = {}) {
  const entryScript = /\/assets\/index-[^/]+\.js$/;
  const themeStylesheet = /\/styleguide\/themes\/[a-z]+\.css$/;
  const app = await holdRequests(page, entryScript);
  const themeRequests: Promise<void>[] = [];
  await page.route(themeStylesheet, (route) => {
    const delayed = new Promise((resolve) => setTimeout(resolve, delayThemeMs)).then(() => route.continue());
    themeRequests.push(delayed);
    return delayed;
  });
  try {
    await page.reload({ waitUntil: 'commit' });
    await expect.poll(() => app.isAsked(), { timeout: 20_000 }).toBe(true);
    await page.waitForFunction(() => performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'), undefined, {
      timeout: 20_000,
    });
    return await page.evaluate(() => {
      const themeLink = document.getElementById('theme-stylesheet');
      const themeHref = themeLink?.getAttribute('href') ?? null;
      const themeTiming = themeLink ? performance.getEntriesByName((themeLink as HTMLLinkElement).href)[0] : undefined;
      return {
        // The app has not run: the startup text of index.html is still all there is.
        appStarted: document.querySelector('#root > .startup-status') === null,
        contrast: document.documentElement.classList.contains('contrast'),
        themeHref,
        bodyBackground: getComputedStyle(document.body).backgroundColor,
        primaryColour: getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
        firstPaintAt: performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint')?.startTime ?? 0,
        themeArrivedAt: themeTiming ? (themeTiming as PerformanceResourceTiming).responseEnd : null,
      };
    });
  } finally {
    app.release();
    await page.unroute(entryScript);
    // Only once every held stylesheet has gone on: a route still waiting must not outlive its handler.
    await Promise.allSettled(themeRequests);
    await page.unroute(themeStylesheet);
    await page.getByRole('switch', { name: 'Hoher Kontrast' }).waitFor({ state: 'attached', timeout: 30_000 });
    await dismissWelcome(page);
    await dismissNotifications(page);
  }
}

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
      await reloadAndSettle(page);
      expect(await page.evaluate(() => document.documentElement.classList.contains('contrast'))).toBe(true);
      await expectNoAxeViolations(page, 'dashboard in high contrast');
      await toggle(page, 'switch', 'Hoher Kontrast');
      await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('contrast'))).toBe(false);

      for (const [label, theme] of [['Ozean (Petrol)', 'ozean'], ['Wald (Grün)', 'wald'], ['Sonne (Bernstein)', 'sonne']] as const) {
        await toggle(page, 'radio', label);
        await expect.poll(() => page.evaluate(() => document.getElementById('theme-stylesheet')?.getAttribute('href'))).toBe(`/styleguide/themes/${theme}.css`);
        await expectNoAxeViolations(page, `dashboard in theme ${theme}`);
      }
      await reloadAndSettle(page);
      expect(await page.evaluate(() => document.getElementById('theme-stylesheet')?.getAttribute('href'))).toBe('/styleguide/themes/sonne.css');
      await screenshot(page, 'shell-theme-sonne');
    } finally {
      await resetDisplay(page, token);
    }
    await context.close();
  });

  it('paints in high contrast and in the chosen theme before the app script has run', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const bearer = captureBearer(page);
    await signIn(page, 'landadmin');
    const token = await bearer;
    try {
      // The app remembers the choice in this browser; public/preferences.js applies it on the next load.
      await toggle(page, 'switch', 'Hoher Kontrast');
      await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('contrast'))).toBe(true);
      const contrast = await firstPaintBeforeAppStart(page);
      expect(contrast).toMatchObject({ appStarted: false, contrast: true, themeHref: null, bodyBackground: 'rgb(0, 0, 0)' });
      await toggle(page, 'switch', 'Hoher Kontrast');
      await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('contrast'))).toBe(false);

      await toggle(page, 'radio', 'Wald (Grün)');
      await expect.poll(() => page.evaluate(() => document.getElementById('theme-stylesheet')?.getAttribute('href'))).toBe('/styleguide/themes/wald.css');
      // The theme stylesheet comes late: the first paint waits for it instead of showing the default colours.
      const theme = await firstPaintBeforeAppStart(page, { delayThemeMs: 1_500 });
      expect(theme).toMatchObject({ appStarted: false, contrast: false, themeHref: '/styleguide/themes/wald.css', primaryColour: '#2d6a2f' });
      expect(theme.firstPaintAt, 'first paint after the theme stylesheet arrived').toBeGreaterThanOrEqual(theme.themeArrivedAt ?? Infinity);
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
      // 'load' fires for a new document of the page only; 'framenavigated' also for the sign-in iframes
      // and same-document URL changes, and then resolved before the reload had happened.
      const reloaded = page.waitForEvent('load');
      await toggle(page, 'switch', 'Leichte Sprache');
      await reloaded;
      await expect.poll(() => page.locator('main').innerText(), { timeout: 20_000 }).toContain('Hier fängt deine Berufs·orientierung an.');
      await expectNoAxeViolations(page, 'dashboard in Leichte Sprache');

      // The menus name their entries in Leichte Sprache (content/navigation/names.leicht.json).
      const nav = page.getByRole('navigation', { name: 'Hauptmenü' });
      await nav.getByRole('link', { name: 'Nach·denken' }).waitFor();
      expect(await nav.getByRole('link', { name: 'Reflexion', exact: true }).count()).toBe(0);
      const quick = page.getByRole('navigation', { name: 'Schnellmenü' });
      await quick.getByRole('button', { name: 'Story' }).waitFor();
      // The explanation box shows its Leichte-Sprache teaser (teaser_el), whatever the content says today.
      const explanation = await page.request.get('/api/cms/v1/explanations/targets/dashboard', { headers: { authorization: token } });
      const { teaser, teaser_el: teaserSimple } = (await explanation.json()) as { teaser: string; teaser_el: string | null };
      expect(teaserSimple).toBeTruthy();
      const box = page.locator('[data-tour="explanation"]');
      await expect.poll(() => box.innerText()).toContain(teaserSimple ?? '');
      expect(await box.innerText()).not.toContain(teaser);
      // The tour, started from its menu entry ("Tour starten" in Leichte Sprache), shows title_el.
      const startTour = nav.getByRole('button', { name: 'Die App kennen·lernen' });
      await startTour.focus();
      await page.keyboard.press('Enter');
      const step = page.locator('.tour-step');
      await step.waitFor();
      expect(await step.getByRole('heading').innerText()).toBe('Die Start·seite');
      await page.keyboard.press('Escape');
      await step.waitFor({ state: 'detached' });
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

  it('starts the tour from the menu entry pressed while the tour’s code is still loading', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'lehrer');
    // A slow school network: the onboarding host's chunk arrives only after the entry was pressed.
    const host = await holdRequests(page, /\/assets\/onboarding-host-[^/]+\.js$/);
    // Not 'load': the held chunk may be part of it.
    await page.reload({ waitUntil: 'commit' });
    const startTour = page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('button', { name: 'Tour starten' });
    await startTour.waitFor();
    await expect.poll(() => host.isAsked(), { timeout: 20_000 }).toBe(true);
    await startTour.focus();
    await page.keyboard.press('Enter');
    const step = page.locator('.tour-step');
    expect(await step.count()).toBe(0);
    host.release();
    await step.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.tour-step') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await step.waitFor({ state: 'detached' });
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
    await expect.poll(() => more.evaluate((element) => element === document.activeElement)).toBe(true);
    await context.close();
  });

  it('shows no box and no error when the explanation cannot be loaded, and the page goes on working', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // Spec 8: a failed load of an explanation is ignored silently. The server is made to fail here,
    // for every target, with the body a broken server would send.
    const failed: string[] = [];
    await page.route('**/api/cms/v1/explanations/**', async (route) => {
      failed.push(new URL(route.request().url()).pathname.split('/').pop() ?? '');
      await route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'Explanations kaputt' } });
    });
    await signIn(page, 'lehrer');
    await expect.poll(() => failed).toContain('dashboard');
    const main = page.locator('main');
    await expectNoExplanationNorError(page);
    // The page around it is whole: its heading and content, the menu; the next page opens by keyboard.
    expect(await main.getByRole('heading', { level: 1 }).count()).toBe(1);
    const termine = page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Termine' });
    await termine.focus();
    await page.keyboard.press('Enter');
    await main.getByRole('heading', { level: 1, name: /^Termine/ }).waitFor();
    await expect.poll(() => failed).toContain('termine');
    await expectNoExplanationNorError(page);
    await expectNoAxeViolations(page, 'Termine without its explanation');
    await context.close();
  });
});

/** Waits until a failed explanation would have been drawn, then checks that nothing was: no box, no message. */
async function expectNoExplanationNorError(page: Page): Promise<void> {
  await page.locator('html[data-notifications="idle"]').waitFor({ state: 'attached' });
  await page.waitForTimeout(500);
  expect(await page.locator('[data-tour="explanation"], .explanation').count()).toBe(0);
  expect(await page.getByRole('button', { name: /^mehr/ }).count()).toBe(0);
  expect(await page.getByRole('alert').count()).toBe(0);
  const text = await page.locator('body').innerText();
  expect(text).not.toContain('Explanations kaputt');
  expect(text).not.toMatch(/konnte nicht geladen|konnten nicht geladen|Etwas ist schiefgelaufen|Fehler/);
}

// The axe sweep over every route, role and look: axe-sweep.e2e.ts.
describe('route guards', () => {
  it('sends a teacher who opens a student page to the start page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'lehrer', '/mein-weg');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});
