import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureBearer } from '../shell/shell-support';
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

/** School A and its demo student (content/demo/world.json). */
const SCHOOL_A = '7d3e4f50-1a2b-4c3d-9e8f-0a1b2c3d0001';
const SCHUELER = 'c0000000-0000-4000-8000-000000000001';

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

  it("names a story's attachment with its story and offers no trash or delete for it (decision 047)", async () => {
    const context = await newContext(browser, { width: 375 });
    const page = await context.newPage();
    const bearer = captureBearer(page);
    await signIn(page, 'schueler', '/files/');
    const token = await bearer;
    const name = `e2e-story-anhang-${Date.now()}.png`;
    const created = await page.request.post('/api/bo/v1/artefacts/story', {
      headers: { authorization: token },
      multipart: { description: 'Mein Anhang in /files/ #e2e', attachment: { name, mimeType: 'image/png', buffer: PNG_1PX } },
    });
    expect(created.status()).toBe(201);
    const story = (await created.json()) as { uuid: string };
    try {
      await page.goto('/files/');
      await itemNamed(page, name).waitFor({ timeout: 15_000 });
      expect(await itemNamed(page, name).getByTestId('file-owner').innerText()).toMatch(/^Gehört zur Story vom /);
      expect(await itemNamed(page, name).getByRole('button', { name: `${name} in den Papierkorb legen` }).count()).toBe(0);
      await itemNamed(page, name).getByRole('link', { name: `${name} herunterladen` }).waitFor();
      await expectNoAxeViolations(page, '/files/ with a story attachment');
    } finally {
      const removed = await page.request.delete(`/api/bo/v1/artefacts/stories/${story.uuid}/forever`, { headers: { authorization: token } });
      expect(removed.status()).toBe(204);
    }
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Meine Dateien' }).waitFor();
    await expect.poll(() => itemNamed(page, name).count(), { timeout: 15_000 }).toBe(0);
    await context.close();
  });

  it('opens the storage-full dialog when the upload does not fit, and it leads to /files/', async () => {
    // A real full quota (decision 049): the school coordinator sets the student's quota to 0 bytes
    // through the real route, and sets it back to the default afterwards (the e2e database is shared).
    const adminContext = await newContext(browser);
    const adminPage = await adminContext.newPage();
    const adminBearer = captureBearer(adminPage);
    await signIn(adminPage, 'schuladmin', '/');
    const adminToken = await adminBearer;
    const setSpace = async (space: number | null) => {
      const response = await adminPage.request.put(`/api/files/v1/schools/${SCHOOL_A}/students/${SCHUELER}/storage`, {
        headers: { authorization: adminToken },
        data: { space },
      });
      expect(response.status()).toBe(200);
    };
    const context = await newContext(browser, { width: 375 });
    const page = await context.newPage();
    try {
      await setSpace(0);
      await signIn(page, 'schueler', '/files/');
      await page.getByRole('heading', { level: 1, name: 'Meine Dateien' }).waitFor();
      const refused = page.waitForResponse((response) => response.url().endsWith('/api/files/v1/me/files') && response.request().method() === 'POST');
      await page.locator('input[type="file"]').setInputFiles({ name: 'voll.png', mimeType: 'image/png', buffer: PNG_1PX });
      await page.getByRole('button', { name: 'Hochladen' }).click();
      expect((await refused).status()).toBe(413);
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
    } finally {
      await setSpace(null);
    }
    await context.close();
    await adminContext.close();
  });
});
