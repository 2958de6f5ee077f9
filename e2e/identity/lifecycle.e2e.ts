import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { captureBearer } from '../shell/shell-support';
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

/**
 * Unpacks a zip into `folder` as a person's unzip tool would: folders created, every entry written
 * as a file (and none outside the folder).
 */
async function unzipInto(file: string, folder: string): Promise<void> {
  const archive = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true }, (error, opened) => (error ? reject(error) : resolve(opened))),
  );
  await new Promise<void>((resolve, reject) => {
    archive.on('entry', (entry: yauzl.Entry) => {
      const target = path.resolve(folder, entry.fileName);
      if (!target.startsWith(folder + path.sep)) {
        reject(new Error(`zip entry outside the folder: ${entry.fileName}`));
        return;
      }
      if (entry.fileName.endsWith('/')) {
        mkdir(target, { recursive: true }).then(() => archive.readEntry(), reject);
        return;
      }
      archive.openReadStream(entry, (error, content) => {
        if (error) {
          reject(error);
          return;
        }
        mkdir(path.dirname(target), { recursive: true })
          .then(() => pipeline(content, createWriteStream(target)))
          .then(() => archive.readEntry(), reject);
      });
    });
    archive.on('end', resolve);
    archive.on('error', reject);
    archive.readEntry();
  });
}

/**
 * Presses the export button and returns where the browser saved the zip (valid until the context
 * closes). The browser downloads it itself from a one-time link (decision 160), not from a Blob
 * held by the page.
 */
async function downloadExport(page: Page): Promise<string> {
  const downloadStarted = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Daten herunterladen (ZIP)' }).press('Enter');
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(/^berufswahl-export-\d{4}-\d{2}-\d{2}\.zip$/);
  expect(new URL(download.url()).pathname).toMatch(/^\/api\/identity\/v1\/archive\/downloads\/[A-Za-z0-9_-]{22}$/);
  return download.path();
}

/** A tiny real PNG (1 × 1 px): the student's own upload the export has to carry. */
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const ARCHIVE_LINKS = '**/api/identity/v1/archive/links';

/** Presses the export button while asking for a link fails on the network; returns the outcome text. */
async function exportWithBrokenConnection(page: Page): Promise<string> {
  await page.route(ARCHIVE_LINKS, (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Daten herunterladen (ZIP)' }).press('Enter');
  const outcome = page.getByTestId('export-outcome');
  await expect.poll(() => outcome.innerText(), { timeout: 20_000 }).not.toBe('');
  await page.unroute(ARCHIVE_LINKS);
  return outcome.innerText();
}

describe('data life cycle', () => {
  // Exports are limited to one a day per account: each account below downloads once per server.
  it('as a student: downloads the export from "Meine Daten", unpacks it and opens its index.html offline', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const bearer = captureBearer(page);
    await signIn(page, 'schueler', '/meine-daten');
    const token = await bearer;
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Meine Daten');
    // An own upload, so the overview has a file to link to whatever other journeys left behind.
    const uploadName = `e2e-export-${Date.now()}.png`;
    const uploaded = await page.request.post('/api/files/v1/me/files', {
      headers: { authorization: token },
      multipart: { file: { name: uploadName, mimeType: 'image/png', buffer: PNG_1PX } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const uploadUuid = ((await uploaded.json()) as { uuid: string }).uuid;
    expect(await page.getByText('Hier kannst du eine Kopie').count()).toBe(1);
    // A failed attempt (spec 8, du) costs nothing: the export of the day is counted only when a download starts.
    expect(await exportWithBrokenConnection(page)).toBe(
      'Der Download ist fehlgeschlagen. Bitte prüfe, ob deine Internetverbindung stabil ist, und versuche es dann noch einmal.',
    );
    expect(await page.getByTestId('export-outcome').getAttribute('class')).toBe('form-error');
    await expectNoAxeViolations(page, 'Meine Daten after a failed download');
    const zip = await downloadExport(page);
    expect(await zipEntryNames(zip)).toEqual(expect.arrayContaining(['index.html', 'manifest.json', 'konto.json', 'nachrichten.json']));
    await expect.poll(() => page.getByTestId('export-outcome').innerText()).toContain('Du findest die Datei');
    await expectNoAxeViolations(page, 'Meine Daten after the download');

    // Unpacked and opened from disk, as a person does offline: the overview names the account, its
    // links into files/ reach the unpacked files, and it passes axe like every screen of the app.
    const folder = await mkdtemp(path.join(tmpdir(), 'berufswahl-e2e-export-'));
    try {
      await unzipInto(zip, folder);
      const overview = await context.newPage();
      await overview.goto(pathToFileURL(path.join(folder, 'index.html')).href);
      expect(await overview.getByRole('heading', { level: 1 }).innerText()).toBe('Datenexport: Lena Schmidt');
      const fileLink = overview.locator('a[href^="files/"]').filter({ hasText: uploadName });
      expect(await fileLink.count()).toBe(1);
      const target = fileURLToPath(new URL((await fileLink.getAttribute('href')) ?? '', overview.url()));
      expect(target.startsWith(path.join(folder, 'files') + path.sep)).toBe(true);
      expect((await readFile(target)).equals(PNG_1PX)).toBe(true);
      await expectNoAxeViolations(overview, 'index.html of the export');
      await screenshot(overview, 'lifecycle-export-index');
    } finally {
      await rm(folder, { recursive: true, force: true });
      const removed = await page.request.delete(`/api/files/v1/me/files/${uploadUuid}`, { headers: { authorization: token } });
      expect(removed.status()).toBe(204);
    }
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

    expect(await exportWithBrokenConnection(page)).toBe(
      'Der Download ist fehlgeschlagen. Bitte prüfen Sie, ob Ihre Internetverbindung stabil ist, und versuchen Sie es dann noch einmal.',
    );
    expect(await zipEntryNames(await downloadExport(page))).toContain('index.html');
    await expect.poll(() => page.getByTestId('export-outcome').innerText()).toContain('Sie finden die Datei');
    // The one export of the day is used: the server refuses the next link, and the page says why.
    await page.getByRole('button', { name: 'Daten herunterladen (ZIP)' }).press('Enter');
    await expect
      .poll(() => page.getByTestId('export-outcome').innerText(), { timeout: 20_000 })
      .toBe('Sie haben Ihre Daten heute schon heruntergeladen. Bitte versuchen Sie es morgen noch einmal.');

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

    // The old school sees that a valid code exists (not the code) and revokes it, by keyboard
    // (decision 052). That also puts the demo account back as it was: without a code.
    const schoolContext = await newContext(browser);
    const schoolPage = await schoolContext.newPage();
    await signIn(schoolPage, 'schuladmin', '/verwaltung/konten');
    const row = schoolPage.getByRole('row').filter({ hasText: 'Fischer, Mia' });
    await expect.poll(() => row.getByTestId('reactivation-code-valid-until').innerText(), { timeout: 20_000 }).toMatch(/^Reaktivierungscode gültig bis \d{2}\.\d{2}\.\d{4}$/);
    expect(await row.innerText()).not.toContain((await code.innerText()).replace(/ /g, ''));
    await row.getByRole('button', { name: 'Reaktivierungscode von Mia Fischer sperren' }).press('Enter');
    const confirm = schoolPage.getByRole('alertdialog', { name: 'Reaktivierungscode von Mia Fischer sperren?' });
    await confirm.waitFor();
    await expectNoAxeViolations(schoolPage, 'revoke-code confirmation');
    await screenshot(schoolPage, 'administration-revoke-code');
    await confirm.getByRole('button', { name: 'Code sperren' }).press('Enter');
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => schoolPage.getByTestId('route-announcer').innerText(), { timeout: 20_000 }).toContain('Der Reaktivierungscode von Mia Fischer ist gesperrt.');
    await expect.poll(() => row.getByTestId('reactivation-code-valid-until').count(), { timeout: 20_000 }).toBe(0);
    await schoolPage.goto('/verwaltung/protokoll');
    await schoolPage.getByRole('rowheader', { name: 'Reaktivierungscode gesperrt' }).first().waitFor();
    await schoolContext.close();

    await page.reload();
    await page.getByText('Sie haben zurzeit keinen gültigen Code.').waitFor();
    await context.close();
  });

  it('as a deactivated account: signs out from the landing page by keyboard, through the same logout as the menu', async () => {
    const context = await newContext(browser, { width: 375 });
    const page = await context.newPage();
    await signIn(page, 'deaktiviert', '/landingpage');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Ihr Konto ist deaktiviert');
    const logoutButton = page.getByRole('button', { name: 'Abmelden' });
    await logoutButton.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/logout', { timeout: 20_000 });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Sie wurden abgemeldet');
    // The session is over: the landing page asks for a new sign-in.
    await page.goto('/landingpage');
    await page.waitForURL(/\/realms\/berufswahl\//);
    await expect.poll(() => page.getByLabel('Benutzername').isVisible()).toBe(true);
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
    await expect.poll(() => page.getByText('Dein aktuelles Passwort ist nicht richtig.').count(), { timeout: 20_000 }).toBe(1);
    expect(await current.inputValue()).toBe('');
    await expectNoAxeViolations(page, 'Meine Daten with password errors');
    await screenshot(page, 'lifecycle-password-errors-375');

    // Right this time, typed and sent by keyboard.
    await current.focus();
    await page.keyboard.type('berufswahl');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const done = page.getByTestId('password-changed');
    await expect.poll(() => done.innerText(), { timeout: 20_000 }).toContain('Dein Passwort ist geändert. Du bist jetzt überall abgemeldet.');
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
    await expect.poll(() => second.getByText('Benutzername oder Passwort ist falsch.').count(), { timeout: 20_000 }).toBe(1);
    await again.close();

    const back = await newContext(browser);
    const third = await back.newPage();
    await signIn(third, 'schueler2', '/meine-daten', { password: newPassword });
    await third.getByLabel('Aktuelles Passwort').fill(newPassword);
    await third.getByLabel(/^Neues Passwort \(/).fill('berufswahl');
    await third.getByLabel('Neues Passwort wiederholen').fill('berufswahl');
    await third.getByTestId('password-submit').press('Enter');
    // Hashing the new password takes a while on a busy machine.
    await expect.poll(() => third.getByTestId('password-changed').count(), { timeout: 20_000 }).toBe(1);
    await back.close();
  });
});
