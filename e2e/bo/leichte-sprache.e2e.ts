import { FILE_MESSAGES, FILE_MESSAGES_LEICHT } from '@berufswahl/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_TWIN_NEEDED } from '../../apps/web/src/locales/leichte-sprache-scope';
import { captureBearer, patchMe } from '../shell/shell-support';
import { ROUTES } from '../shell/routes';
import { launchBrowser, newContext, signIn } from '../support/browser';

/**
 * Decision 231 (issue 17): a student who switches on Leichte Sprache meets no normal German text
 * on any student screen. With `localStorage['berufswahl.leichteSpracheGaps']` set, the client
 * records every UI text it takes from the normal German because its Leichte-Sprache twin is
 * missing (lib/i18n.ts) in `window.__leichteSpracheGaps`; every screen must leave it empty.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const GAPS_FLAG = 'berufswahl.leichteSpracheGaps';
const SLOW = { timeout: 20_000 };

/** Every route a student reaches, as the axe sweep lists them (e2e/shell/routes.ts); the logout leaves the app. */
const STUDENT_PATHS = ROUTES.filter((route) => route.roles.includes('schueler') && !route.isFullLoad).map((route) => route.path);

async function gapsOf(page: Page): Promise<string[]> {
  const gaps = await page.evaluate(() => (window as unknown as { __leichteSpracheGaps?: string[] }).__leichteSpracheGaps ?? null);
  if (gaps === null) throw new Error('the client records no gaps: is Leichte Sprache on and the flag set?');
  return gaps.filter((key) => !(key in NO_TWIN_NEEDED));
}

/** Waits until the screen shows no loading text, in either mode. */
async function waitForScreen(page: Page): Promise<void> {
  await expect.poll(() => page.locator('main h1').first().isVisible(), SLOW).toBe(true);
  await page
    .waitForFunction(() => !/lädt|wird geladen|Einen Moment/i.test(document.querySelector('main')?.textContent ?? ''), undefined, { timeout: 10_000 })
    .catch(() => undefined);
}

describe('Leichte Sprache on every student screen (decision 231)', () => {
  it('shows a student with Leichte Sprache on no UI text without its Leichte-Sprache twin', { timeout: 300_000 }, async () => {
    const context = await newContext(browser);
    await context.addInitScript((flag) => window.localStorage.setItem(flag, '1'), GAPS_FLAG);
    const page = await context.newPage();
    const bearer = captureBearer(page);
    await signIn(page, 'schueler');
    const token = await bearer;
    try {
      // The shared e2e database may hold the account in either mode; start from the normal texts.
      await patchMe(page, token, 'simple-language', { simple_language: false });
      await page.reload();
      await waitForScreen(page);

      // Switched on as the app offers it: the switch in the accessibility part of the menu, which
      // stores the setting and reloads the page.
      const reloaded = page.waitForEvent('load', SLOW);
      await page.locator('label.switch', { hasText: 'Leichte Sprache' }).click();
      await reloaded;
      await page.locator('html.simple-language').waitFor({ state: 'attached', ...SLOW });

      const found: string[] = [];
      for (const path of STUDENT_PATHS) {
        await page.goto(path);
        await page.locator('html.simple-language').waitFor({ state: 'attached', ...SLOW });
        await waitForScreen(page);
        for (const key of await gapsOf(page)) found.push(`${path}: ${key}`);
      }
      // The small screen's quick menu and the burger menu.
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto('/');
      await waitForScreen(page);
      await page.getByRole('button', { name: 'Menü', exact: true }).click();
      await page.getByRole('dialog').waitFor(SLOW);
      for (const key of await gapsOf(page)) found.push(`/ (375 px, menu open): ${key}`);

      expect(STUDENT_PATHS.length).toBeGreaterThan(15);
      expect([...new Set(found)]).toEqual([]);
    } finally {
      await patchMe(page, token, 'simple-language', { simple_language: false });
      await context.close();
    }
  });
});

/**
 * Decision 234: the server's messages reach a student with Leichte Sprache on in Leichte Sprache –
 * here the refusal of an upload whose content is no allowed type (checked by the server only: the
 * name says .pdf, so the browser's check lets it through).
 */
describe('server messages in Leichte Sprache (decision 234)', () => {
  /** The first bytes of a Linux program, named like a PDF. */
  const NOT_A_PDF = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0x3e, 0]);

  it('shows the refusal of an upload in Leichte Sprache', { timeout: 120_000 }, async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const bearer = captureBearer(page);
    await signIn(page, 'schueler', '/files/');
    const token = await bearer;
    try {
      await patchMe(page, token, 'simple-language', { simple_language: true });
      await page.reload();
      await page.locator('html.simple-language').waitFor({ state: 'attached', ...SLOW });
      await page.locator('form.files-upload input[type="file"]').setInputFiles({ name: 'rechnung.pdf', mimeType: 'application/pdf', buffer: NOT_A_PDF });
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/files/v1/me/files') && response.request().method() === 'POST');
      await page.locator('form.files-upload button[type="submit"]').click();
      const response = await answered;
      expect(response.status()).toBe(400);
      const alert = page.locator('form.files-upload [role="alert"]', { hasText: FILE_MESSAGES_LEICHT.invalidType });
      await alert.waitFor(SLOW);
      expect(await page.locator('form.files-upload').innerText()).not.toContain(FILE_MESSAGES.invalidType);
    } finally {
      await patchMe(page, token, 'simple-language', { simple_language: false });
      await context.close();
    }
  });
});
