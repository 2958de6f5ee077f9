import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, newContext, screenshot, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A tiny real PNG (1 × 1 px), unique per run so the journey finds its own file among others. */
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function legendOf(page: Page): Locator {
  return page.getByTestId('storage-usage').locator('.segment-bar__legend');
}

function itemNamed(page: Page, name: string): Locator {
  return page.getByTestId('file-item').filter({ hasText: name });
}

describe('/files/ as a student', () => {
  it('uploads a file, previews it, moves it to the trash and back, and empties the trash', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'schueler', '/files/');
    await page.getByRole('heading', { level: 1, name: 'Meine Dateien' }).waitFor();
    await expect.poll(() => legendOf(page).innerText()).toContain('Reflexion-Papierkorb');
    const legendBefore = await legendOf(page).innerText();
    await expectNoAxeViolations(page, '/files/');

    const name = `e2e-bild-${Date.now()}.png`;
    await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'image/png', buffer: PNG_1PX });
    const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/files/v1/me/files') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Hochladen' }).click();
    expect((await uploaded).status()).toBe(201);
    await itemNamed(page, name).waitFor();
    await expect.poll(() => legendOf(page).innerText()).not.toBe(legendBefore);
    await expect.poll(() => page.getByTestId('route-announcer').innerText()).toContain(`„${name}“ ist hochgeladen.`);

    // Preview: the image comes from its signed URL, in a dialog that passes axe.
    await itemNamed(page, name).getByRole('button', { name: `Vorschau von ${name}` }).click();
    const preview = page.getByRole('dialog', { name });
    await expect.poll(() => preview.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
    await screenshot(page, 'files-preview');
    await expectNoAxeViolations(page, '/files/ preview dialog');
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });

    // Trash and restore.
    await itemNamed(page, name).getByRole('button', { name: `${name} in den Papierkorb legen` }).click();
    await itemNamed(page, name).waitFor({ state: 'detached' });
    await expect.poll(() => legendOf(page).innerText()).toMatch(/Papierkorb: (?!0 Bytes)/);
    await page.getByRole('tab', { name: /^Papierkorb/ }).click();
    await itemNamed(page, name).waitFor();
    await screenshot(page, 'files-trash');
    await expectNoAxeViolations(page, '/files/ trash');
    await itemNamed(page, name).getByRole('button', { name: `${name} wiederherstellen` }).click();
    await itemNamed(page, name).waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Dateien' }).click();
    await itemNamed(page, name).waitFor();

    // Trash again and empty the trash (confirmed in an alert dialog).
    await itemNamed(page, name).getByRole('button', { name: `${name} in den Papierkorb legen` }).click();
    await itemNamed(page, name).waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: /^Papierkorb/ }).click();
    await page.getByRole('button', { name: 'Papierkorb leeren' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Papierkorb leeren?' });
    await confirm.waitFor();
    await expectNoAxeViolations(page, '/files/ empty-trash confirmation');
    await confirm.getByRole('button', { name: 'Papierkorb leeren' }).click();
    await page.getByText('Dein Papierkorb ist leer.').waitFor();
    await expect.poll(() => legendOf(page).innerText()).toBe(legendBefore);
    await context.close();
  });

  it('opens the storage-full dialog when the upload does not fit, and it leads to /files/', async () => {
    const context = await newContext(browser, { width: 375 });
    const page = await context.newPage();
    await signIn(page, 'schueler', '/files/');
    await page.route('**/api/files/v1/me/files', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 413,
            contentType: 'application/json',
            body: JSON.stringify({
              code: 'USER_STORAGE_FULL',
              message: 'Du kannst diese Datei nicht hochladen. Dein Speicher ist voll. Bitte lösche Dateien - auch aus deinem Papierkorb!',
            }),
          })
        : route.continue(),
    );
    await page.locator('input[type="file"]').setInputFiles({ name: 'voll.png', mimeType: 'image/png', buffer: PNG_1PX });
    await page.getByRole('button', { name: 'Hochladen' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Speicher voll' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Du kannst diese Datei nicht hochladen. Dein Speicher ist voll. Bitte lösche Dateien - auch aus deinem Papierkorb!');
    await screenshot(page, 'files-storage-full-375');
    await expectNoAxeViolations(page, 'storage-full dialog');
    expect(await dialog.getByRole('link', { name: 'Speicher verwalten' }).getAttribute('href')).toBe('/files/');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await dialog.waitFor({ state: 'detached' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
