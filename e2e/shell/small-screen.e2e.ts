import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, signIn } from '../support/browser';
import { isFocused, pushAppUrl, tabTo } from './shell-support';

/** Issue 14: what a newcomer tripped over in the shell – banners, the burger menu, slow loads. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** True when the element's centre is not covered: a click there reaches it. */
function isOnTop(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

async function slowDown(page: Page, pattern: string, delayMs: number): Promise<void> {
  await page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}

describe('students’ quick menu at 375 px', () => {
  it('shows "Mein Weg" on one line, and the offline banner stands above the bar: Story stays usable', async () => {
    const context = await newContext(browser, { width: 375 });
    const page = await context.newPage();
    await signIn(page, 'schueler');
    const quickMenu = page.getByRole('navigation', { name: 'Schnellmenü' });
    await quickMenu.waitFor();
    const label = (name: string) => quickMenu.locator('.quick-menu__label', { hasText: name });
    const [meinWeg, start] = await Promise.all([label('Mein Weg').boundingBox(), label('Start').boundingBox()]);
    expect(meinWeg && start && meinWeg.height).toBe(start?.height);

    const story = quickMenu.getByRole('button', { name: 'Story' });
    const banner = page.getByRole('status').filter({ hasText: 'Keine Internetverbindung' });
    try {
      await context.setOffline(true);
      await banner.waitFor();
      await screenshot(page, 'offline-banner-over-quick-menu-375');
      expect(await isOnTop(story)).toBe(true);
      const [bannerBox, menuBox] = await Promise.all([banner.boundingBox(), quickMenu.boundingBox()]);
      expect((bannerBox?.y ?? 0) + (bannerBox?.height ?? 0)).toBeLessThanOrEqual((menuBox?.y ?? 0) + 1);
    } finally {
      await context.setOffline(false);
      await context.close();
    }
  });
});

describe('burger menu by keyboard', () => {
  it('takes the focus into the drawer at once, and an Escape right after opening closes it', async () => {
    const context = await newContext(browser, { width: 375 });
    const page = await context.newPage();
    // The menu's code arrives late, as on a slow connection.
    await slowDown(page, '**/assets/main-menu-*.js', 2_000);
    await signIn(page, 'lehrer');
    const button = page.getByRole('button', { name: 'Menü', exact: true });
    const drawer = page.getByRole('dialog', { name: 'Hauptmenü' });
    await button.waitFor();
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    const focusedDialog = () => page.evaluate(() => document.activeElement?.closest('[role="dialog"]')?.getAttribute('aria-label'));
    expect(await focusedDialog()).toBe('Hauptmenü');
    // Tab while the code loads stays in the drawer, not on the page behind the overlay.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focusedDialog()).toBe('Hauptmenü');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    // Still closed after the code has arrived, and the focus is back on the button.
    await page.waitForTimeout(2_500);
    expect(await drawer.count()).toBe(0);
    await expect.poll(() => isFocused(button)).toBe(true);

    // Loaded now: the real drawer opens with the focus inside, Escape closes it again.
    await page.keyboard.press('Enter');
    await drawer.getByRole('link', { name: /^Start\b/ }).waitFor();
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(button)).toBe(true);
    await context.close();
  });
});

describe('slow loads', () => {
  it('shows "Wird geladen …" while a screen’s code or its data is on the way', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'lehrer');
    const indicator = page.getByRole('status').filter({ hasText: 'Wird geladen …' });

    await slowDown(page, '**/assets/help-screen-*.js', 2_500);
    await pushAppUrl(page, '/hilfe');
    await indicator.waitFor({ timeout: 2_000 });
    await screenshot(page, 'loading-indicator');
    await page.getByRole('heading', { level: 1, name: 'Hilfe' }).waitFor({ timeout: 15_000 });
    await indicator.waitFor({ state: 'detached' });

    await slowDown(page, '**/api/messaging/v1/events**', 2_500);
    await pushAppUrl(page, '/termine');
    await indicator.waitFor({ timeout: 2_000 });
    await indicator.waitFor({ state: 'detached', timeout: 15_000 });
    await context.close();
  });
});
