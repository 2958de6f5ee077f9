import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, DEMO_PASSWORD } from '../../e2e/support/chromium';
import { dismissNotifications, dismissWelcome } from '../../e2e/support/first-run';

/** A headless Chromium started as the journeys start it, with a profile folder of its own (kept cookies, service worker, caches), German locale. */
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
  await page.getByLabel('Passwort').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/realms/'));
  await page.locator('h1').first().waitFor();
  await dismissWelcome(page);
  await dismissNotifications(page);
}
