import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIMITS } from '@berufswahl/contracts/shared/limits';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dismissNotifications, expectNoAxeViolations, launchBrowser, newContext, screenshot, signIn } from '../support/browser';
import { captureBearer, isFocused, patchMe, tabTo, trackBearer } from './shell-support';

/**
 * Shell actions done by keyboard alone (issue 4: "every action in this issue can be done without
 * a mouse"): the welcome dialog's "Später", the tour from its menu entry with back and close, the
 * tour on a small screen, the skip links on a small screen, turning pages of a list, writing the
 * important notification, postponing the reload of a new version and choosing a file to upload. No click, no fill: focus, Tab, Enter, Escape and typing.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A tiny real PNG (1 × 1 px). */
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** "Schritt 2 von 5" of the step on show. */
async function progressOf(step: Locator): Promise<string> {
  return (await step.locator('.hint').textContent({ timeout: 5_000 })) ?? '';
}

/** Presses Enter on the focused button and waits until the tour shows the next step (or has ended). */
async function pressAndWaitForStep(page: Page, step: Locator, before: string): Promise<void> {
  await page.keyboard.press('Enter');
  await expect
    .poll(async () => ((await step.count()) === 0 ? 'ended' : await progressOf(step).catch(() => before)), { timeout: 10_000 })
    .not.toBe(before);
}

describe('onboarding tour by keyboard', () => {
  it('starts from the menu entry, goes back with "Zurück" and ends with "Tour beenden"', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'lehrer');
    const start = page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('button', { name: 'Tour starten' });
    await start.focus();
    await page.keyboard.press('Enter');
    const step = page.locator('.tour-step');
    await step.waitFor();
    const next = step.getByRole('button', { name: /^(Weiter|Fertig)$/ });
    await expect.poll(() => isFocused(next)).toBe(true);
    const first = await progressOf(step);
    expect(first).toMatch(/^Schritt 1 von \d+$/);
    expect(await step.getByRole('button', { name: 'Zurück' }).count()).toBe(0);

    await pressAndWaitForStep(page, step, first);
    const second = await progressOf(step);
    expect(second).toMatch(/^Schritt 2 von \d+$/);
    // Focus stays on "Weiter"; "Zurück" is just before it.
    await tabTo(page, step.getByRole('button', { name: 'Zurück' }), { backwards: true, limit: 3 });
    await pressAndWaitForStep(page, step, second);
    expect(await progressOf(step)).toBe(first);
    await expect.poll(() => isFocused(next)).toBe(true);

    await tabTo(page, step.getByRole('button', { name: 'Tour beenden' }), { backwards: true, limit: 3 });
    await page.keyboard.press('Enter');
    await step.waitFor({ state: 'detached' });
    expect(await page.locator('.tour-highlight').count()).toBe(0);
    await context.close();
  });

  it('runs on a small screen with the mobile steps and without the desktop ones', async () => {
    const context = await newContext(browser, { width: 375 });
    const page = await context.newPage();
    await signIn(page, 'schueler');
    // A notification of the first-run queue (the welcome) must not cover the page while the tour is started.
    await dismissNotifications(page);
    // The tour picks its steps by the targets on the page: let the lazily loaded parts arrive first.
    await page.getByRole('navigation', { name: 'Schnellmenü' }).waitFor();
    await page.locator('[data-tour="explanation"]').waitFor();
    const burger = page.getByRole('button', { name: 'Menü', exact: true });
    await burger.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Hauptmenü' });
    const start = drawer.getByRole('button', { name: 'Tour starten' });
    // As a keyboard user does: wait until the menu is there (while its code loads, Tab stays on the
    // loading drawer), then go through it.
    await drawer.getByRole('button', { name: 'Menü schließen' }).waitFor();
    await tabTo(page, start);
    await page.keyboard.press('Enter');
    // The entry closes the menu, then the tour begins.
    await drawer.waitFor({ state: 'detached' });
    const step = page.locator('.tour-step');
    await step.waitFor();
    await screenshot(page, 'shell-tour-step-375');
    await expectNoAxeViolations(page, 'tour step at 375 px');

    const titles: string[] = [];
    for (let index = 0; index < 12 && (await step.count()) > 0; index++) {
      const title = (await step.getByRole('heading').textContent()) ?? '';
      titles.push(title);
      if (title === 'Das Menü') expect(await page.locator('[data-tour="menu-button"]').getAttribute('class')).toContain('tour-highlight');
      await pressAndWaitForStep(page, step, await progressOf(step));
    }
    // content/onboarding/onboardings.json, set SCHUELER: the burger step is for phones, the
    // sidebar, role switcher, accessibility and profile steps are for wide screens only.
    expect(titles).toEqual(['Willkommen auf der Startseite', 'Das Schnellmenü', 'Das Menü', 'Erklärungen']);
    await context.close();
  });
});

describe('help page by keyboard', () => {
  it('answers a student in du, starts the tour and opens the barrier report from the page', async () => {
    const context = await newContext(browser, { width: 375 });
    const page = await context.newPage();
    await signIn(page, 'schueler', '/hilfe');
    const main = page.locator('main');
    await expect.poll(() => main.innerText(), { timeout: 20_000 }).toContain('Passwort vergessen? Sag deiner Lehrkraft Bescheid.');
    await expectNoAxeViolations(page, 'help page at 375 px');
    await screenshot(page, 'shell-help-375');

    const tour = main.getByRole('button', { name: 'Tour starten' });
    await tour.focus();
    await page.keyboard.press('Enter');
    const step = page.locator('.tour-step');
    await step.waitFor();
    await page.keyboard.press('Escape');
    await step.waitFor({ state: 'detached' });

    const report = main.getByRole('link', { name: 'Barriere melden' }).last();
    await report.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /Barriere melden/ });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });
});

/** Learning group 9c of lehrer2 (content/demo/world.json). */
const CLASS_9C_UUID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0011';
const NEWS_API = '/api/messaging/v1/news';

describe('pagination by keyboard', () => {
  it('turns to another page of the news by typing its number and pressing Enter', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const bearer = trackBearer(page);
    await signIn(page, 'lehrer2');
    const run = Date.now().toString(36);
    const created: string[] = [];
    try {
      // Eleven news items for lehrer2's own group, addressed to its teachers: lehrer2 is the only
      // one, and authors get no notification of their own items – nobody else's state changes.
      for (let number = 1; number <= 11; number++) {
        const response = await page.request.post(NEWS_API, {
          headers: { authorization: bearer() },
          data: { title: `Blättern ${run} Nr. ${number}`, text: '<p>Eine Nachricht zum Blättern.</p>', audiences: ['LEHRER'], class_uuid: CLASS_9C_UUID },
        });
        expect(response.status()).toBe(201);
        created.push(((await response.json()) as { uuid: string }).uuid);
      }
      await page.reload();
      const pages = page.getByRole('navigation', { name: 'Seiten' }).first();
      await pages.waitFor({ timeout: 20_000 });
      const newsList = page.locator('.news-feed').first();
      await expect.poll(() => newsList.innerText()).toContain(`Blättern ${run} Nr. 11`);
      const input = pages.getByLabel('Seite', { exact: true });
      const lastPage = Number(/von (\d+)/.exec(await pages.innerText())?.[1] ?? 0);
      expect(lastPage).toBeGreaterThanOrEqual(2);

      await input.focus();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('2');
      await page.keyboard.press('Enter');
      await expect.poll(() => input.inputValue()).toBe('2');
      await expect.poll(() => newsList.innerText(), { timeout: 15_000 }).not.toContain(`Blättern ${run} Nr. 11`);
      expect(await pages.getByRole('button', { name: 'Vorherige Seite' }).isEnabled()).toBe(true);
      await expectNoAxeViolations(page, 'news list on page 2');

      // A number beyond the last page is clamped to the last page.
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('99');
      await page.keyboard.press('Enter');
      await expect.poll(() => input.inputValue()).toBe(String(lastPage));

      // Back with the "Erste Seite" button, by keyboard.
      await tabTo(page, pages.getByRole('button', { name: 'Erste Seite' }), { backwards: true, limit: 5 });
      await page.keyboard.press('Enter');
      await expect.poll(() => input.inputValue()).toBe('1');
      await expect.poll(() => newsList.innerText(), { timeout: 15_000 }).toContain(`Blättern ${run} Nr. 11`);
    } finally {
      for (const uuid of created) {
        const removed = await page.request.delete(`${NEWS_API}/${uuid}`, { headers: { authorization: bearer() } });
        expect(removed.status()).toBe(204);
      }
      await context.close();
    }
  }, 120_000);
});

/** Loads the page again and waits until the shell has settled, nothing focused yet (no dialog is due). */
async function loadAfresh(page: Page): Promise<void> {
  await page.reload();
  await page.locator('html[data-onboarding]').waitFor({ state: 'attached' });
  await page.locator('html[data-notifications="idle"]').waitFor({ state: 'attached' });
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
}

describe('welcome dialog by keyboard', () => {
  it('declines the tour with "Später", which is remembered', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const bearer = captureBearer(page);
    await signIn(page, 'lehrer2');
    const token = await bearer;
    await patchMe(page, token, 'onboarding', { show_onboarding: true });
    try {
      await page.reload();
      const welcome = page.getByRole('dialog', { name: /^Willkommen bei Berufswahl/ });
      await welcome.waitFor();
      // The dialog offers the tour first ("Tour starten" has the focus); "Später" is one step back.
      await expect.poll(() => isFocused(welcome.getByRole('button', { name: 'Tour starten' }))).toBe(true);
      await tabTo(page, welcome.getByRole('button', { name: 'Später' }), { backwards: true, limit: 3 });
      const remembered = page.waitForResponse((response) => response.url().endsWith('/users/me/onboarding') && response.request().method() === 'PATCH');
      await page.keyboard.press('Enter');
      expect((await remembered).ok()).toBe(true);
      await welcome.waitFor({ state: 'detached' });
      expect(await page.locator('.tour-step').count()).toBe(0);
      // The dialog came with the page, before anything had the focus: the keyboard goes on from the
      // top of the page, the first skip link.
      await page.keyboard.press('Tab');
      expect(await isFocused(page.getByRole('link', { name: 'Zum Inhalt springen' }))).toBe(true);
      await page.reload();
      await page.locator('html[data-onboarding="ready"]').waitFor({ state: 'attached' });
      expect(await welcome.count()).toBe(0);
    } finally {
      await patchMe(page, token, 'onboarding', { show_onboarding: false });
      await context.close();
    }
  });
});

describe('skip links at 375 px by keyboard', () => {
  it('opens the menu at the accessibility options or at its top, and jumps to the content', async () => {
    const context = await newContext(browser, { width: 375 });
    const page = await context.newPage();
    await signIn(page, 'lehrer');
    const drawer = page.getByRole('dialog', { name: 'Hauptmenü' });
    // A fresh load, as a keyboard user starts: the skip links are the first stops of Tab.
    await loadAfresh(page);
    // Every skip link's target is on the page while the menu is closed (the menu's point at the burger).
    const missingTargets = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('a.skip-link')].map((link) => link.hash).filter((hash) => document.querySelector(hash) === null),
    );
    expect(missingTargets).toEqual([]);
    await page.keyboard.press('Tab');
    expect(await isFocused(page.getByRole('link', { name: 'Zum Inhalt springen' }))).toBe(true);
    await tabTo(page, page.getByRole('link', { name: 'Zu den Einstellungen für Barrierefreiheit springen' }), { limit: 2 });
    await page.keyboard.press('Enter');
    await drawer.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('barrierefreiheit');
    // The next Tab reaches the first option of the section, inside the open menu.
    await page.keyboard.press('Tab');
    expect(await isFocused(drawer.getByRole('switch', { name: 'Hoher Kontrast' }))).toBe(true);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    await tabTo(page, page.getByRole('link', { name: 'Zum Hauptmenü springen' }), { backwards: true, limit: 10 });
    await page.keyboard.press('Enter');
    await drawer.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('hauptmenue');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    await tabTo(page, page.getByRole('link', { name: 'Zum Inhalt springen' }), { backwards: true, limit: 10 });
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('inhalt');
    expect(await drawer.count()).toBe(0);
    await context.close();
  });
});

const IMPORTANT_API = '/api/messaging/v1/notifications/important';

describe('important notification by keyboard', () => {
  it('reaches the editor from the menu and submits it, first empty, then with a text', { timeout: 120_000 }, async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const bearer = captureBearer(page);
    await signIn(page, 'landadmin');
    const token = await bearer;
    const text = `Wartung am Samstag ab 18 Uhr (Tastatur ${Date.now().toString(36)}).`;
    try {
      // From a fresh load: skip link to the menu, Tab to "Landesverwaltung", then along its sub-navigation.
      await loadAfresh(page);
      await tabTo(page, page.getByRole('link', { name: 'Zum Hauptmenü springen' }), { limit: 3 });
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('hauptmenue');
      await tabTo(page, page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Landesverwaltung' }));
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Schulen und Koordination' }).waitFor();
      await tabTo(page, page.getByRole('navigation', { name: 'Verwaltung' }).getByRole('link', { name: 'Wichtige Mitteilung' }));
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Wichtige Mitteilung' }).waitFor();
      await page.getByText('Zurzeit ist keine wichtige Mitteilung gesetzt.').waitFor();

      // The first submit, empty: refused at the field, which takes the focus.
      const field = page.getByRole('textbox', { name: /^Text der Mitteilung/ });
      await tabTo(page, page.getByRole('button', { name: 'Mitteilung speichern' }));
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('form').innerText()).toContain('Wichtige Mitteilung ist ein Pflichtfeld');
      await expect.poll(() => isFocused(field)).toBe(true);

      // Typed, then Tab and Enter on "Mitteilung speichern".
      await page.keyboard.type(text);
      await tabTo(page, page.getByRole('button', { name: 'Mitteilung speichern' }), { limit: 3 });
      const saved = page.waitForResponse((response) => response.url().endsWith(IMPORTANT_API) && response.request().method() === 'POST');
      await page.keyboard.press('Enter');
      expect((await saved).status()).toBe(200);
      await page.getByRole('status').filter({ hasText: 'Die Mitteilung ist gespeichert.' }).waitFor();
      await expect.poll(() => page.getByRole('region', { name: 'Aktuelle Mitteilung' }).innerText()).toContain(text);
    } finally {
      // The Land has no text afterwards, as at the start (shared e2e database).
      const removed = await page.request.delete(IMPORTANT_API, { headers: { authorization: token } });
      expect(removed.status()).toBe(200);
      await context.close();
    }
  });
});

// As in messaging/service-worker.e2e.ts: a new version is deployed by changing the bytes of the
// served sw.js (the server of this run serves the client from WEB_DIST_DIR or apps/web/dist).
const servedWorker = path.join(
  process.env.WEB_DIST_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist'),
  'sw.js',
);

describe('update notice by keyboard', () => {
  it('postpones the reload with "Später neu laden": the notice goes and the page is not reloaded', { timeout: 120_000 }, async () => {
    const original = await readFile(servedWorker, 'utf8');
    const context = await newContext(browser, { withServiceWorker: true });
    try {
      const page = await context.newPage();
      await signIn(page, 'lehrer');
      await page.evaluate(() => navigator.serviceWorker.ready);
      // A first install does not take over the page that registered it; the next load is controlled.
      await page.reload();
      await page.locator('html[data-notifications]').waitFor({ state: 'attached' });
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);

      await writeFile(servedWorker, `${original}\n// e2e: a new version ${Date.now()}\n`);
      await page.evaluate(() => Object.assign(window, { e2eBeforeUpdate: true }));
      // A route change looks for an update.
      const help = page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Hilfe' });
      await help.focus();
      await page.keyboard.press('Enter');
      const notice = page.getByRole('region', { name: 'Neue Version' });
      await notice.waitFor({ timeout: 20_000 });
      await expect.poll(() => notice.getByRole('button', { name: 'Jetzt neu laden' }).isEnabled(), { timeout: 20_000 }).toBe(true);

      await tabTo(page, notice.getByRole('button', { name: 'Später neu laden' }), { limit: 80 });
      await page.keyboard.press('Enter');
      await notice.waitFor({ state: 'detached' });
      // Past the forced reload's 20 s the page is still the same load, and the notice stays away.
      await page.waitForTimeout(LIMITS.serviceWorkerForcedReloadMs + 2_000);
      expect(await page.evaluate(() => 'e2eBeforeUpdate' in window)).toBe(true);
      expect(await notice.count()).toBe(0);
    } finally {
      await writeFile(servedWorker, original);
      await context.close();
    }
  });
});

describe('file input by keyboard', () => {
  it('chooses a file with the "Datei auswählen" button and uploads it with Enter', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const bearer = captureBearer(page);
    await signIn(page, 'lehrer', '/files/');
    const token = await bearer;
    await page.getByRole('heading', { level: 1, name: 'Meine Dateien' }).waitFor();
    const name = `tastatur-${Date.now()}.png`;
    let uploadedUuid: string | undefined;
    try {
      // The button opens the browser's own file dialog (here: Playwright's file chooser).
      await tabTo(page, page.getByRole('button', { name: 'Datei auswählen' }));
      const chooser = page.waitForEvent('filechooser');
      await page.keyboard.press('Enter');
      await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: PNG_1PX });
      // The chosen file is listed in the form, with a button to take it out again.
      await page.getByRole('button', { name: `${name} entfernen` }).waitFor();

      await tabTo(page, page.getByRole('button', { name: 'Hochladen' }));
      const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/files/v1/me/files') && response.request().method() === 'POST');
      await page.keyboard.press('Enter');
      const response = await uploaded;
      expect(response.status()).toBe(201);
      uploadedUuid = ((await response.json()) as { uuid: string }).uuid;
      await page.getByTestId('file-item').filter({ hasText: name }).waitFor();
      await expect.poll(() => page.getByTestId('route-announcer').innerText()).toContain(`„${name}“ ist hochgeladen.`);
    } finally {
      if (uploadedUuid) {
        const removed = await page.request.delete(`/api/files/v1/me/files/${uploadedUuid}`, { headers: { authorization: token } });
        expect(removed.status()).toBe(204);
      }
      await context.close();
    }
  });
});
