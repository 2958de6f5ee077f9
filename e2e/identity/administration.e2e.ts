import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dismissNotifications, dismissWelcome, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, newContext, screenshot, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const ME_API = '/api/identity/v1/users/me';

/** A name nobody has yet, so the journey can run again on the same database. */
const runId = Date.now().toString(36).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] ?? 'x');

function csvFile(lines: string[]) {
  return { name: 'klassenliste.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8') };
}

async function chooseCsv(page: Page, lines: string[]) {
  const checked = page.waitForResponse((response) => response.url().endsWith('/account-imports/preview'));
  await page.locator('input[type="file"]').setInputFiles(csvFile(lines));
  expect((await checked).status()).toBe(200);
  await page.getByRole('heading', { name: 'Vorschau' }).waitFor();
}

/** Signs in and returns the `me` the app loaded at start-up. */
async function signInAndReadMe(page: Page, username: string): Promise<{ learning_groups: { grade: number; addition: string }[] }> {
  const me = page.waitForResponse((response) => response.url().endsWith(ME_API) && response.request().method() === 'GET');
  // Only the loaded `me` matters here; the dialogs of a first sign-in stay open.
  await signIn(page, username, '/', { keepWelcome: true, keepNotifications: true });
  return (await me).json() as Promise<{ learning_groups: { grade: number; addition: string }[] }>;
}

describe('school administration', () => {
  it('imports students from a CSV (preview, error row, fix, import) and assigns lehrer-neu to a class, who then can work with it', { timeout: 300_000 }, async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // Not via the dashboard: it asks school coordinators of school A for the school data first.
    await signIn(page, 'schuladmin', '/verwaltung/protokoll');

    // From the menu to the classes.
    await page.getByRole('link', { name: 'Schulverwaltung' }).click();
    await page.getByRole('heading', { level: 1, name: 'Lerngruppen und Lehrkräfte' }).waitFor();
    await expectNoAxeViolations(page, 'classes screen');
    await screenshot(page, 'administration-classes');

    // CSV import: the file has an error in line 3 – nothing can be imported yet.
    await page.getByRole('navigation', { name: 'Verwaltung' }).getByRole('link', { name: 'CSV-Import' }).click();
    await page.getByRole('heading', { level: 1, name: 'Konten aus einer CSV-Datei anlegen' }).waitFor();
    await expectNoAxeViolations(page, 'import screen');
    await chooseCsv(page, ['Vorname;Nachname;Klasse', `Mara;E2e${runId};8a`, 'Tim;;8a']);
    const errorRow = page.getByRole('row', { name: /^3 / });
    await expect.poll(() => errorRow.innerText()).toContain('Nachname ist ein Pflichtfeld');
    await expect.poll(() => page.getByText('1 Zeile ist fehlerhaft (in Ordnung: 1).').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /Konten? importieren/ }).count()).toBe(0);
    await screenshot(page, 'administration-import-preview-error');
    await expectNoAxeViolations(page, 'import preview with an error row');

    // Fixed file: both rows are fine, the import runs and shows the credentials once.
    await page.getByRole('button', { name: 'klassenliste.csv entfernen' }).click();
    await chooseCsv(page, ['Vorname;Nachname;Klasse', `Mara;E2e${runId};8a`, `Tim;E2e${runId};8a`]);
    await expect.poll(() => page.getByText('Alle 2 Zeilen sind in Ordnung').isVisible()).toBe(true);
    const imported = page.waitForResponse((response) => response.url().endsWith('/account-imports') && response.request().method() === 'POST');
    await page.getByRole('button', { name: '2 Konten importieren' }).click();
    expect((await imported).status()).toBe(201);
    await page.getByRole('heading', { name: 'Zugangsdaten für 2 Konten' }).waitFor();
    expect(await page.getByRole('row', { name: new RegExp(`E2e${runId}, Mara`) }).innerText()).toMatch(/[A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4}/);
    await screenshot(page, 'administration-import-credentials');
    await expectNoAxeViolations(page, 'credentials sheet');

    // The CSV download: a file for a spreadsheet (BOM, `;`) with both rows and their passwords.
    const shownPassword = (await page.getByRole('row', { name: new RegExp(`E2e${runId}, Mara`) }).locator('code').last().innerText()).trim();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Als CSV herunterladen' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('zugangsdaten.csv');
    const csv = readFileSync(await file.path(), 'utf8');
    expect(csv.startsWith('\uFEFF"Nachname";"Vorname";"Rolle";"Lerngruppe";"Benutzername";"Startpasswort"\r\n')).toBe(true);
    expect(csv).toContain(`"E2e${runId}";"Mara";"Schüler*in";"8a";`);
    expect(csv).toContain(`;"${shownPassword}"\r\n`);
    expect(csv.trimEnd().split('\r\n')).toHaveLength(3);

    // Print: the browser's dialog is replaced in the page; the sheet alone is marked for printing.
    await page.evaluate(() => {
      const probe = window as unknown as { printedWith?: string[] };
      window.print = () => {
        probe.printedWith = [...document.body.classList];
      };
    });
    await page.getByRole('button', { name: 'Drucken' }).click();
    expect(await page.evaluate(() => (window as unknown as { printedWith?: string[] }).printedWith)).toContain('printing-credentials');
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    expect(await page.evaluate(() => document.body.classList.contains('printing-credentials'))).toBe(false);
    await page.getByRole('button', { name: 'Fertig' }).click();

    // Assign lehrer-neu (Sophie Wagner) to 8b.
    await page.getByRole('navigation', { name: 'Verwaltung' }).getByRole('link', { name: 'Lerngruppen' }).click();
    await page.getByLabel('Lehrkraft', { exact: true }).selectOption({ label: 'Wagner, Sophie (noch ohne Lerngruppe)' });
    await page.getByLabel('Lerngruppe', { exact: true }).selectOption({ label: '8b' });
    const assigned = page.waitForResponse((response) => response.url().includes('/teachers/') && response.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Zuordnen' }).click();
    expect((await assigned).status()).toBe(200);
    const unassign = page.getByRole('button', { name: 'Sophie Wagner aus Lerngruppe 8b entfernen' });
    await unassign.waitFor();

    // lehrer-neu now has the class – and can work with it: the dashboard's group functions are
    // on (spec 2), Stationen offers 8b, and the news form aims at 8b. Nothing is saved, so there
    // is nothing to put back but the assignment.
    const teacherContext = await newContext(browser);
    const teacherPage = await teacherContext.newPage();
    const me = await signInAndReadMe(teacherPage, 'lehrer-neu');
    expect(me.learning_groups).toContainEqual(expect.objectContaining({ grade: 8, addition: 'b' }));
    await dismissWelcome(teacherPage);
    await dismissNotifications(teacherPage);
    const groups = teacherPage.getByRole('region', { name: 'Meine Lerngruppen' });
    await groups.getByRole('link', { name: 'Lerngruppe 8b: Überblick' }).waitFor();
    expect(await teacherPage.getByText('Ihnen ist noch keine Lerngruppe zugeordnet.').count()).toBe(0);
    const functions = groups.getByRole('group', { name: 'Funktionen für Lerngruppen' });
    expect(await functions.getByRole('button', { disabled: true }).count()).toBe(0);
    await expectNoAxeViolations(teacherPage, 'dashboard of a teacher with a group');
    await screenshot(teacherPage, 'teacher-dashboard-functions');

    await functions.getByRole('link', { name: 'Aktive Station wählen' }).click();
    await teacherPage.getByRole('heading', { level: 1, name: 'Aktive Stationen Ihrer Lerngruppen' }).waitFor();
    const classCard = teacherPage.getByRole('listitem', { name: /Lerngruppe 8b/ });
    await classCard.waitFor();
    expect(await classCard.getByRole('button', { name: 'Station für die Lerngruppe 8b aktivieren' }).isEnabled()).toBe(true);
    await teacherPage.goBack();
    await functions.getByRole('link', { name: 'Quest starten' }).waitFor();
    expect(await functions.getByRole('link', { name: 'Quest starten' }).getAttribute('href')).toBe('/quests');

    await functions.getByRole('button', { name: 'News für eine Lerngruppe schreiben' }).click();
    const newsDialog = teacherPage.getByRole('dialog', { name: 'News schreiben' });
    await newsDialog.getByRole('textbox', { name: 'Text' }).waitFor();
    // The form offers the new class as a target (searched for, nothing saved).
    await expectNoAxeViolations(teacherPage, 'news form opened from the dashboard');
    const target = newsDialog.getByRole('combobox', { name: 'Für wen in der Schule?' });
    await target.fill('8b');
    await teacherPage.getByRole('option', { name: 'Lerngruppe 8b' }).waitFor();
    await target.press('Escape');
    await teacherPage.getByRole('listbox').waitFor({ state: 'detached' });
    await newsDialog.getByRole('button', { name: 'Abbrechen' }).click();
    await newsDialog.waitFor({ state: 'detached' });
    await teacherContext.close();

    // Reset: lehrer-neu has no class again.
    const unassigned = page.waitForResponse((response) => response.url().includes('/teachers/') && response.request().method() === 'DELETE');
    await unassign.click();
    expect((await unassigned).status()).toBe(200);
    await unassign.waitFor({ state: 'detached' });

    // The accounts and the audit trail.
    await page.getByRole('navigation', { name: 'Verwaltung' }).getByRole('link', { name: 'Konten' }).click();
    await page.getByRole('heading', { level: 1, name: 'Konten von Schüler*innen und Lehrkräften' }).waitFor();
    await page.getByRole('row', { name: new RegExp(`E2e${runId}, Tim`) }).waitFor();
    await expectNoAxeViolations(page, 'accounts screen');
    await page.getByRole('navigation', { name: 'Verwaltung' }).getByRole('link', { name: 'Protokoll' }).click();
    await page.getByRole('heading', { level: 1, name: 'Protokoll der Verwaltung' }).waitFor();
    const trail = page.getByRole('table');
    await expect.poll(() => trail.innerText()).toContain('Konten importiert');
    expect(await trail.innerText()).toContain('Lehrkraft zugeordnet');
    expect(await trail.innerText()).toContain('Zuordnung aufgehoben');
    await expectNoAxeViolations(page, 'audit screen');
    await context.close();

    const finalContext = await newContext(browser);
    const finalPage = await finalContext.newPage();
    expect((await signInAndReadMe(finalPage, 'lehrer-neu')).learning_groups).toEqual([]);
    await finalContext.close();
  });

  it('works at 375 px for the school and the state coordinator', { timeout: 120_000 }, async () => {
    const context = await newContext(browser, { width: 375 });
    const page = await context.newPage();
    await signIn(page, 'schuladmin', '/verwaltung/konten');
    await page.getByRole('heading', { level: 1, name: 'Konten von Schüler*innen und Lehrkräften' }).waitFor();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'administration-accounts-375');
    await expectNoAxeViolations(page, 'accounts screen at 375 px');
    await context.close();

    const landContext = await newContext(browser, { width: 375 });
    const landPage = await landContext.newPage();
    await signIn(landPage, 'landadmin', '/verwaltung/schulen');
    await landPage.getByRole('heading', { level: 1, name: 'Schulen und Koordination' }).waitFor();
    await landPage.getByRole('table', { name: 'Schulen des Landes' }).getByRole('row', { name: /Alexander-von-Humboldt-Gesamtschule/ }).waitFor();
    await expectNoHorizontalScroll(landPage);
    await screenshot(landPage, 'administration-land-375');
    await expectNoAxeViolations(landPage, 'land screen at 375 px');
    await landPage.getByRole('button', { name: 'Koordinator*in Schule für Oberschule am Stadtpark anlegen' }).click();
    const dialog = landPage.getByRole('dialog', { name: 'Koordinator*in Schule für Oberschule am Stadtpark' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Anlegen' }).click();
    await expect.poll(() => dialog.innerText()).toContain('Vorname ist ein Pflichtfeld');
    await expectNoAxeViolations(landPage, 'coordinator dialog with errors');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await landContext.close();
  });
});
