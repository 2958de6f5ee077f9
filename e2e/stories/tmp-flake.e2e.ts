import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { captureBearer } from '../shell/shell-support';
import { expectNoAxeViolations, launchBrowser, newContext, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('flake', () => {
  it('opens the story form from the quick menu many times', { timeout: 600_000 }, async () => {
    let failures = 0;
    for (let round = 0; round < 12; round++) {
      const context = await newContext(browser);
      const page = await context.newPage();
      const bearer = captureBearer(page);
      await signIn(page, 'schueler', '/stories');
      await bearer;
      await page.getByRole('navigation', { name: /Schnellmenü/ }).getByRole('button', { name: 'Story' }).click();
      const form = page.getByRole('dialog', { name: 'Neue Story' });
      await form.waitFor();
      await expectNoAxeViolations(page, 'story form');
      try {
        await form.getByRole('button', { name: 'Story speichern' }).click({ timeout: 8000 });
      } catch (error) {
        failures += 1;
        const state = await page.evaluate(() => ({
          dialogs: [...document.querySelectorAll('[role=dialog],[role=alertdialog]')].map((d) => `${d.getAttribute('aria-label') ?? d.getAttribute('aria-labelledby')} :: ${(d as HTMLElement).innerText.slice(0, 120)}`),
          inert: [...document.querySelectorAll('[inert]')].map((e) => `${e.tagName}.${e.className}`.slice(0, 100)),
          modals: [...document.querySelectorAll('.modal, [data-react-aria-top-layer]')].map((e) => `${e.tagName}.${e.className}`.slice(0, 100)),
          data: { ...document.documentElement.dataset },
          url: location.href,
        }));
        console.log('FAIL round', round, String(error).slice(0, 600), JSON.stringify(state, null, 1));
        await page.screenshot({ path: `/tmp/flake-${round}.png` });
      }
      await context.close();
    }
    console.log('FAILURES', failures);
  });
});
