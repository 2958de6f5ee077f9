import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, newContext, screenshot, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// The server of this run serves the client from WEB_DIST_DIR (or apps/web/dist); a deployment of a
// new version is simulated by changing the bytes of its sw.js, which is what a new build does.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const servedWorker = path.join(process.env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist'), 'sw.js');

/** The sign-in round trip after a load ends on the app with its global dialogs running. */
async function waitForApp(page: Page): Promise<void> {
  await page.locator('html[data-notifications]').waitFor({ state: 'attached' });
  await page.locator('main h1').waitFor();
}

async function waitForControllingWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  // A first install does not take over the page that registered it; the next load is controlled.
  await page.reload();
  await waitForApp(page);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
}

describe('service-worker update notice', () => {
  it('finds a new version on navigation, offers the reload and reloads when the new worker takes over', async () => {
    const original = await readFile(servedWorker, 'utf8');
    const context = await newContext(browser, { withServiceWorker: true });
    try {
      const page = await context.newPage();
      await signIn(page, 'lehrer');
      await waitForControllingWorker(page);
      const oldWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
      expect(oldWorker).toMatch(/\/sw\.js$/);

      await writeFile(servedWorker, `${original}\n// e2e: a new version ${Date.now()}\n`);
      // Marks this page load; it is gone once the page has reloaded.
      await page.evaluate(() => Object.assign(window, { e2eBeforeUpdate: true }));
      // Route changes look for an update (at most once a minute; this is the first after the load).
      await page.getByRole('navigation', { name: /Hauptmenü/ }).getByRole('link', { name: 'Hilfe' }).click();

      const notice = page.getByRole('region', { name: 'Neue Version' });
      await notice.waitFor({ timeout: 20_000 });
      const reload = notice.getByRole('button', { name: 'Jetzt neu laden' });
      await expect.poll(() => reload.isEnabled(), { timeout: 20_000 }).toBe(true);
      expect(await notice.innerText()).toContain('Die Seite lädt in 20 Sekunden neu');
      await screenshot(page, 'service-worker-update-notice');
      await expectNoAxeViolations(page, 'update notice');

      await reload.focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.evaluate(() => !('e2eBeforeUpdate' in window)).catch(() => false), { timeout: 15_000 })
        .toBe(true);
      await waitForApp(page);
      expect(await page.getByRole('region', { name: 'Neue Version' }).count()).toBe(0);
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    } finally {
      await writeFile(servedWorker, original);
      await context.close();
    }
  });
});
