import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, newContext, screenshot, signIn } from '../support/browser';
import { captureBearer, tabTo } from './shell-support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const SLOW = { timeout: 15_000 };
/** Learning group 8a of lehrer and schueler (content/demo/world.json). */
const CLASS_8A_UUID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0001';
/** The demo world's active station of 8a, "Berufe erkunden" (world.json, life). */
const DEMO_STATION_UUID = 'd056d5ba-e50a-59f0-a056-8f04a6744d2a';
/** The first task of the Sek I path: what ArrowDown picks after the select's placeholder. */
const FIRST_TASK = 'Wie schätzt du dich ein?';

/** Whether the whole element lies inside the viewport: seen without scrolling. */
function isInViewport(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
  });
}

async function finishRunningQuests(page: Page, bearer: string, title: string): Promise<void> {
  const list = await page.request.get(`/api/arcade/v1/quests?class_uuid=${CLASS_8A_UUID}`, { headers: { authorization: bearer } });
  const { items } = (await list.json()) as { items: { uuid: string; title: string; status: string }[] };
  for (const quest of items.filter((item) => item.title === title && item.status === 'started')) {
    const finished = await page.request.put(`/api/arcade/v1/quests/${quest.uuid}`, { headers: { authorization: bearer }, data: { status: 'finished' } });
    expect(finished.status()).toBe(200);
  }
}

describe('the teacher dashboard (issue 14)', () => {
  it.each([1280, 375])('activates a station and starts a quest by keyboard alone at %i px, and sees how it went', async (width) => {
    const context = await newContext(browser, { width });
    const page = await context.newPage();
    const bearerPromise = captureBearer(page);
    let bearer = '';
    try {
      await signIn(page, 'lehrer');
      bearer = await bearerPromise;
      const stations = page.getByTestId('station-widget');
      const classBlock = stations.getByRole('listitem', { name: 'Lerngruppe 8a' });
      const select = classBlock.getByLabel('Station für die Lerngruppe 8a wählen');
      await select.waitFor(SLOW);
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page, `teacher dashboard with widgets at ${width} px`);

      // Another station than the active one, chosen with the arrow keys.
      const before = await select.inputValue();
      await tabTo(page, select, { limit: 120 });
      await page.keyboard.press('ArrowDown');
      if ((await select.inputValue()) === before) await page.keyboard.press('ArrowUp');
      if ((await select.inputValue()) === '') await page.keyboard.press('ArrowDown');
      const chosenLabel = await select.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');
      const chosenTitle = chosenLabel.replace(/^Station \d+: /, '');
      expect(await select.inputValue()).not.toBe(before);
      await tabTo(page, classBlock.getByRole('button', { name: 'Station für die Lerngruppe 8a aktivieren' }), { limit: 3 });
      await page.keyboard.press('Enter');
      const outcome = classBlock.getByRole('status');
      await expect
        .poll(() => outcome.innerText(), SLOW)
        .toBe(`Die Station „${chosenTitle}“ ist jetzt für die Lerngruppe 8a aktiv. Die Schüler*innen wurden benachrichtigt.`);
      // The confirmation is on screen, not below the fold.
      await expect.poll(() => isInViewport(outcome), SLOW).toBe(true);
      await expect.poll(() => classBlock.innerText(), SLOW).toContain(`Aktiv: ${chosenLabel.replace(':', ' –')}`);
      await expectNoAxeViolations(page, `station activated on the dashboard at ${width} px`);

      // A quest: the first task of the path, started from the dashboard.
      const quests = page.getByTestId('quest-widget');
      await finishRunningQuests(page, bearer, FIRST_TASK);
      await page.reload();
      await quests.getByLabel('Aufgabe aus Mein Weg').waitFor(SLOW);
      await tabTo(page, quests.getByLabel('Aufgabe aus Mein Weg'), { limit: 150 });
      await page.keyboard.press('ArrowDown');
      await tabTo(page, quests.getByRole('button', { name: 'Quest starten' }), { limit: 3 });
      await page.keyboard.press('Enter');
      const started = quests.getByRole('status').filter({ hasText: 'läuft jetzt' });
      await expect.poll(() => started.innerText(), SLOW).toBe(`Die Quest „${FIRST_TASK}“ läuft jetzt. Die Lerngruppe wurde benachrichtigt.`);
      await expect.poll(() => isInViewport(started), SLOW).toBe(true);
      // The running quests with who takes part, nobody joined yet. How many students 8a has depends
      // on the journeys that ran before (transfers, new accounts), so only the shape is fixed here.
      await expect
        .poll(() => quests.getByRole('list').innerText(), SLOW)
        .toMatch(new RegExp(`${FIRST_TASK.replace('?', '\\?')}: 0 von \\d+ machen mit, noch niemand hat es geschafft`));
      await expectNoAxeViolations(page, `quest started on the dashboard at ${width} px`);
      await screenshot(page, `dashboard-teacher-widgets-${width}`);
    } finally {
      // Back to the demo world's state for other journeys: no extra quest, 8a on its demo station.
      if (bearer) {
        await finishRunningQuests(page, bearer, FIRST_TASK);
        const restored = await page.request.patch(`/api/bo/v1/stations/active/${CLASS_8A_UUID}/${DEMO_STATION_UUID}`, { headers: { authorization: bearer } });
        expect(restored.status()).toBe(200);
      }
      await context.close();
    }
  }, 180_000);

  it('shows the activation on the stations screen without scrolling at 375 px', async () => {
    const context = await newContext(browser, { width: 375 });
    const page = await context.newPage();
    try {
      await signIn(page, 'lehrer', '/stationen');
      const classCard = page.getByRole('listitem', { name: /Lerngruppe 8a/ });
      const options = classCard.locator('.station-choice__option');
      await options.first().waitFor(SLOW);
      // The last station; then the button sits at the very bottom of the screen, as after scrolling to it.
      await options.last().click();
      const button = classCard.getByRole('button', { name: 'Station für die Lerngruppe 8a aktivieren' });
      await button.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      await button.press('Enter');
      const outcome = classCard.getByRole('status');
      await expect.poll(() => outcome.innerText(), SLOW).toContain('ist jetzt für die Lerngruppe 8a aktiv');
      await expect.poll(() => isInViewport(outcome), SLOW).toBe(true);
    } finally {
      await context.close();
    }
  }, 120_000);
});

describe('the living demo world on the start pages (issue 14)', () => {
  it("fills the student's start page; news and events follow the next steps, as the explanation says", async () => {
    const context = await newContext(browser, { width: 375 });
    const page = await context.newPage();
    try {
      await signIn(page, 'schueler');
      await expect.poll(() => page.getByTestId('dashboard-active-station').innerText(), SLOW).toMatch(/Aktiv seit/);
      await expect.poll(() => page.getByTestId('student-quests').innerText(), SLOW).toContain('Drei Berufe, die dich interessieren');
      const news = page.getByRole('region', { name: 'News und Termine' });
      await expect.poll(() => news.getByRole('article').count(), SLOW).toBeGreaterThan(0);
      await expect.poll(() => page.getByRole('region', { name: 'Nächste Termine' }).getByRole('listitem').count(), SLOW).toBeGreaterThan(0);
      // The news panel comes after the student's sections (the explanation says "ganz unten").
      const newsAfterSteps = await page.evaluate(() => {
        const steps = document.querySelector('[data-testid="student-quests"]');
        const panel = document.querySelector('.news-panel');
        return Boolean(steps && panel && steps.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING);
      });
      expect(newsAfterSteps).toBe(true);
      await expectNoAxeViolations(page, 'living student dashboard at 375 px');
      await screenshot(page, 'dashboard-student-living-375');

      await page.goto('/stories');
      await expect.poll(() => page.locator('article.story-card').count(), SLOW).toBeGreaterThanOrEqual(2);
    } finally {
      await context.close();
    }
  }, 120_000);

  it.each(['lehrer', 'schuladmin', 'landadmin', 'bundadmin', 'lehrer2', 'schueler2'])("fills %s's news on the start page", async (username) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    try {
      await signIn(page, username);
      await expect.poll(() => page.getByRole('region', { name: 'News und Termine' }).getByRole('article').count(), SLOW).toBeGreaterThan(0);
      if (username === 'landadmin' || username === 'bundadmin') {
        // Coordinators of a Land or of the Bund have no school of their own.
        expect(await page.locator('.lead').innerText()).not.toContain('Ihrer Schule');
      }
    } finally {
      await context.close();
    }
  }, 90_000);
});

describe('the upper-secondary list (issue 14)', () => {
  it.each([
    ['lehrer', true],
    ['lehrer2', false],
  ] as const)("offers %s's news form Sekundarstufe II only where the Land's list has the school (%s)", async (username, offered) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    try {
      await signIn(page, username);
      await page.getByRole('region', { name: 'News und Termine' }).getByRole('button', { name: 'News schreiben' }).click();
      const dialog = page.getByRole('dialog', { name: 'News schreiben' });
      const level = dialog.getByLabel('Sekundarstufe', { exact: true });
      await level.waitFor(SLOW);
      await expect.poll(() => level.locator('option').allInnerTexts(), SLOW).toEqual(
        offered ? ['Beide Sekundarstufen', 'Sekundarstufe I', 'Sekundarstufe II'] : ['Beide Sekundarstufen', 'Sekundarstufe I'],
      );
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  }, 90_000);
});
