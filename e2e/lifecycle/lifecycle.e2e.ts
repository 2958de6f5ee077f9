import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { expectNoAxeViolations, launchBrowser, newContext, screenshot, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The names of the entries of a zip file (it opens, or this rejects). */
async function zipEntryNames(file: string): Promise<string[]> {
  const zip = await readFile(file);
  const archive = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: false }, (error, opened) => (error ? reject(error) : resolve(opened))),
  );
  const names: string[] = [];
  await new Promise<void>((resolve, reject) => {
    archive.on('entry', (entry: yauzl.Entry) => names.push(entry.fileName));
    archive.on('end', resolve);
    archive.on('error', reject);
  });
  return names;
}

/** Presses the export button and returns the entry names of the zip the browser saved. */
async function downloadExport(page: Page): Promise<string[]> {
  const downloadStarted = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Daten herunterladen (ZIP)' }).press('Enter');
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(/^berufswahl-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const file = await download.path();
  return zipEntryNames(file);
}

describe('data life cycle', () => {
  // Exports are limited to one a day per account: each account below downloads once per server.
  it('as a student: downloads the export from "Meine Daten" and it opens, with index.html', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'schueler', '/meine-daten');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Meine Daten');
    expect(await page.getByText('Hier kannst du eine Kopie').count()).toBe(1);
    const names = await downloadExport(page);
    expect(names).toEqual(expect.arrayContaining(['index.html', 'manifest.json', 'konto.json', 'nachrichten.json']));
    await expect.poll(() => page.getByTestId('export-outcome').innerText()).toContain('Du findest die Datei');
    await expectNoAxeViolations(page, 'Meine Daten after the download');
    await context.close();
  });

  it('as a deactivated account: sees the countdown, downloads the export and generates a code', async () => {
    const context = await newContext(browser, { width: 375 });
    const page = await context.newPage();
    await signIn(page, 'deaktiviert', '/landingpage');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Ihr Konto ist deaktiviert');

    // The demo account is deleted 60 days after the seed ran.
    const countdown = page.getByTestId('deletion-countdown');
    await expect.poll(() => countdown.innerText()).toMatch(/in (59|60) Tagen endgültig gelöscht, am \d{2}\.\d{2}\.\d{4}/);
    await expectNoAxeViolations(page, 'landing page');
    await screenshot(page, 'lifecycle-landing-375');

    const names = await downloadExport(page);
    expect(names).toContain('index.html');
    await expect.poll(() => page.getByTestId('export-outcome').innerText()).toContain('Sie finden die Datei');

    // A new reactivation code: twelve digits in groups of four, valid for 91 days.
    const generated = page.waitForResponse(
      (response) => response.url().endsWith('/api/identity/v1/users/me/reactivation-code') && response.request().method() === 'PATCH',
    );
    await page.getByTestId('reactivation-generate').press('Enter');
    expect((await generated).status()).toBe(200);
    const code = page.getByTestId('reactivation-code');
    await expect.poll(() => code.innerText()).toMatch(/^\d{4} \d{4} \d{4}$/);
    const first = await code.innerText();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Ihr neuer Code ist' }).count()).toBe(1);
    expect(await page.getByText(/gültig bis \d{2}\.\d{2}\.\d{4}/).count()).toBe(1);

    // Again: the new code replaces the old one.
    await page.getByRole('button', { name: 'Neuen Code erzeugen' }).press('Enter');
    await expect.poll(() => code.innerText()).not.toBe(first);
    await expectNoAxeViolations(page, 'landing page with a code');
    await screenshot(page, 'lifecycle-landing-code-375');

    await context.close();
  });

  // schueler2 gets its demo password back at the end, so later files still sign it in.
  it('as a student: changes the password on "Meine Daten" by keyboard, is signed out and signs in with the new one', async () => {
    const newPassword = 'Mein Hund mag Regen';
    const context = await newContext(browser, { width: 375 });
    const page = await context.newPage();
    await signIn(page, 'schueler2', '/meine-daten');
    const section = page.getByRole('region', { name: 'Dein Passwort ändern' });
    await section.scrollIntoViewIfNeeded();

    // Sent empty: every field is named, the first takes focus.
    await page.getByTestId('password-submit').press('Enter');
    const current = page.getByLabel('Aktuelles Passwort');
    await expect.poll(() => current.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.getByText('Bitte gib dein aktuelles Passwort ein.').count()).toBe(1);
    expect(await page.getByText('Bitte gib ein neues Passwort ein.').count()).toBe(1);
    expect(await current.getAttribute('aria-invalid')).toBe('true');

    // A wrong current password: the server names that field, and it is emptied to type again.
    await current.fill('falsch-geraten');
    await page.getByLabel(/^Neues Passwort \(/).fill(newPassword);
    await page.getByLabel('Neues Passwort wiederholen').fill(newPassword);
    await page.getByTestId('password-submit').press('Enter');
    await expect.poll(() => page.getByText('Dein aktuelles Passwort ist nicht richtig.').count()).toBe(1);
    expect(await current.inputValue()).toBe('');
    await expectNoAxeViolations(page, 'Meine Daten with password errors');
    await screenshot(page, 'lifecycle-password-errors-375');

    // Right this time, typed and sent by keyboard.
    await current.focus();
    await page.keyboard.type('berufswahl');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const done = page.getByTestId('password-changed');
    await expect.poll(() => done.innerText()).toContain('Dein Passwort ist geändert. Du bist jetzt überall abgemeldet.');
    await expectNoAxeViolations(page, 'Meine Daten after the password change');
    await screenshot(page, 'lifecycle-password-changed-375');

    // "Neu anmelden": signed out, the old password no longer works, the new one does.
    await page.getByRole('button', { name: 'Neu anmelden' }).press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/meine-daten'));
    await context.close();

    const again = await newContext(browser);
    const second = await again.newPage();
    await second.goto('/meine-daten');
    await second.waitForURL(/\/realms\/berufswahl\//);
    await second.getByLabel('Benutzername').fill('schueler2');
    await second.getByLabel('Passwort').fill('berufswahl');
    await second.getByRole('button', { name: 'Anmelden' }).click();
    await expect.poll(() => second.getByText('Benutzername oder Passwort ist falsch.').count()).toBe(1);
    await again.close();

    const back = await newContext(browser);
    const third = await back.newPage();
    await signIn(third, 'schueler2', '/meine-daten', { password: newPassword });
    await third.getByLabel('Aktuelles Passwort').fill(newPassword);
    await third.getByLabel(/^Neues Passwort \(/).fill('berufswahl');
    await third.getByLabel('Neues Passwort wiederholen').fill('berufswahl');
    await third.getByTestId('password-submit').press('Enter');
    await expect.poll(() => third.getByTestId('password-changed').count()).toBe(1);
    await back.close();
  });
});
