import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFocused, tabTo } from '../shell/shell-support';
import { expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, newContext, screenshot, signIn } from '../support/browser';

/** Unique per run: the e2e suite shares one server and database (and schueler may have demo placements). */
const RUN = Date.now().toString(36);
const COMPANY = `Tischlerei Holzwurm ${RUN}`;
const SLOW = { timeout: 15_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The card of a placement in the list, by its company. */
function cardOf(page: Page, company: string) {
  return page.getByRole('article', { name: company });
}

async function openNewForm(page: Page) {
  await page.getByRole('button', { name: 'Praktikum eintragen' }).click();
  await page.getByRole('heading', { level: 2, name: 'Neues Praktikum eintragen' }).waitFor(SLOW);
}

describe('Mein Praktikum (student)', () => {
  it('schueler records a placement as a draft, edits it, submits it and sees it as "Eingereicht"', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'schueler', '/praktikum');
    await page.getByRole('heading', { level: 1, name: 'Mein Praktikum' }).waitFor(SLOW);
    await page.getByRole('heading', { level: 2, name: 'Deine Praktika' }).waitFor(SLOW);
    await expectNoAxeViolations(page, 'Mein Praktikum list');

    await openNewForm(page);
    await expectNoAxeViolations(page, 'Mein Praktikum form');

    // Wrong input: the German message under the field, the focus on the first field in error.
    await page.getByRole('textbox', { name: /^Name des Betriebs/ }).fill(COMPANY);
    await page.getByRole('textbox', { name: /^Postleitzahl/ }).fill('123');
    await page.getByRole('button', { name: 'Als Entwurf speichern' }).click();
    await expect.poll(() => page.locator('main').innerText(), SLOW).toContain('Die Postleitzahl hat fünf Ziffern.');
    await expect.poll(() => page.locator('main').innerText(), SLOW).toContain('Straße und Hausnummer ist ein Pflichtfeld');
    expect(await page.locator('main').innerText()).toContain('Bitte prüf die markierten Felder.');
    await expect.poll(() => isFocused(page.getByRole('textbox', { name: /^Straße und Hausnummer/ }))).toBe(true);
    await expectNoAxeViolations(page, 'Mein Praktikum form with errors');

    await page.getByRole('textbox', { name: /^Straße und Hausnummer/ }).fill('Am Sägewerk 3');
    await page.getByRole('textbox', { name: /^Postleitzahl/ }).fill('04109');
    await page.getByRole('textbox', { name: /^Ort/ }).fill('Musterstadt');
    await page.getByRole('combobox', { name: /^Berufsfeld/ }).selectOption({ label: 'Bau, Architektur, Vermessung' });
    await page.getByRole('textbox', { name: /^Name der Betreuerin/ }).fill('Petra Span');
    await page.getByRole('textbox', { name: /^E-Mail der Betreuerin/ }).fill('p.span@example.org');
    await page.getByLabel(/^Erster Tag/).fill('2027-03-01');
    await page.getByLabel(/^Letzter Tag/).fill('2027-03-12');
    await page.getByRole('textbox', { name: /^Stunden am Tag/ }).fill('6,5');
    await page.getByRole('button', { name: 'Als Entwurf speichern' }).click();
    await expect.poll(() => page.getByTestId('action-outcome').innerText(), SLOW).toContain('Dein Entwurf ist gespeichert');
    const card = cardOf(page, COMPANY);
    await expect.poll(() => card.innerText(), SLOW).toContain('Entwurf');

    // Edit the draft, then submit it.
    await card.getByRole('button', { name: `Praktikum bei ${COMPANY} bearbeiten` }).click();
    await page.getByRole('heading', { level: 2, name: `Praktikum bei ${COMPANY} bearbeiten` }).waitFor(SLOW);
    await page.getByRole('textbox', { name: /^Ort/ }).fill('Leipzig');
    await page.getByRole('button', { name: 'Einreichen' }).click();
    await expect.poll(() => page.getByTestId('action-outcome').innerText(), SLOW).toContain('dein Praktikum ist eingereicht');
    await expect.poll(() => card.innerText(), SLOW).toContain('Eingereicht');
    expect(await card.innerText()).toContain('Leipzig');
    // A submitted placement is no longer deleted by the student.
    expect(await card.getByRole('button', { name: `Praktikum bei ${COMPANY} löschen` }).count()).toBe(0);

    await card.getByRole('link', { name: `Details zum Praktikum bei ${COMPANY}` }).click();
    await page.getByRole('heading', { level: 1, name: COMPANY }).waitFor(SLOW);
    const main = await page.locator('main').innerText();
    expect(main).toContain('Eingereicht');
    expect(main).toContain('04109 Leipzig');
    expect(main).toContain('6,5 Stunden');
    await expectNoAxeViolations(page, 'placement detail');
    await context.close();
  });

  it('schueler deletes a draft by keyboard after confirming; list and form pass axe at 375 px', async () => {
    const context = await newContext(browser, { width: 375 });
    const page = await context.newPage();
    await signIn(page, 'schueler', '/praktikum');
    await page.getByRole('heading', { level: 2, name: 'Deine Praktika' }).waitFor(SLOW);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'Mein Praktikum list at 375 px');

    await openNewForm(page);
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'internships-student-form-375');
    await expectNoAxeViolations(page, 'Mein Praktikum form at 375 px');

    const draft = `Kita Sonnenschein ${RUN}`;
    await page.getByRole('textbox', { name: /^Name des Betriebs/ }).fill(draft);
    await page.getByRole('textbox', { name: /^Straße und Hausnummer/ }).fill('Gartenweg 9');
    await page.getByRole('textbox', { name: /^Postleitzahl/ }).fill('04107');
    await page.getByRole('textbox', { name: /^Ort/ }).fill('Musterstadt');
    await page.getByRole('combobox', { name: /^Berufsfeld/ }).selectOption({ label: 'Soziales, Pädagogik' });
    await page.getByRole('textbox', { name: /^Name der Betreuerin/ }).fill('Leyla Aksoy');
    await page.getByRole('textbox', { name: /^E-Mail der Betreuerin/ }).fill('l.aksoy@example.org');
    await page.getByLabel(/^Erster Tag/).fill('2027-07-05');
    await page.getByLabel(/^Letzter Tag/).fill('2027-07-09');
    await page.getByRole('button', { name: 'Als Entwurf speichern' }).click();
    const card = cardOf(page, draft);
    await expect.poll(() => card.innerText(), SLOW).toContain('Entwurf');

    // Keyboard only: Tab to "Löschen", Enter, the dialog asks, Escape keeps it; again and confirm.
    const deleteButton = card.getByRole('button', { name: `Praktikum bei ${draft} löschen` });
    await tabTo(page, deleteButton);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Praktikum löschen?' });
    await dialog.waitFor(SLOW);
    await expectNoAxeViolations(page, 'delete confirmation at 375 px');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(deleteButton)).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor(SLOW);
    await tabTo(page, dialog.getByRole('button', { name: 'Ja, löschen' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('action-outcome').innerText(), SLOW).toContain(`Das Praktikum bei ${draft} ist gelöscht.`);
    await expect.poll(() => card.count(), SLOW).toBe(0);
    await context.close();
  });
  it('schueler finds the placements from the Mein-Weg station "Praktikum auswerten" and opens one with its reports', async () => {
    const context = await newContext(browser, { width: 375 });
    const page = await context.newPage();
    await signIn(page, 'schueler', '/mein-weg');
    const station = page.locator('[data-station-key="praktikum-auswerten"]');
    const links = station.getByRole('navigation', { name: 'Dein Praktikum' });
    await links.waitFor(SLOW);
    // The demo world's finished placement (decision 229); the running one is listed too.
    const finished = links.getByRole('link', { name: /^Dein Praktikum bei Zweirad Kettenblatt GmbH/ });
    await finished.waitFor(SLOW);
    expect(await links.getByRole('link').count()).toBeGreaterThanOrEqual(2);
    await expectNoAxeViolations(page, 'Mein Weg with the internship links');
    await expectNoHorizontalScroll(page);
    await finished.click();
    await page.getByRole('heading', { level: 1, name: /Zweirad Kettenblatt GmbH/ }).waitFor(SLOW);
    await context.close();
  });
});
