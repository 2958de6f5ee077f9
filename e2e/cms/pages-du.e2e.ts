import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureBearer, patchMe, resetDisplay } from '../shell/shell-support';
import { expectNoAxeViolations, launchBrowser, newContext, screenshot, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** First sentences of content/pages/data-protection*.md – one per version of the page. */
const SIE_SENTENCE = 'Diese Datenschutzerklärung sagt, welche personenbezogenen Daten';
const DU_SENTENCE = 'Hier erfährst du, welche Daten über dich die Web-App Berufswahl verarbeitet';
const SIMPLE_DU_SENTENCE = 'Und welche Rechte hast du?';

describe('information pages address students with du (CONTENT.md)', () => {
  it('shows a student the du data-protection text, normal and in Leichte Sprache, at 375 px', async () => {
    const context = await newContext(browser, { width: 375 });
    const page = await context.newPage();
    const bearer = captureBearer(page);
    await signIn(page, 'schueler', '/data-protection');
    const token = await bearer;
    const main = page.locator('main');
    try {
      // The account may have been left in Leichte Sprache; start from the normal texts.
      await resetDisplay(page, token);
      await page.goto('/data-protection');
      await expect.poll(() => main.innerText(), { timeout: 20_000 }).toContain(DU_SENTENCE);
      const text = await main.innerText();
      expect(text).not.toContain(SIE_SENTENCE);
      expect(await main.locator('h1').innerText()).toBe('Datenschutz');
      await main.getByRole('heading', { level: 2, name: 'Deine Rechte' }).waitFor();
      expect(await main.getByRole('link', { name: 'poststelle@datenschutz.beispielland.de' }).getAttribute('href')).toBe(
        'mailto:poststelle@datenschutz.beispielland.de',
      );
      await expectNoAxeViolations(page, 'data protection (du)');
      await screenshot(page, 'pages-data-protection-du');

      await patchMe(page, token, 'simple-language', { simple_language: true });
      await page.reload();
      await expect.poll(() => main.innerText(), { timeout: 20_000 }).toContain(SIMPLE_DU_SENTENCE);
      expect(await main.locator('h1').innerText()).toBe('Datenschutz – so schützen wir deine Daten');
      expect(await main.innerText()).not.toMatch(/Ihre Daten|haben Sie/);
      await expectNoAxeViolations(page, 'data protection (Leichte Sprache, du)');
      await screenshot(page, 'pages-data-protection-leicht-du');
    } finally {
      await resetDisplay(page, token);
    }
    await context.close();
  });

  it('shows a teacher the Sie data-protection text', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'lehrer', '/data-protection');
    const main = page.locator('main');
    await expect.poll(() => main.innerText(), { timeout: 20_000 }).toContain(SIE_SENTENCE);
    expect(await main.innerText()).not.toContain(DU_SENTENCE);
    await main.getByRole('heading', { level: 2, name: 'Ihre Rechte' }).waitFor();
    await context.close();
  });
});
