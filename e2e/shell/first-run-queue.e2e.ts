import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { captureBearer, patchMe, pushAppUrl, unreadNotification } from './shell-support';

/**
 * Decision 185: one dialog at a time when someone signs in – terms, a forced signature page, the
 * analytics question, the welcome offer, the tour, then notification dialogs.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const WELCOME = /^Willkommen bei Berufswahl/;
const SIGNATURES_API = '/api/signatures/v1';

/** A calendar day in German time, `days` from today. */
function germanDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 24 * 60 * 60 * 1000),
  );
}

describe('first-run queue', () => {
  it('keeps notification dialogs back while the tour runs, and shows them when it ends', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const bearer = captureBearer(page);
    await signIn(page, 'lehrer2');
    const token = await bearer;
    await patchMe(page, token, 'onboarding', { show_onboarding: true });
    try {
      let unread = [unreadNotification('00000000-0000-4000-8000-0000000000c1', 'Nach der Tour')];
      await page.route('**/api/messaging/v1/notifications/unread', (route) => route.fulfill({ json: unread }));
      await page.route('**/api/messaging/v1/notifications/*/read', (route) => {
        unread = [];
        return route.fulfill({ status: 204 });
      });
      await page.reload();
      const welcome = page.getByRole('dialog', { name: WELCOME });
      const notification = page.locator('.modal.notification [role="dialog"]');
      await welcome.waitFor();
      expect(await notification.count()).toBe(0);

      await welcome.getByRole('button', { name: 'Tour starten' }).focus();
      await page.keyboard.press('Enter');
      const step = page.locator('.tour-step');
      await step.waitFor();
      // Starting the tour switches the onboarding flag off; that used to release the notifications.
      await page.locator('html[data-notifications="waiting"]').waitFor({ state: 'attached' });
      await page.waitForTimeout(1_500);
      expect(await notification.count()).toBe(0);
      expect(await step.count()).toBe(1);

      await page.keyboard.press('Escape');
      await step.waitFor({ state: 'detached' });
      await notification.waitFor({ timeout: 15_000 });
      expect(await notification.innerText()).toContain('Nach der Tour');
      await notification.getByRole('button').last().click();
      await notification.waitFor({ state: 'detached' });
    } finally {
      await patchMe(page, token, 'onboarding', { show_onboarding: false });
      await context.close();
    }
  });

  it('does not cover the forced signature page with the welcome offer; the offer comes after it', async () => {
    const landContext = await newContext(browser);
    const land = await landContext.newPage();
    const landBearer = captureBearer(land);
    await signIn(land, 'landadmin');
    const landToken = await landBearer;
    const overview = await land.request.get(`${SIGNATURES_API}/land/overview`, { headers: { authorization: landToken } });
    const originalDeadline = ((await overview.json()) as { flow: { deadline_date: string } | null }).flow?.deadline_date;
    const setDeadline = async (day: string) => {
      const response = await land.request.put(`${SIGNATURES_API}/land/flow`, { headers: { authorization: landToken }, data: { deadline_date: day } });
      expect(response.status()).toBe(200);
    };

    // mehrfach (teacher and school coordinator of school A) confirms as school coordinator.
    const context = await newContext(browser, { width: 375 });
    const page = await context.newPage();
    const bearer = captureBearer(page);
    await signIn(page, 'mehrfach');
    const token = await bearer;
    const me = (await (await page.request.get('/api/identity/v1/users/me', { headers: { authorization: token } })).json()) as { roles: string[] };
    // The active role comes first in `roles`.
    const originalRole = me.roles[0];
    try {
      await setDeadline(germanDay(5));
      await patchMe(page, token, 'active-group/ADMIN_SCHULE', {});
      await patchMe(page, token, 'onboarding', { show_onboarding: true });
      await page.goto('/');
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toMatch(/^\/slp\/[0-9a-f-]{36}$/);
      await page.getByRole('heading', { level: 1, name: /Vereinbarung zur Auftragsverarbeitung/ }).waitFor({ timeout: 15_000 });
      // The onboarding host is there, but waits its turn: the signature page comes first.
      await page.locator('html[data-onboarding="waiting"]').waitFor({ state: 'attached', timeout: 20_000 });
      await page.waitForTimeout(1_000);
      expect(await page.getByRole('dialog', { name: WELCOME }).count()).toBe(0);

      // Leaving the signature page lets the welcome offer through.
      await pushAppUrl(page, '/');
      const welcome = page.getByRole('dialog', { name: WELCOME });
      await welcome.waitFor({ timeout: 15_000 });
      await welcome.getByRole('button', { name: 'Später' }).click();
      await welcome.waitFor({ state: 'detached' });
    } finally {
      if (originalDeadline) await setDeadline(originalDeadline);
      await patchMe(page, token, 'onboarding', { show_onboarding: false });
      if (originalRole) await patchMe(page, token, `active-group/${originalRole}`, {});
      await Promise.all([context.close(), landContext.close()]);
    }
  }, 120_000);
});
