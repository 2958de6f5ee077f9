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
});
