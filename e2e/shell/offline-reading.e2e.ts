import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dismissNotifications, dismissWelcome, expectNoAxeViolations, launchBrowser, newContext, screenshot, signIn } from '../support/browser';

/**
 * Issue 19, decision 239: the app is installable, opens offline from the worker's shell, shows the
 * stories the student saw last with when they were fetched, and keeps nothing of the student after
 * signing out.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const OFFLINE_CACHE_PREFIX = 'berufswahl-offline-v1-';
const STORIES_API = '/api/bo/v1/artefacts/stories';

function cacheNames(page: Page): Promise<string[]> {
  return page.evaluate(() => caches.keys());
}

/** The URLs kept in the offline caches of the page's origin. */
function keptAnswers(page: Page): Promise<string[]> {
  return page.evaluate(async (prefix) => {
    const names = (await caches.keys()).filter((name) => name.startsWith(prefix));
    const requests = await Promise.all(names.map(async (name) => (await caches.open(name)).keys()));
    return requests.flat().map((request) => new URL(request.url).pathname);
  }, OFFLINE_CACHE_PREFIX);
}

/** Whether the worker's cache of loaded chunks holds the stories screen (loaded before the worker took over). */
function hasCachedStoriesScreen(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    if (!(await caches.has('berufswahl-assets'))) return false;
    const requests = await (await caches.open('berufswahl-assets')).keys();
    return requests.some((request) => request.url.includes('/assets/stories-screen-'));
  });
}

describe('installable app and offline reading', () => {
  it('installs, reads the last-seen stories offline with their fetch time, and forgets them at sign-out', async () => {
    const context = await newContext(browser, { withServiceWorker: true });
    const page = await context.newPage();
    try {
      await signIn(page, 'schueler', '/stories');
      const firstStory = page.locator('.story-card__text').first();
      await firstStory.waitFor({ timeout: 20_000 });
      const storyText = (await firstStory.innerText()).trim();
      expect(storyText.length).toBeGreaterThan(0);

      // Installable: the manifest is linked and served, the worker controls the page, Chromium agrees.
      expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
      const manifestResponse = await page.request.get('/manifest.webmanifest');
      expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json');
      const manifest = (await manifestResponse.json()) as { name: string; short_name: string; lang: string; display: string; icons: { purpose: string }[] };
      expect(manifest).toMatchObject({ short_name: 'Berufswahl', lang: 'de', display: 'standalone' });
      expect(manifest.icons.map((icon) => icon.purpose)).toContain('maskable');
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
      const cdp = await context.newCDPSession(page);
      const appManifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
      expect(appManifest.url).toMatch(/\/manifest\.webmanifest$/);
      expect(appManifest.errors).toEqual([]);
      // Playwright's contexts are private windows, where Chromium never installs ("in-incognito"):
      // every other reason – manifest, icons, worker, scope – must be absent.
      const installabilityErrors = async () => {
        const { installabilityErrors: errors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
        return errors.map((error) => error.errorId).filter((errorId) => errorId !== 'in-incognito');
      };
      await expect.poll(installabilityErrors, { timeout: 20_000 }).toEqual([]);

      // What the first visit loaded before the worker took over is cached too, and the stories are kept.
      await expect.poll(() => hasCachedStoriesScreen(page), { timeout: 20_000 }).toBe(true);
      await expect.poll(() => keptAnswers(page), { timeout: 10_000 }).toContain(STORIES_API);

      await context.setOffline(true);
      await page.reload();
      await page.locator('main h1').waitFor({ timeout: 20_000 });
      await expect.poll(() => page.locator('.story-card__text').first().innerText(), { timeout: 20_000 }).toBe(storyText);
      const banner = page.getByRole('status').filter({ hasText: 'du bist offline' });
      await banner.waitFor({ timeout: 10_000 });
      expect(await banner.innerText()).toMatch(/Stand: \d{2}\.\d{2}\., \d{2}:\d{2} Uhr – du bist offline/);
      await screenshot(page, 'offline-reading-stories');
      await expectNoAxeViolations(page, 'stories offline');

      // The app started without a session: its notice offers the reload that signs in again.
      await context.setOffline(false);
      // Marks this page load; it is gone once the page has reloaded.
      await page.evaluate(() => Object.assign(window, { e2eOfflineStart: true }));
      const reload = page.getByRole('button', { name: 'Seite neu laden' });
      await reload.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => !('e2eOfflineStart' in window)).catch(() => false), { timeout: 20_000 }).toBe(true);
      // Signed in again, the first-run queue runs as after any sign-in.
      await dismissWelcome(page);
      await dismissNotifications(page);
      await expect.poll(() => page.locator('.story-card__text').first().innerText(), { timeout: 20_000 }).toBe(storyText);
      expect(await page.getByRole('status').filter({ hasText: 'offline' }).count()).toBe(0);
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);

      // Signing out removes every kept answer and the record of the user; the app's code stays.
      await page.getByRole('button', { name: 'Abmelden' }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/logout', { timeout: 20_000 });
      const names = await cacheNames(page);
      expect(names.filter((name) => name.startsWith(OFFLINE_CACHE_PREFIX))).toEqual([]);
      expect(names).toContain('berufswahl-assets');
      expect(await page.evaluate(() => localStorage.getItem('berufswahl-offline-session'))).toBeNull();

      // Offline after sign-out, nobody's stories open: the start-up says it cannot start.
      await context.setOffline(true);
      await page.goto('/stories');
      await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 20_000 });
      expect(await page.locator('.story-card__text').count()).toBe(0);
      await screenshot(page, 'offline-after-sign-out');
    } finally {
      await context.setOffline(false);
      await context.close();
    }
  }, 180_000);
});
