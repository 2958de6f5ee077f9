import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dismissNotifications, dismissWelcome, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, newContext, screenshot, signIn } from '../support/browser';

/**
 * Editing in the school administration (decisions 105–108): rename a class, create a student,
 * move and edit the student, the forced new password at the student's first sign-in, the refused
 * deletion of a class with students – and everything created is removed again at the end.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Letters only, different per run, so that the journey can run again on the same database. */
const runId = Date.now().toString(36).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] ?? 'x').slice(-7);
const NEW_PASSWORD = 'Mein-eigenes-Passwort-2026';

function adminNav(page: Page) {
  return page.getByRole('navigation', { name: 'Verwaltung' });
}

function waitForApi(page: Page, method: string, pattern: RegExp) {
  return page.waitForResponse((response) => pattern.test(new URL(response.url()).pathname) && response.request().method() === method);
}

describe('school administration: editing', () => {
  it('renames a class, moves and edits a student, and the student sets an own password at the first sign-in', { timeout: 300_000 }, async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'schuladmin', '/verwaltung/klassen');
    await page.getByRole('heading', { level: 1, name: 'Lerngruppen und Lehrkräfte' }).waitFor();

    // A class of its own: 9<first> …
    const first = `r${runId}`;
    const renamed = `s${runId}`;
    await page.getByRole('button', { name: 'Lerngruppe anlegen' }).click();
    const createDialog = page.getByRole('dialog', { name: 'Neue Lerngruppe' });
    await createDialog.getByLabel('Jahrgangsstufe').fill('9');
    await createDialog.getByLabel('Zusatz').fill(first);
    const created = waitForApi(page, 'POST', /\/classes$/);
    await createDialog.getByRole('button', { name: 'Speichern' }).click();
    expect((await created).status()).toBe(201);
    await page.getByRole('row', { name: new RegExp(`^9${first} `) }).waitFor();

    // … renamed to a taken name: 409 with the German message at the field; then to a free one.
    await page.getByRole('button', { name: `Lerngruppe 9${first} ändern` }).click();
    const editDialog = page.getByRole('dialog', { name: `Lerngruppe 9${first} ändern` });
    await editDialog.getByLabel('Jahrgangsstufe').fill('8');
    await editDialog.getByLabel('Zusatz').fill('a');
    const conflict = waitForApi(page, 'PATCH', /\/classes\/[^/]+$/);
    await editDialog.getByRole('button', { name: 'Speichern' }).click();
    expect((await conflict).status()).toBe(409);
    await expect.poll(() => editDialog.innerText(), { timeout: 15_000 }).toContain('Die Lerngruppe 8a gibt es an Ihrer Schule schon.');
    await expectNoAxeViolations(page, 'class dialog with a taken name');
    await editDialog.getByLabel('Jahrgangsstufe').fill('9');
    await editDialog.getByLabel('Zusatz').fill(renamed);
    const saved = waitForApi(page, 'PATCH', /\/classes\/[^/]+$/);
    await editDialog.getByRole('button', { name: 'Speichern' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByRole('row', { name: new RegExp(`^9${renamed} `) }).waitFor();

    // A student in 8a, with first-login credentials.
    await adminNav(page).getByRole('link', { name: 'Konten' }).click();
    await page.getByRole('heading', { level: 1, name: 'Konten von Schüler*innen und Lehrkräften' }).waitFor();
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Konto anlegen' }) });
    await form.getByLabel('Vorname').fill('Ella');
    await form.getByLabel('Nachname').fill(`Edit${runId}`);
    await form.getByLabel('Lerngruppe').selectOption({ label: '8a' });
    const account = waitForApi(page, 'POST', /\/accounts$/);
    await form.getByRole('button', { name: 'Konto anlegen' }).click();
    const createdAccount = (await (await account).json()) as { credentials: { username: string; initial_password: string } };
    const { username, initial_password: initialPassword } = createdAccount.credentials;
    await page.getByRole('button', { name: 'Fertig' }).click();

    // Edit: new surname, e-mail with an error first, and the move to the renamed class.
    await page.getByRole('button', { name: `Ella Edit${runId} bearbeiten` }).click();
    const accountDialog = page.getByRole('dialog', { name: `Ella Edit${runId} bearbeiten` });
    await accountDialog.getByLabel('Nachname').fill(`Moved${runId}`);
    await accountDialog.getByLabel('E-Mail').fill('kein-e-mail');
    await accountDialog.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => accountDialog.innerText(), { timeout: 15_000 }).toContain('E-Mail muss eine gültige E-Mail-Adresse sein');
    await accountDialog.getByLabel('E-Mail').fill('');
    await accountDialog.getByLabel('Lerngruppe').selectOption({ label: `9${renamed}` });
    await expectNoAxeViolations(page, 'account dialog');
    await screenshot(page, 'administration-edit-account');
    const updated = waitForApi(page, 'PATCH', /\/accounts\/[^/]+$/);
    await accountDialog.getByRole('button', { name: 'Speichern' }).click();
    expect((await updated).status()).toBe(200);
    const row = page.getByRole('row', { name: new RegExp(`Moved${runId}, Ella`) });
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).toContain(`9${renamed}`);

    // The class has a student now: deleting it is refused with how many must move first.
    await adminNav(page).getByRole('link', { name: 'Lerngruppen' }).click();
    await page.getByRole('button', { name: `Lerngruppe 9${renamed} löschen` }).click();
    const deleteDialog = page.getByRole('alertdialog', { name: `Lerngruppe 9${renamed} löschen?` });
    await expect.poll(() => deleteDialog.innerText(), { timeout: 15_000 }).toContain(`Die Lerngruppe 9${renamed} hat noch 1 Schüler*in.`);
    expect(await deleteDialog.getByRole('button', { name: 'Endgültig löschen' }).count()).toBe(0);
    await expectNoAxeViolations(page, 'refused class deletion');
    await deleteDialog.getByRole('button', { name: 'Schließen' }).last().click();

    // The student's first sign-in asks for an own password (du), then continues into the app.
    const studentContext = await newContext(browser);
    const studentPage = await studentContext.newPage();
    await studentPage.goto('/');
    await studentPage.waitForURL(/\/realms\/berufswahl\//);
    await studentPage.getByLabel('Benutzername').fill(username);
    await studentPage.getByLabel('Passwort').fill(initialPassword);
    await studentPage.getByRole('button', { name: 'Anmelden' }).click();
    await studentPage.getByRole('heading', { level: 1, name: 'Neues Passwort festlegen' }).waitFor();
    expect(await studentPage.getByText('Bitte lege jetzt dein eigenes Passwort fest.').isVisible()).toBe(true);
    await studentPage.getByLabel('Neues Passwort', { exact: true }).fill('zu-kurz');
    await studentPage.getByLabel('Neues Passwort wiederholen').fill('zu-kurz');
    await studentPage.getByRole('button', { name: 'Passwort speichern und weiter' }).click();
    await studentPage.getByText('Dein neues Passwort muss mindestens 10 Zeichen lang sein.').first().waitFor();
    await expectNoAxeViolations(studentPage, 'new password page with an error');
    await screenshot(studentPage, 'idp-new-password-error');
    await studentPage.getByLabel('Neues Passwort', { exact: true }).fill(NEW_PASSWORD);
    await studentPage.getByLabel('Neues Passwort wiederholen').fill(NEW_PASSWORD);
    const me = studentPage.waitForResponse((response) => response.url().endsWith('/api/identity/v1/users/me') && response.request().method() === 'GET');
    await studentPage.getByRole('button', { name: 'Passwort speichern und weiter' }).click();
    await studentPage.waitForURL((url) => !url.pathname.startsWith('/realms/'), { timeout: 20_000 });
    await expect.poll(() => studentPage.locator('h1').first().isVisible(), { timeout: 20_000 }).toBe(true);
    // Signed in as the student, already in the class it was moved to.
    expect(await (await me).json()).toMatchObject({ username, class: { grade: 9, addition: renamed } });
    await dismissWelcome(studentPage);
    await dismissNotifications(studentPage);
    await studentContext.close();

    // Clean up: deactivate the student (it leaves the class), then the class can go.
    await adminNav(page).getByRole('link', { name: 'Konten' }).click();
    await page.getByRole('button', { name: `Ella Moved${runId} deaktivieren` }).click();
    const deactivation = waitForApi(page, 'POST', /\/deactivation$/);
    await page.getByRole('alertdialog', { name: `Ella Moved${runId} deaktivieren?` }).getByRole('button', { name: 'Deaktivieren' }).click();
    expect((await deactivation).status()).toBe(200);
    await adminNav(page).getByRole('link', { name: 'Lerngruppen' }).click();
    await page.getByRole('button', { name: `Lerngruppe 9${renamed} löschen` }).click();
    const finalDialog = page.getByRole('alertdialog', { name: `Lerngruppe 9${renamed} löschen?` });
    const deleted = waitForApi(page, 'DELETE', /\/classes\/[^/]+$/);
    await finalDialog.getByRole('button', { name: 'Endgültig löschen' }).click();
    expect((await deleted).status()).toBe(200);
    await page.getByRole('row', { name: new RegExp(`^9${renamed} `) }).waitFor({ state: 'detached' });

    await adminNav(page).getByRole('link', { name: 'Protokoll' }).click();
    const trail = page.getByRole('table');
    await expect.poll(() => trail.innerText(), { timeout: 15_000 }).toContain('Lerngruppe gelöscht');
    expect(await trail.innerText()).toContain('Lerngruppe gewechselt');
    expect(await trail.innerText()).toContain('Konto geändert');
    await context.close();
  });

  it('works at 375 px: the account dialog, and the coordinator lists of the state and federal coordinators', { timeout: 180_000 }, async () => {
    const context = await newContext(browser, { width: 375 });
    const page = await context.newPage();
    await signIn(page, 'schuladmin', '/verwaltung/konten');
    await page.getByRole('heading', { level: 1, name: 'Konten von Schüler*innen und Lehrkräften' }).waitFor();
    await page.getByRole('button', { name: /^Sophie Wagner bearbeiten$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Sophie Wagner bearbeiten' });
    await dialog.waitFor();
    // A teacher gets classes at the class itself: no class field here.
    expect(await dialog.getByLabel('Lerngruppe').count()).toBe(0);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'account dialog at 375 px');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await context.close();

    const landContext = await newContext(browser, { width: 375 });
    const landPage = await landContext.newPage();
    await signIn(landPage, 'landadmin', '/verwaltung/schulen');
    await landPage.getByRole('heading', { level: 2, name: 'Koordination im Land' }).waitFor();
    await landPage.getByRole('region', { name: 'Koordinator*innen Schule' }).getByRole('row', { name: /schuladmin/ }).waitFor();
    expect(await landPage.getByRole('heading', { name: 'Koordinator*innen Land' }).count()).toBe(0);
    await expectNoHorizontalScroll(landPage);
    await expectNoAxeViolations(landPage, 'coordinator list of the state coordinator at 375 px');
    await landContext.close();

    const federalContext = await newContext(browser);
    const federalPage = await federalContext.newPage();
    await signIn(federalPage, 'bundadmin', '/verwaltung/schulen');
    await federalPage.getByRole('region', { name: 'Koordinator*innen Land' }).getByRole('row', { name: /landadmin/ }).waitFor({ timeout: 15_000 });
    await screenshot(federalPage, 'administration-coordinators');
    await expectNoAxeViolations(federalPage, 'coordinator lists of the federal admin');
    await federalContext.close();
  });
});
