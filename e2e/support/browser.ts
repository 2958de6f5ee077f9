import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterEach, expect, inject } from 'vitest';

export const ARTIFACTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');
export const DEMO_PASSWORD = 'berufswahl';

/** Debian's Chromium, started the way this machine allows (no sandbox as root, no background traffic). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      // A fake microphone that needs no permission prompt (the story recorder's journey).
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  });
}

export function baseUrl(): string {
  return inject('baseUrl');
}

/** Content-Security-Policy violations Chromium reported in any page of the current test. */
const cspViolations: string[] = [];

function isCspViolation(text: string): boolean {
  return text.includes('Content Security Policy') || text.includes('Content-Security-Policy');
}

// Every test that imports this file fails when a page broke the CSP (decision 030): an inline
// script or style element, an eval, a request to a foreign origin.
afterEach(() => {
  const found = cspViolations.splice(0);
  expect(found, 'Content-Security-Policy violations in the browser console').toEqual([]);
});

export async function newContext(browser: Browser, options: { width?: number } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'de-DE',
    viewport: { width: options.width ?? 1280, height: 800 },
  });
  context.on('console', (message) => {
    const text = message.text();
    if (isCspViolation(text)) cspViolations.push(`${message.location().url}: ${text}`);
  });
  context.on('weberror', (error) => {
    const text = String(error.error());
    if (isCspViolation(text)) cspViolations.push(text);
  });
  return context;
}

/**
 * Signs in through the provider's real login form and waits until the app has started. Accounts
 * that have not seen the onboarding yet get a welcome dialog; it is declined ("Später") unless
 * `keepWelcome` is set – declining stores that it is not offered again. Unread notification
 * dialogs (every account's first one is a welcome note) are closed – marked read – unless
 * `keepNotifications` is set.
 */
export async function signIn(
  page: Page,
  username: string,
  path = '/',
  options: { keepWelcome?: boolean; keepNotifications?: boolean } = {},
): Promise<void> {
  await page.goto(path);
  await page.waitForURL(/\/realms\/berufswahl\//);
  await page.getByLabel('Benutzername').fill(username);
  await page.getByLabel('Passwort').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/realms/'));
  await expect.poll(() => page.locator('h1').first().isVisible(), { timeout: 20_000 }).toBe(true);
  if (!options.keepWelcome) await dismissWelcome(page);
  if (!options.keepNotifications) await dismissNotifications(page);
}

/**
 * Declines the welcome dialog (onboarding offer) if the app shows it: it is loaded lazily after
 * start-up and offered only to accounts whose `show_onboarding` is still on.
 */
export async function dismissWelcome(page: Page, timeoutMs = 5_000): Promise<void> {
  try {
    // Set by the onboarding host once it has mounted (not for deactivated accounts or open terms).
    await page.locator('html[data-onboarding="ready"]').waitFor({ state: 'attached', timeout: timeoutMs });
  } catch {
    return;
  }
  const dialog = page.getByRole('dialog', { name: /^Willkommen bei Berufswahl/ });
  if ((await dialog.count()) === 0) return;
  await dialog.getByRole('button', { name: 'Später' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * Closes the unread notification dialogs one after another (closing marks them read). The app
 * marks `html[data-notifications="idle"]` once the list is loaded and no dialog is shown; accounts
 * that get no notifications (deactivated, open terms) never do, so the wait is short.
 */
export async function dismissNotifications(page: Page, timeoutMs = 5_000): Promise<void> {
  const idle = page.locator('html[data-notifications="idle"]');
  const dialog = page.locator('.modal.notification [role="dialog"]');
  for (let round = 0; round < 20; round++) {
    try {
      await idle.or(dialog).first().waitFor({ state: 'attached', timeout: timeoutMs });
    } catch {
      return;
    }
    if ((await dialog.count()) === 0) return;
    await dialog.getByRole('button').last().click();
    await dialog.waitFor({ state: 'detached' });
  }
}

/** Runs axe-core with the WCAG 2.1 A/AA tags and fails listing every violation. */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`), fullPage: true });
}
