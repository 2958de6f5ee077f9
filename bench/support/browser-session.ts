import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { dismissNotifications, dismissWelcome } from '../../e2e/support/first-run';

/** Debian's Chromium as the end-to-end journeys launch it (DEVELOPERS.md). */
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** A headless Chromium with a profile folder of its own (kept cookies, service worker, caches), German locale. */
export function launchBrowserWithProfile(profileDir: string, extraFlags: string[] = []): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_FLAGS, ...extraFlags],
    locale: 'de-DE',
  });
}

/**
 * Signs a demo account in through the embedded provider's form and leaves the browser as a
 * returning user's: the welcome offer declined once, so that a measured screen shows the screen
 * itself, and the notifications waiting for the account read once (the demo world's welcome
 * notification among them) – otherwise their dialog, drawn after the screen, is what Lighthouse
 * takes as every screen's largest paint. The same steps as the journeys' sign-in
 * (e2e/support/first-run.ts).
 */
export async function signInReturningUser(page: Page, baseUrl: string, username: string): Promise<void> {
  await page.goto(baseUrl);
  await page.waitForURL(/\/realms\/berufswahl\//);
  await page.getByLabel('Benutzername').fill(username);
  await page.getByLabel('Passwort').fill('berufswahl');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/realms/'));
  await page.locator('h1').first().waitFor();
  await dismissWelcome(page);
  await dismissNotifications(page);
}
