import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureBearer } from '../shell/shell-support';
import { expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, newContext, screenshot, signIn } from '../support/browser';

/**
 * The important notification's editor (decision 023): the state coordinator writes the text of
 * the Land through the screen, the school coordinator sees it as the banner, the state
 * coordinator deletes it again (by keyboard) – and both changes are in the audit trail. The Land
 * has no text at the end, as at the start.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const IMPORTANT_API = '/api/messaging/v1/notifications/important';
const RUN = Date.now().toString(36);
const TEXT = `Am Samstag ab 18 Uhr wird Berufswahl gewartet (${RUN}).`;

function banner(page: Page) {
  return page.getByRole('region', { name: 'Wichtige Mitteilung' });
}

describe('important notification editor', () => {
  it('landadmin writes the banner through the screen, schuladmin sees it, landadmin deletes it by keyboard', { timeout: 240_000 }, async () => {
    const landContext = await newContext(browser);
    const land = await landContext.newPage();
    const bearer = captureBearer(land, { timeoutMs: 30_000 });
    await signIn(land, 'landadmin', '/verwaltung/schulen');
    const authorization = await bearer;
    try {
      // From the administration's sub-navigation to the editor.
      await land.getByRole('navigation', { name: 'Verwaltung' }).getByRole('link', { name: 'Wichtige Mitteilung' }).click();
      await land.getByRole('heading', { level: 1, name: 'Wichtige Mitteilung' }).waitFor();
      await land.getByText('Zurzeit ist keine wichtige Mitteilung gesetzt.').waitFor();
      await expectNoAxeViolations(land, 'important notification editor, empty');

      // An empty text is refused at the field, which takes the focus (spec 4).
      const field = land.getByRole('textbox', { name: /^Text der Mitteilung/ });
      await land.getByRole('button', { name: 'Mitteilung speichern' }).click();
      await expect.poll(() => land.locator('form').innerText()).toContain('Wichtige Mitteilung ist ein Pflichtfeld');
      await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      await expectNoAxeViolations(land, 'important notification editor with an error');

      // Typed and saved by keyboard: the outcome is announced, the own banner shows it at once.
      await land.keyboard.type(TEXT);
      await expect.poll(() => land.locator('form').innerText()).toContain(`Noch ${2000 - TEXT.length} Zeichen`);
      const saved = land.waitForResponse((response) => response.url().endsWith(IMPORTANT_API) && response.request().method() === 'POST');
      await land.keyboard.press('Tab');
      expect(await land.evaluate(() => document.activeElement?.textContent)).toBe('Mitteilung speichern');
      await land.keyboard.press('Enter');
      expect((await saved).status()).toBe(200);
      await land.getByRole('status').filter({ hasText: 'Die Mitteilung ist gespeichert.' }).waitFor();
      const current = land.getByRole('region', { name: 'Aktuelle Mitteilung' });
      await expect.poll(() => current.innerText()).toContain(TEXT);
      expect(await current.innerText()).toContain('Petra Neumann');
      await expect.poll(() => banner(land).innerText(), { timeout: 20_000 }).toContain(TEXT);
      await screenshot(land, 'important-notification-editor');
      await expectNoAxeViolations(land, 'important notification editor with a text');

      // The Land's school coordinator sees it.
      const schoolContext = await newContext(browser);
      const school = await schoolContext.newPage();
      await signIn(school, 'schuladmin', '/verwaltung/protokoll');
      await expect.poll(() => banner(school).innerText(), { timeout: 20_000 }).toContain(TEXT);
      await schoolContext.close();

      // At 375 px the editor reflows.
      await land.setViewportSize({ width: 375, height: 800 });
      await expectNoHorizontalScroll(land);
      await screenshot(land, 'important-notification-editor-375');
      await land.setViewportSize({ width: 1280, height: 800 });

      // Deleted by keyboard after the confirmation; the banner goes, the focus lands in the field.
      await current.getByRole('button', { name: 'Mitteilung löschen' }).focus();
      await land.keyboard.press('Enter');
      const confirm = land.getByRole('alertdialog', { name: 'Mitteilung löschen?' });
      await confirm.waitFor();
      await expect.poll(() => confirm.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await expectNoAxeViolations(land, 'delete confirmation');
      const deleted = land.waitForResponse((response) => response.url().endsWith(IMPORTANT_API) && response.request().method() === 'DELETE');
      await confirm.getByRole('button', { name: 'Löschen' }).focus();
      await land.keyboard.press('Enter');
      expect((await deleted).status()).toBe(200);
      await confirm.waitFor({ state: 'detached' });
      await land.getByRole('status').filter({ hasText: 'Die Mitteilung ist gelöscht.' }).waitFor();
      await land.getByText('Zurzeit ist keine wichtige Mitteilung gesetzt.').waitFor();
      await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
      await expect.poll(() => banner(land).count()).toBe(0);

      // Both changes are in the Land's audit trail.
      await land.getByRole('navigation', { name: 'Verwaltung' }).getByRole('link', { name: 'Protokoll' }).click();
      const trail = land.getByRole('table');
      await expect.poll(() => trail.innerText(), { timeout: 15_000 }).toContain('Wichtige Mitteilung gelöscht');
      expect(await trail.innerText()).toContain('Wichtige Mitteilung geschrieben');
      expect(await trail.innerText()).toContain(RUN);
    } finally {
      // Whatever happened above, the Land has no text afterwards (shared e2e database).
      const removed = await land.request.delete(IMPORTANT_API, { headers: { authorization } });
      expect(removed.status()).toBe(200);
      await landContext.close();
    }
  });
});
