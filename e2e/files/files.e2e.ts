import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureBearer } from '../shell/shell-support';
import { dismissNotifications, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, newContext, screenshot, signIn } from '../support/browser';

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

/** A real MP4 of 1.2 s, 64 × 48 px (recorded once with this Chromium's MediaRecorder). */
const MP4_CLIP = Buffer.from(
  'AAAAJGZ0eXBpc29tAAACAGlzb21pc282aXNvMnZwMDltcDQxAAACt21vb3YAAAB4bXZoZAEAAAAAAAAA5ytkogAAAADnK2SiAAAD6AAAAAAAAAQIAAEAAAEAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAIAAAIPdHJhawAAAGh0a2hkAQAAAwAAAADnK2SiAAAAAOcrZKIAAAABAAAAAAAAAAAAAAQIAAAAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAQAAAAABAAAAAMAAAAAABn21kaWEAAAAsbWRoZAEAAAAAAAAA5ytkogAAAADnK2SiAAB1MAAAAAAAAAQIVcQAAAAAAC1oZGxyAAAAAAAAAAB2aWRlAAAAAAAAAAAAAAAAVmlkZW9IYW5kbGVyAAAAAT5taW5mAAAAFHZtaGQAAAABAAAAAAAAAAAAAAAlZGluZgAAAB1kcmVmAAAAAAAAAAEAAAANdXJsIAAAAAEAAAAA/XN0YmwAAAAQc3RzYwAAAAAAAAAAAAAAEHN0dHMAAAAAAAAAAAAAABRzdHN6AAAAAAAAAAAAAAAAAAAAEHN0Y28AAAAAAAAAAAAAALFzdHNkAAAAAAAAAAEAAAChdnAwOQAAAAAAAAABAAAAAQAAAAAAAAAAAAAAAABAADAASAAAAEgAAAAAAAAAAQpWUEMgQ29kaW5nAAAAAAAAAAAAAAAAAAAAAAAAAAAAABj//wAAABBwYXNwAAAAAQAAAAEAAAAUYnRydAAAAAAAAAAAAAAAAAAAABR2cGNDAQAAAAAAgQENAQAAAAAAE2NvbHJuY2x4AAEADQABgAAAAChtdmV4AAAAIHRyZXgAAAAAAAAAAQAAAAEAAAAAAAAAAAAAAAAAAAC4bW9vZgAAABBtZmhkAAAAAAAAAAEAAACgdHJhZgAAABR0ZmhkAAIAIAAAAAEBAQAAAAAAFHRmZHQBAAAAAAAAAAAAAAAAAABwdHJ1bgEAAwUAAAALAAAAwAIAAAAAAAwDAAAAbwAADcsAAAAmAAAJUAAAABEAAAu1AAAAJgAAC84AAAARAAALrgAAACYAAAuqAAAAEQAAC8AAAAAnAAALrwAAABEAAAu4AAAAJwAAA+cAAAARAAABjG1kYXSCSYNCUAPwAvYGOCQcGDoAACBAAGtD///sCTHwlVIQFfg780xWLrFVdeifUNti00LNTc4tSJ9uYsBv//f9fXpdcZg2K/ImdE+lkO/xdUqFiJPmIOQHhA5CYYwP2aLchn8f////YjE////T3Ojw6ICGAECS8KEggAAMcAAAcw9b//8NfgAA////rmP////+jvEMxaUwAIYAQJKcKEmAAANwAAB7McVAhgBAkvChIYAADHAAAHMPW///CXgAAf///04H/////QrCGYtKYACGAECSnCRHgAADcAAAezHFQIYAQJLwkRsAAAxwAABzD1v//0AwAAD////eC/////7XFIZi0pgAhgBAkpwgRkAAA3AAAHsxxUCGAECS8IEXAAAMcAAAcw9b//9k4AAAf////wJb/////v4IQzFpTACGAECSnCBFQAADcAAAezHFQIYAQJLwgROAAAxwAABzD1v//3otgAA/////lkj/////xZBDMWlMAIYAQJKcHERgAANwAAB7McVAAAAATG1mcmEAAAA0dGZyYQEAAAAAAAABAAAAPwAAAAEAAAAAAAAAAAAAAAAAAALbAAAAAQAAAAEAAAABAAAAEG1mcm8AAAAAAAAATA==',
  'base64',
);

/** A WAV of one second of silence: 8 kHz, 8 bit, mono. */
function wavSecond(): Buffer {
  const samples = 8000;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(samples, 24);
  header.writeUInt32LE(samples, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, Buffer.alloc(samples, 128)]);
}

/** A one-page PDF with a line of text, its cross-reference table computed. */
function onePagePdf(text: string): Buffer {
  const content = `BT /F1 18 Tf 24 72 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

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
    // The bar asks for the storage again after the upload (a 70-byte picture may not change its rounded figures).
    const storageRefetched = uploaded.then(() => page.waitForResponse((response) => response.url().endsWith('/api/files/v1/me/storage') && response.ok()));
    // A notification arriving meanwhile would cover the page with its dialog.
    await dismissNotifications(page);
    await page.getByRole('button', { name: 'Hochladen' }).click();
    expect((await uploaded).status()).toBe(201);
    await itemNamed(page, name).waitFor();
    await storageRefetched;
    await legendOf(page).waitFor();
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
      await expectNoHorizontalScroll(page);
    } finally {
      await setSpace(null);
    }
    await context.close();
    await adminContext.close();
  });

  it('shows load failures of the bar and the list in the spec 8 format, and recovers on retry', async () => {
    const context = await newContext(browser, { width: 375 });
    const page = await context.newPage();
    // The storage answers a server error with a message, the list fails on the network (no answer at all).
    await page.route('**/api/files/v1/me/storage', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'INTERNAL_ERROR', message: 'Speicher gerade nicht erreichbar', request_id: 'e2e' }) }),
    );
    await page.route('**/api/files/v1/me/files?state=active', (route) => route.abort('connectionreset'));
    await signIn(page, 'schueler', '/files/');
    await page.getByRole('heading', { level: 1, name: 'Meine Dateien' }).waitFor();
    const storageAlert = page.getByRole('alert').filter({ hasText: 'Der Speicher konnte nicht geladen werden' });
    await expect
      .poll(() => storageAlert.innerText(), { timeout: 30_000 })
      .toContain('Der Speicher konnte nicht geladen werden: 500 - Serverfehler: Speicher gerade nicht erreichbar');
    const listAlert = page.getByRole('alert').filter({ hasText: 'Die Dateien konnten nicht geladen werden' });
    await expect.poll(() => listAlert.innerText(), { timeout: 30_000 }).toContain('Die Dateien konnten nicht geladen werden: Unbekannter Fehler');
    await screenshot(page, 'files-load-errors-375');
    await expectNoAxeViolations(page, '/files/ with load errors');

    // The connection is back: "Erneut versuchen" (by keyboard) brings the bar and the list.
    await page.unroute('**/api/files/v1/me/storage');
    await page.unroute('**/api/files/v1/me/files?state=active');
    await storageAlert.getByRole('button', { name: 'Erneut versuchen' }).press('Enter');
    await legendOf(page).waitFor({ timeout: 30_000 });
    await listAlert.getByRole('button', { name: 'Erneut versuchen' }).press('Enter');
    await expect.poll(() => listAlert.count(), { timeout: 30_000 }).toBe(0);
    await context.close();
  });

  it('previews audio, video and PDF from their signed URLs', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const bearer = captureBearer(page);
    await signIn(page, 'schueler', '/files/');
    const token = await bearer;
    const stamp = Date.now();
    const samples = [
      { name: `e2e-ton-${stamp}.wav`, mimeType: 'audio/wav', buffer: wavSecond() },
      { name: `e2e-film-${stamp}.mp4`, mimeType: 'video/mp4', buffer: MP4_CLIP },
      { name: `e2e-blatt-${stamp}.pdf`, mimeType: 'application/pdf', buffer: onePagePdf('Mein Praktikum') },
    ];
    const uuids: string[] = [];
    try {
      for (const sample of samples) {
        const response = await page.request.post('/api/files/v1/me/files', { headers: { authorization: token }, multipart: { file: sample } });
        expect(response.status(), await response.text()).toBe(201);
        uuids.push(((await response.json()) as { uuid: string }).uuid);
      }
      await page.reload();
      const [audioName, videoName, pdfName] = samples.map((sample) => sample.name) as [string, string, string];

      // Audio: the player has read the file's length (no autoplay).
      await itemNamed(page, audioName).getByRole('button', { name: `Vorschau von ${audioName}` }).click();
      const audio = page.getByRole('dialog', { name: audioName }).locator('audio');
      await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.readyState >= 1 && Math.round(element.duration)), { timeout: 20_000 }).toBe(1);
      expect(await audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: audioName }).waitFor({ state: 'detached' });

      // Video: decoded far enough to know its size.
      await itemNamed(page, videoName).getByRole('button', { name: `Vorschau von ${videoName}` }).click();
      const video = page.getByRole('dialog', { name: videoName }).locator('video');
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState >= 1 && element.videoWidth), { timeout: 20_000 }).toBe(64);
      await screenshot(page, 'files-preview-video');
      await expectNoAxeViolations(page, '/files/ video preview');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: videoName }).waitFor({ state: 'detached' });

      // PDF: the frame loads the file inline (the download route's CSP lets the app frame PDFs only).
      const pdfLoaded = page.waitForResponse((response) => response.url().includes(`/api/files/v1/downloads/${uuids[2]}`) && response.request().resourceType() === 'document');
      await itemNamed(page, pdfName).getByRole('button', { name: `Vorschau von ${pdfName}` }).click();
      const pdfResponse = await pdfLoaded;
      expect(pdfResponse.status()).toBe(200);
      expect(pdfResponse.headers()['content-type']).toBe('application/pdf');
      expect(pdfResponse.headers()['content-disposition']).toMatch(/^inline;/);
      const dialog = page.getByRole('dialog', { name: pdfName });
      await dialog.locator('iframe').waitFor();
      await expect.poll(() => page.frames().some((frame) => frame.url().includes(`/api/files/v1/downloads/${uuids[2]}`)), { timeout: 20_000 }).toBe(true);
      await dialog.getByRole('link', { name: 'PDF in neuem Tab öffnen' }).waitFor();
      await screenshot(page, 'files-preview-pdf');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    } finally {
      // Put the demo world back: the samples go for good.
      for (const uuid of uuids) {
        const removed = await page.request.delete(`/api/files/v1/me/files/${uuid}`, { headers: { authorization: token } });
        expect(removed.status()).toBe(204);
      }
    }
    await context.close();
  });
});
