import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, dismissNotifications, dismissWelcome, expectNoAxeViolations, launchBrowser, newContext, signIn } from '../support/browser';
import { isFocused, tabTo } from './shell-support';

/**
 * Decision 186: for a Land with usage statistics, the user is asked first (yes and no equally
 * easy), the answer is stored, the tracker loads only after yes, and "Meine Daten" changes it.
 * The e2e server runs without Matomo; this journey answers /config/matomo.json for Land A itself
 * and serves a stand-in tracker from the app's own origin (the CSP part is tested on the server).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const LAND_A = '0b9f6a1e-5c1d-4a53-9a57-2f3d1c0e0001';

async function fakeMatomo(page: Page): Promise<{ scriptLoads: () => number }> {
  let scriptLoads = 0;
  await page.route('**/config/matomo.json', (route) =>
    route.fulfill({ json: { enabled: true, url: `${baseUrl()}/matomo-test/`, site_id: '3', client_uuids: [LAND_A] } }),
  );
  await page.route('**/matomo-test/matomo.js', (route) => {
    scriptLoads += 1;
    return route.fulfill({ contentType: 'text/javascript', body: 'window.fakeMatomoLoaded = true;' });
  });
  return { scriptLoads: () => scriptLoads };
}

function consentAnswer(page: Page) {
  return page.waitForResponse((response) => response.url().endsWith('/users/me/tracking-consent') && response.request().method() === 'PATCH');
}

describe('analytics consent', () => {
  it('asks first, stores a no without loading the tracker, and "Meine Daten" turns it on and off again', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const matomo = await fakeMatomo(page);
    await signIn(page, 'lehrer-neu');

    const dialog = page.getByRole('dialog', { name: 'Nutzungsstatistik' });
    await dialog.waitFor({ timeout: 20_000 });
    // Nothing else on top: the welcome offer and notifications wait their turn (decision 185).
    expect(await page.getByRole('dialog').count()).toBe(1);
    await expectNoAxeViolations(page, 'analytics consent dialog');
    const decline = dialog.getByRole('button', { name: 'Nein, nicht erlauben' });
    const accept = dialog.getByRole('button', { name: 'Ja, erlauben' });
    const [declineBox, acceptBox] = await Promise.all([decline.boundingBox(), accept.boundingBox()]);
    expect(declineBox?.height).toBe(acceptBox?.height);

    await tabTo(page, decline, { limit: 5 });
    const declined = consentAnswer(page);
    await page.keyboard.press('Enter');
    const stored = await declined;
    expect(stored.status()).toBe(200);
    expect(await stored.json()).toMatchObject({ tracking_consent: false });
    await dialog.waitFor({ state: 'detached' });
    await page.waitForTimeout(1_000);
    expect(matomo.scriptLoads()).toBe(0);
    await page.locator('html[data-onboarding="ready"], html[data-onboarding="none"]').waitFor({ state: 'attached' });
    await dismissWelcome(page);
    await dismissNotifications(page);

    // Answered: not asked again.
    await page.goto('/meine-daten');
    await page.getByRole('heading', { level: 1, name: 'Meine Daten' }).waitFor({ timeout: 20_000 });
    const toggle = page.getByRole('switch', { name: 'Nutzungsstatistik erlauben' });
    await toggle.waitFor({ timeout: 15_000 });
    expect(await dialog.count()).toBe(0);
    expect(await toggle.isChecked()).toBe(false);
    await expectNoAxeViolations(page, 'Meine Daten with the analytics switch');

    await toggle.focus();
    const allowed = consentAnswer(page);
    await page.keyboard.press('Space');
    expect(await (await allowed).json()).toMatchObject({ tracking_consent: true });
    await expect.poll(() => matomo.scriptLoads(), { timeout: 10_000 }).toBe(1);
    const commands = await page.evaluate(() => JSON.stringify((window as unknown as { _paq?: unknown[] })._paq ?? []));
    expect(commands).toContain('disableCookies');
    expect(commands).toContain('"setSiteId","3"');
    await expect.poll(() => toggle.isChecked()).toBe(true);

    expect(await isFocused(toggle)).toBe(true);
    const withdrawn = consentAnswer(page);
    await page.keyboard.press('Space');
    expect(await (await withdrawn).json()).toMatchObject({ tracking_consent: false });
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await context.close();
  });
});
