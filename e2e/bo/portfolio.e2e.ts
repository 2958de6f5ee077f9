import { execFile } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFocused, tabTo } from '../shell/shell-support';
import { ARTIFACTS_DIR, dismissNotifications, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, newContext, screenshot, signIn } from '../support/browser';

/*
 * Mein Portfolio (issue 18): schueler writes a story with a photo, adds it to the portfolio by
 * keyboard and moves it to the top (the move is announced), writes „Über mich“, saves, downloads
 * the PDF and finds the profile and the story in its text (pdftotext); page 1 rendered by pdftoppm
 * is kept as a screenshot. axe at desktop and 375 px.
 */

const run = promisify(execFile);
const PHOTO = await readFile(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content/demo/portfolio/regal.png'));
/** Unique per run: the e2e suite shares one server and database. */
const RUN = Date.now().toString(36);
const STORY_TEXT = `Lauf ${RUN}: Heute habe ich in der Werkstatt ein Regal gebaut.`;
const PROFILE = `Ich bin Lena und baue gern Dinge aus Holz. Lauf ${RUN}.`;
const SLOW = { timeout: 15_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

function captureAuthorization(page: Page): () => string {
  let authorization = '';
  page.on('request', (request) => {
    const header = request.headers().authorization;
    if (header && request.url().includes('/api/')) authorization = header;
  });
  return () => authorization;
}

describe('Mein Portfolio', () => {
  it('schueler adds a story with its photo, writes „Über mich“, saves and downloads a PDF that holds both', { timeout: 300_000 }, async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const authorization = captureAuthorization(page);
    await signIn(page, 'schueler');
    const created = await page.request.post('/api/bo/v1/artefacts/story', {
      headers: { authorization: authorization() },
      multipart: { description: STORY_TEXT, attachment: { name: 'regal.png', mimeType: 'image/png', buffer: PHOTO } },
    });
    expect(created.status()).toBe(201);
    const storyUuid = ((await created.json()) as { uuid: string }).uuid;
    const before = await page.request.get('/api/bo/v1/portfolio/my', { headers: { authorization: authorization() } });
    const saved = (await before.json()) as { profile: string; items: { kind: string; uuid?: string }[] };

    try {
      await page.goto('/portfolio');
      await page.getByRole('heading', { level: 1, name: 'Mein Portfolio' }).waitFor(SLOW);
      await dismissNotifications(page);
      const chosen = page.getByRole('region', { name: 'Im Portfolio' });
      await chosen.waitFor(SLOW);

      // Add the new story by keyboard (focus on its button, Enter): it comes last, and the focus goes
      // to its entry in the list, since the pressed button is gone; then it moves up step by step.
      const add = page.getByRole('button', { name: new RegExp(`^Story vom .*Lauf ${RUN}.* zum Portfolio hinzufügen$`) });
      await add.focus();
      await page.keyboard.press('Enter');
      const entries = chosen.getByRole('listitem');
      await expect.poll(() => entries.last().innerText(), SLOW).toContain(`Lauf ${RUN}`);
      await expect.poll(() => isFocused(entries.last().locator('.portfolio__entry-title')), SLOW).toBe(true);
      const count = await entries.count();
      const moveUp = chosen.getByRole('button', { name: new RegExp(`Lauf ${RUN}.* nach oben schieben$`) });
      await tabTo(page, moveUp);
      for (let step = 0; step < count - 1; step += 1) {
        await page.keyboard.press('Enter');
        await expect
          .poll(() => page.getByTestId('route-announcer').innerText(), SLOW)
          .toContain(`steht jetzt an Stelle ${count - 1 - step} von ${count}`);
        // The button moves with its entry and keeps the focus.
        expect(await isFocused(moveUp)).toBe(true);
      }
      await expect.poll(() => entries.first().innerText(), SLOW).toContain(`Lauf ${RUN}`);

      await page.getByRole('textbox', { name: 'Über mich' }).fill(PROFILE);
      await page.getByText(`${PROFILE.length} von 2000 Zeichen`).waitFor(SLOW);
      // The preview shows the draft before it is saved, with the story's photo.
      const preview = page.getByRole('region', { name: 'Vorschau' });
      await preview.getByText(PROFILE).waitFor(SLOW);
      const photo = preview.getByRole('img', { name: STORY_TEXT });
      // The preview loads its photos lazily: the story's photo loads once it is scrolled into view.
      await photo.scrollIntoViewIfNeeded();
      await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), SLOW).toBe(480);
      await expectNoAxeViolations(page, 'portfolio with unsaved changes');

      // Past the picker: one add button per story, and other journeys of the run add stories to schueler.
      await tabTo(page, page.getByRole('button', { name: 'Portfolio speichern' }), { limit: 400 });
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByTestId('action-outcome').innerText(), SLOW).toBe('Super, dein Portfolio ist gespeichert!');
      await screenshot(page, 'portfolio-desktop');

      // The PDF: downloaded as the browser does, its text read back, page 1 rendered as a picture.
      const downloading = page.waitForEvent('download', SLOW);
      await page.getByRole('button', { name: 'Als PDF herunterladen' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('Portfolio-Lena-Schmidt.pdf');
      await mkdir(ARTIFACTS_DIR, { recursive: true });
      const pdfPath = path.join(ARTIFACTS_DIR, 'portfolio.pdf');
      await download.saveAs(pdfPath);
      await expect.poll(() => page.getByTestId('action-outcome').innerText(), SLOW).toBe('Dein PDF ist fertig und wird heruntergeladen.');
      const { stdout: text } = await run('pdftotext', [pdfPath, '-']);
      const flat = text.replace(/\s+/g, ' ');
      expect(flat).toContain(PROFILE);
      expect(flat).toContain(STORY_TEXT);
      expect(flat).toContain('Lena Schmidt');
      await run('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', '-singlefile', pdfPath, path.join(ARTIFACTS_DIR, 'portfolio-pdf-page-1')]);

      // At 375 px: no sideways scrolling, no axe findings.
      const narrow = await newContext(browser, { width: 375 });
      const small = await narrow.newPage();
      await signIn(small, 'schueler', '/portfolio');
      await small.getByRole('region', { name: 'Im Portfolio' }).waitFor(SLOW);
      await dismissNotifications(small);
      await expectNoHorizontalScroll(small);
      await expectNoAxeViolations(small, 'portfolio at 375 px');
      await screenshot(small, 'portfolio-375');
      await narrow.close();
    } finally {
      // The portfolio back as the demo had it, the story gone: the suite shares one database.
      await page.request.put('/api/bo/v1/portfolio/my', { headers: { authorization: authorization() }, data: saved });
      await page.request.delete(`/api/bo/v1/artefacts/stories/${storyUuid}`, { headers: { authorization: authorization() } });
      await context.close();
    }
  });
});
