import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, newContext, screenshot, signIn } from '../support/browser';
import { captureBearer, patchMe } from './shell-support';

/**
 * Decision 146: every staff role has its own tour (content/onboarding/onboardings.json) whose
 * steps point at that role's menu entries (`data-tour="menu:<link>"`) and start-page cards.
 * Each tour is offered in the welcome dialog and run to its end by keyboard.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface RoleTour {
  username: string;
  /** Parts of the start page the tour points at: the tour picks its steps when it starts. */
  waitFor: string[];
  /** Step titles that only this role's tour has, in their order. */
  ownTitles: string[];
  /** A step pointing at a menu entry: its title, a phrase of its text and the entry's name. */
  menuStep: { title: string; text: string; entry: string; hook: string };
}

const ROLE_TOURS: RoleTour[] = [
  {
    username: 'lehrer',
    waitFor: ['[data-tour="learning-groups"]', '[data-tour="news"]', '[data-tour="explanation"]', '[data-tour="menu:/pinnwand-lerngruppe"]'],
    ownTitles: ['Stationen', 'Pinnwand der Lerngruppe', 'Quests', 'Meine Lerngruppen', 'News und Termine'],
    menuStep: {
      title: 'Pinnwand der Lerngruppe',
      text: 'was Schüler*innen Ihrer Lerngruppen mit Ihnen teilen',
      entry: 'Pinnwand der Lerngruppe',
      hook: 'menu:/pinnwand-lerngruppe',
    },
  },
  {
    username: 'landadmin',
    waitFor: ['[data-tour="key-figures"]', '[data-tour="news"]', '[data-tour="explanation"]', '[data-tour="menu:/verwaltung/schulen"]'],
    ownTitles: ['Landesverwaltung', 'Wichtige Mitteilung', 'Kennzahlen', 'News und Termine'],
    menuStep: {
      title: 'Wichtige Mitteilung',
      text: 'Die Schulkoordinationen Ihres Landes sehen sie',
      entry: 'Landesverwaltung',
      hook: 'menu:/verwaltung/schulen',
    },
  },
];

/** "Schritt 2 von 9" of the step on screen. */
async function progressOf(step: Locator): Promise<string> {
  return (await step.locator('.hint').textContent({ timeout: 5_000 })) ?? '';
}

/** Presses Enter on the focused "Weiter" and waits until the next step is shown (or the tour ended). */
async function pressNext(page: Page, step: Locator): Promise<void> {
  const before = await progressOf(step);
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toMatch(/^(Weiter|Fertig)$/);
  await page.keyboard.press('Enter');
  await expect
    .poll(async () => ((await step.count()) === 0 ? 'ended' : await progressOf(step).catch(() => before)), { timeout: 10_000 })
    .not.toBe(before);
}

describe('onboarding tour per role', () => {
  it.each(ROLE_TOURS)('runs the tour of $username by keyboard, pointing at the role’s own menu entries', async (tour) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const bearer = captureBearer(page);
    await signIn(page, tour.username);
    const token = await bearer;
    try {
      await patchMe(page, token, 'onboarding', { show_onboarding: true });
      await page.reload();
      const welcome = page.getByRole('dialog', { name: /^Willkommen bei Berufswahl/ });
      await welcome.waitFor();
      for (const selector of tour.waitFor) await page.locator(selector).first().waitFor();
      await welcome.getByRole('button', { name: 'Tour starten' }).focus();
      await page.keyboard.press('Enter');

      const step = page.locator('.tour-step');
      await step.waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.tour-step') !== null)).toBe(true);
      const titles: string[] = [];
      let checkedMenuStep = false;
      for (let index = 0; index < 20 && (await step.count()) > 0; index++) {
        const title = (await step.getByRole('heading').textContent()) ?? '';
        titles.push(title);
        if (title === tour.menuStep.title) {
          // The step reads the role's text and highlights the role's menu entry in the sidebar.
          expect(await step.innerText()).toContain(tour.menuStep.text);
          const highlighted = page.locator('.tour-highlight');
          await expect.poll(() => highlighted.count()).toBe(1);
          expect(await highlighted.getAttribute('data-tour')).toBe(tour.menuStep.hook);
          expect((await highlighted.innerText()).trim()).toBe(tour.menuStep.entry);
          const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
          expect(await menu.locator('.tour-highlight').count()).toBe(1);
          await screenshot(page, `shell-tour-${tour.username}`);
          await expectNoAxeViolations(page, `tour step "${title}" of ${tour.username}`);
          checkedMenuStep = true;
        }
        await pressNext(page, step);
      }
      expect(checkedMenuStep).toBe(true);
      expect(await step.count()).toBe(0);
      expect(await page.locator('.tour-highlight').count()).toBe(0);
      // The role's own steps came in the authored order, between the shell's.
      expect(titles.filter((title) => tour.ownTitles.includes(title))).toEqual(tour.ownTitles);
      expect(titles[0]).toBe('Willkommen auf der Startseite');
      expect(titles.at(-1)).toBe('Tour wiederholen');

      // Finishing the tour stored that the welcome is not offered again.
      await page.reload();
      await page.locator('html[data-onboarding="ready"]').waitFor({ state: 'attached' });
      expect(await welcome.count()).toBe(0);
    } finally {
      // The demo account as signIn left it: the welcome declined.
      await patchMe(page, token, 'onboarding', { show_onboarding: false });
      await context.close();
    }
  });
});
