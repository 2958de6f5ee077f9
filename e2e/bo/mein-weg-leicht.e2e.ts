import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureBearer, patchMe } from '../shell/shell-support';
import { expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, newContext, screenshot, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Answers come from a real server on a 2-core machine: poll longer than vitest's default second. */
const SLOW = { timeout: 15_000 };

/** content/mein-weg/sek1.json: the path's title and station 1's first task, normal and in Leichte Sprache. */
const PATH_TITLE = 'Mein Weg – Sekundarstufe I';
const PATH_TITLE_EL = 'Mein Weg – Klasse 7 bis 10';
const TASK_TITLE = 'Wie schätzt du dich ein?';
const TASK_TITLE_EL = 'Wie bist du?';
const TASK_TEXT_EL = 'Lies jeden Satz. Wie gut passt der Satz zu dir?';

describe('Mein Weg in Leichte Sprache (decision 056)', () => {
  it('shows a student with Leichte Sprache on the simple task texts, at 375 px, and switches back', async () => {
    const context = await newContext(browser, { width: 375 });
    const page = await context.newPage();
    const bearer = captureBearer(page);
    await signIn(page, 'schueler', '/mein-weg');
    const token = await bearer;
    const main = page.locator('main');
    try {
      // The shared e2e database may hold the account in either mode; start from the normal texts.
      await patchMe(page, token, 'simple-language', { simple_language: false });
      await page.goto('/mein-weg');
      await expect.poll(() => main.innerText(), SLOW).toContain(TASK_TITLE);
      expect(await main.locator('h1').innerText()).toBe(PATH_TITLE);

      // The real PATCH, as the switch in the accessibility options sends it; the app reloads then.
      await patchMe(page, token, 'simple-language', { simple_language: true });
      await page.reload();
      await expect.poll(() => main.locator('h1').innerText(), SLOW).toBe(PATH_TITLE_EL);
      await expect.poll(() => main.innerText(), SLOW).toContain(TASK_TITLE_EL);
      expect(await main.innerText()).not.toContain(TASK_TITLE);
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page, 'Mein Weg (Leichte Sprache)');
      await screenshot(page, 'mein-weg-leicht-375');

      await main.getByRole('link', { name: TASK_TITLE_EL }).first().click();
      await expect.poll(() => main.locator('h1').innerText(), SLOW).toBe(TASK_TITLE_EL);
      await expect.poll(() => main.innerText(), SLOW).toContain(TASK_TEXT_EL);
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page, 'Mein Weg task (Leichte Sprache)');
    } finally {
      await patchMe(page, token, 'simple-language', { simple_language: false });
    }
    await page.goto('/mein-weg');
    await expect.poll(() => main.locator('h1').innerText(), SLOW).toBe(PATH_TITLE);
    await context.close();
  });
});
