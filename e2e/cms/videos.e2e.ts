import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, newContext, screenshot, signIn } from '../support/browser';
import { tabTo } from '../shell/shell-support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const DEMO_VIDEOS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content/demo/videos');
const demoFile = (name: string) => readFileSync(path.join(DEMO_VIDEOS, name));
const SLOW = { timeout: 20_000 };

/** The managed video players on the page with their caption tracks, as the DOM has them. */
function playersOf(page: Page) {
  return page.locator('figure.managed-video').evaluateAll((figures) =>
    figures.map((figure) => {
      const video = figure.querySelector('video');
      const track = video?.querySelector('track');
      return {
        title: figure.querySelector('.managed-video__title')?.textContent ?? '',
        controls: video?.controls ?? false,
        poster: video?.poster ?? '',
        source: video?.querySelector('source')?.getAttribute('type') ?? '',
        track: track ? { kind: track.kind, srclang: track.srclang, isDefault: track.default, src: track.src } : null,
      };
    }),
  );
}

/** Chooses a file by keyboard: focus the input's "Datei auswählen" button, Enter, then the file dialog. */
async function chooseFile(page: Page, field: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const button = field.getByRole('button', { name: 'Datei auswählen' });
  // Forward from the previous field; after a file was removed the focus may be behind the button.
  const isBehind = await button.evaluate((element) => {
    const active = document.activeElement;
    return active !== null && active !== document.body && Boolean(element.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  await tabTo(page, button, { backwards: isBehind, limit: 120 });
  const chooser = page.waitForEvent('filechooser', { timeout: 30_000 });
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(file);
  // The next step starts from the settled form: the file listed, or its refusal shown.
  await expect
    .poll(async () => (await field.innerText()).includes(file.name) || (await field.getByRole('alert').count()) > 0, { timeout: 15_000 })
    .toBe(true);
}

describe('managed explainer videos (decision 180)', () => {
  it('shows the student the demo explainer with German captions, and no placeholder anywhere', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'schueler', '/');
    const section = page.getByTestId('dashboard-videos');
    await section.waitFor(SLOW);
    await expect.poll(() => playersOf(page), SLOW).toHaveLength(1);
    const [player] = await playersOf(page);
    expect(player).toMatchObject({
      title: 'Einführung: So funktioniert Berufswahl',
      controls: true,
      source: 'video/mp4',
      track: { kind: 'captions', srclang: 'de', isDefault: true },
    });
    expect(player?.poster).not.toBe('');
    // The caption track loads: the browser parsed its cues from the WebVTT file.
    await expect
      .poll(() => page.locator('figure.managed-video video').evaluate((video: HTMLVideoElement) => video.textTracks[0]?.cues?.length ?? 0), SLOW)
      .toBe(3);
    expect(await page.locator('body').innerText()).not.toContain('Platzhalter');
    await expectNoAxeViolations(page, 'student dashboard with the explainer video');
    await screenshot(page, 'explainer-video-student');
    await context.close();
  });

  it('shows a teacher the teacher slot (a role without a video gets no section: videos.routes.test.ts)', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'lehrer', '/');
    await expect.poll(async () => (await playersOf(page)).map((player) => player.title), SLOW).toEqual(['Berufswahl für Lehrkräfte']);
    await context.close();
  });

  it('the technical admin uploads, replaces and removes a DGS video by keyboard; the sign-language page shows only slots with a video', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'technik', '/verwaltung/videos');
    const slot = page.getByTestId('video-slot-dgs-mein-weg');
    await slot.waitFor(SLOW);
    expect(await slot.innerText()).toContain('Noch kein Video');
    await expectNoAxeViolations(page, 'video slots');

    // The sign-language page before: no video, no placeholder box.
    const visitor = await context.newPage();
    await visitor.goto('/gebaerdensprache');
    await visitor.getByRole('heading', { name: 'Mein Weg', exact: false }).first().waitFor(SLOW);
    expect(await visitor.locator('video').count()).toBe(0);
    expect(await visitor.locator('body').innerText()).not.toMatch(/Hier steht bald|Hier kommt bald/);

    // Upload by keyboard: open the form, a first try without files says what is missing.
    await tabTo(page, slot.getByRole('button', { name: 'Video hochladen' }), { limit: 120 });
    await page.keyboard.press('Enter');
    const form = slot.locator('form');
    await form.waitFor();
    await expect.poll(() => form.getByLabel(/^Titel/).evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type('Mein Weg in DGS');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Die Stationen und Aufgaben von Mein Weg in Deutscher Gebärdensprache.');
    await tabTo(page, form.getByRole('button', { name: 'Video speichern' }), { limit: 20 });
    await page.keyboard.press('Enter');
    await expect.poll(() => form.getByTestId('video-file-captions').innerText()).toContain('Bitte wählen Sie eine Untertitel-Datei');

    await tabTo(page, form.getByLabel(/^Titel/), { backwards: true, limit: 30 });
    await chooseFile(page, form.getByTestId('video-file-video'), { name: 'dgs.mp4', mimeType: 'video/mp4', buffer: demoFile('student-intro.mp4') });
    // A wrong file as captions: the server sniffs it and answers in German.
    await chooseFile(page, form.getByTestId('video-file-captions'), { name: 'untertitel.vtt', mimeType: 'text/vtt', buffer: Buffer.from('Kein WebVTT\n') });
    await chooseFile(page, form.getByTestId('video-file-poster'), { name: 'bild.png', mimeType: 'image/png', buffer: demoFile('student-intro.poster.png') });
    await tabTo(page, form.getByRole('button', { name: 'Video speichern' }), { limit: 20 });
    await page.keyboard.press('Enter');
    await expect.poll(() => form.getByTestId('video-file-captions').innerText(), SLOW).toContain('Die Untertitel müssen eine WebVTT-Datei sein');
    await expectNoAxeViolations(page, 'video upload form with an error');

    await tabTo(page, form.getByRole('button', { name: 'untertitel.vtt entfernen' }), { backwards: true, limit: 20 });
    await page.keyboard.press('Enter');
    await chooseFile(page, form.getByTestId('video-file-captions'), { name: 'dgs.vtt', mimeType: 'text/vtt', buffer: demoFile('student-intro.vtt') });
    await tabTo(page, form.getByRole('button', { name: 'Video speichern' }), { limit: 20 });
    await page.keyboard.press('Enter');
    const status = page.getByRole('status').filter({ hasText: 'wurde gespeichert' });
    await status.waitFor(SLOW);
    expect(await status.innerText()).toBe('Das Video für „Gebärdensprache, Video 3: Mein Weg“ wurde gespeichert.');
    await expect.poll(() => page.getByTestId('route-announcer').innerText(), SLOW).toContain('wurde gespeichert');
    await expect.poll(() => slot.innerText()).toContain('Mein Weg in DGS');

    // The sign-language page now shows exactly that one video, with captions.
    await visitor.reload();
    await expect.poll(async () => (await playersOf(visitor)).map((player) => player.title), SLOW).toEqual(['Mein Weg in DGS']);
    expect((await playersOf(visitor))[0]?.track).toMatchObject({ kind: 'captions', srclang: 'de', isDefault: true });
    await expectNoAxeViolations(visitor, 'sign-language page with one managed video');

    // Replace: the new title wins.
    await tabTo(page, slot.getByRole('button', { name: 'Video ersetzen' }), { limit: 120 });
    await page.keyboard.press('Enter');
    await expect.poll(() => form.getByLabel(/^Titel/).evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Mein Weg in DGS, neu');
    await chooseFile(page, form.getByTestId('video-file-video'), { name: 'dgs-neu.mp4', mimeType: 'video/mp4', buffer: demoFile('teacher-intro.mp4') });
    await chooseFile(page, form.getByTestId('video-file-captions'), { name: 'dgs-neu.vtt', mimeType: 'text/vtt', buffer: demoFile('teacher-intro.vtt') });
    await chooseFile(page, form.getByTestId('video-file-poster'), { name: 'bild-neu.png', mimeType: 'image/png', buffer: demoFile('teacher-intro.poster.png') });
    await tabTo(page, form.getByRole('button', { name: 'Video speichern' }), { limit: 20 });
    await page.keyboard.press('Enter');
    await expect.poll(() => slot.innerText(), SLOW).toContain('Mein Weg in DGS, neu');
    expect(await slot.innerText()).toContain('dgs-neu.mp4');

    // Remove, confirmed in a dialog; the page hides the slot again.
    await tabTo(page, slot.getByRole('button', { name: 'Video entfernen' }), { limit: 120 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Video entfernen?' });
    await dialog.waitFor();
    await expectNoAxeViolations(page, 'remove video confirmation');
    await tabTo(page, dialog.getByRole('button', { name: 'Ja, Video entfernen' }), { limit: 10 });
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'wurde entfernt' }).waitFor(SLOW);
    await expect.poll(() => slot.innerText()).toContain('Noch kein Video');
    await visitor.reload();
    await visitor.getByRole('heading', { name: 'Mein Weg', exact: false }).first().waitFor(SLOW);
    expect(await visitor.locator('video').count()).toBe(0);
    await context.close();
  });

  it('fits 375 px', async () => {
    const context = await newContext(browser, { width: 375 });
    const page = await context.newPage();
    await signIn(page, 'technik', '/verwaltung/videos');
    await page.getByTestId('video-slot-student-intro').waitFor(SLOW);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'video slots at 375 px');
    await screenshot(page, 'video-slots-375');
    await context.close();
  });
});
