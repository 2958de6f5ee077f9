import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureBearer } from '../shell/shell-support';
import { dismissNotifications, expectNoAxeViolations, launchBrowser, newContext, screenshot, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const CREATE_API = '/api/bo/v1/artefacts/story';

/** School A and schueler of the demo seed (their quota is lowered and restored below). */
const SCHOOL_A = '7d3e4f50-1a2b-4c3d-9e8f-0a1b2c3d0001';
const SCHUELER = 'c0000000-0000-4000-8000-000000000001';
/** The start of a zip archive: what a "photo" with the wrong content looks like. */
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00, 0x00, 0x00, 0x21, 0x00, 0x00, 0x00]);
/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A hashtag no other run or journey uses, so searches find exactly this journey's stories. */
const uniqueTag = (prefix: string) => `${prefix}${Date.now().toString(36)}`;

function storyForm(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Neue Story' });
}

/**
 * Saves the open form and waits for the API's answer. The body is read as soon as it has arrived:
 * when notifications wait, the app reloads right after the save, and a response's body is gone
 * once the page has navigated away.
 */
async function saveStory(page: Page): Promise<{ status: number; body: unknown }> {
  let body: unknown;
  const created = page.waitForResponse(async (response) => {
    if (!response.url().endsWith(CREATE_API) || response.request().method() !== 'POST') return false;
    body = await response.json().catch(() => undefined);
    return true;
  });
  await storyForm(page).getByRole('button', { name: 'Story speichern' }).click();
  const response = await created;
  return { status: response.status(), body };
}

/**
 * After a save (spec 4): the feedback modal – or, when unread notifications wait (another
 * journey may have left one for this account), a reload that shows them.
 */
async function expectSavedFeedback(page: Page): Promise<'feedback' | 'reloaded'> {
  const feedback = page.getByRole('dialog', { name: 'Super, deine Story ist gespeichert!' });
  const reloaded = page.waitForEvent('load', { timeout: 15_000 }).then(() => 'reloaded' as const);
  const outcome = await Promise.race([feedback.waitFor().then(() => 'feedback' as const), reloaded]);
  if (outcome === 'reloaded') await dismissNotifications(page);
  return outcome;
}

function storyCard(page: Page, text: string): Locator {
  return page.locator('article.story-card').filter({ hasText: text });
}

async function searchStories(page: Page, query: string): Promise<void> {
  const search = page.getByRole('searchbox', { name: 'Stories durchsuchen' });
  await search.fill(query);
  await search.press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('q') ?? '').toBe(query);
}

/** Trashes a story on /stories and deletes it for good, so the shared database keeps nothing of the journey. */
async function deleteForGood(page: Page, text: string): Promise<void> {
  await page.goto(`/stories?q=${encodeURIComponent(text)}`);
  await storyCard(page, text).getByRole('button', { name: 'Löschen' }).click();
  await storyCard(page, text).waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Papierkorb' }).click();
  await storyCard(page, text).getByRole('button', { name: 'Endgültig löschen' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Story endgültig löschen?' });
  await confirm.getByRole('button', { name: 'Endgültig löschen' }).click();
  await storyCard(page, text).waitFor({ state: 'detached' });
}

describe('stories', () => {
  it('writes a story with a photo from the quick menu, finds it by hashtag, deletes and restores it', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // Started on /stories: the quick menu is on every page, and the feedback then shows over a page of this feature.
    await signIn(page, 'schueler', '/stories');
    const tag = uniqueTag('fotostory');
    const text = `Heute im #Praktikum beim Bäcker: Brot gebacken! #${tag}`;

    await page.getByRole('navigation', { name: /Schnellmenü/ }).getByRole('button', { name: 'Story' }).click();
    const form = storyForm(page);
    await form.waitFor();
    await expectNoAxeViolations(page, 'story form');

    // Spec 4: validate first; the empty description is named and focused.
    await form.getByRole('button', { name: 'Story speichern' }).click();
    await expect.poll(() => form.innerText()).toContain('Beschreibung ist ein Pflichtfeld');

    await form.getByRole('textbox', { name: /^Deine Story/ }).fill(text);
    await form.locator('input[type="file"][accept="image/png,image/jpeg"]').setInputFiles({ name: 'brot.png', mimeType: 'image/png', buffer: PNG });
    await form.getByRole('img', { name: 'Vorschau: brot.png' }).waitFor();
    await screenshot(page, 'story-form-with-photo');
    await expectNoAxeViolations(page, 'story form with photo');

    const response = await saveStory(page);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ hashtags: ['praktikum', tag.toLowerCase()], attachment: { content_type: 'image/png' } });
    await form.waitFor({ state: 'detached' });
    if ((await expectSavedFeedback(page)) === 'feedback') {
      await expectNoAxeViolations(page, 'story saved feedback');
      await page.getByRole('button', { name: 'Zu meinen Stories' }).click();
    }

    await page.getByRole('heading', { level: 1, name: 'Meine Stories' }).waitFor();
    await storyCard(page, tag).waitFor();
    await storyCard(page, tag).getByRole('img', { name: 'Vorschau: brot.png' }).waitFor();
    await expectNoAxeViolations(page, 'stories list');
    await screenshot(page, 'stories-list');

    // Search by hashtag, in any case, and by clicking a hashtag in a story.
    await searchStories(page, `#${tag.toUpperCase()}`);
    await expect.poll(() => page.locator('article.story-card').count()).toBe(1);
    await page.getByRole('status').filter({ hasText: '1 Story gefunden' }).waitFor();
    await searchStories(page, '');
    await storyCard(page, tag).getByRole('button', { name: `Nach #${tag.toLowerCase()} suchen` }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(`#${tag.toLowerCase()}`);
    await expect.poll(() => page.locator('article.story-card').count()).toBe(1);

    // Delete to the trash and restore.
    await storyCard(page, tag).getByRole('button', { name: 'Löschen' }).click();
    await storyCard(page, tag).waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('route-announcer').innerText()).toContain('Die Story liegt jetzt im Papierkorb.');
    await page.getByRole('button', { name: 'Papierkorb' }).click();
    await storyCard(page, tag).getByRole('button', { name: 'Wiederherstellen' }).click();
    await storyCard(page, tag).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Meine Stories' }).click();
    await storyCard(page, tag).waitFor();

    await deleteForGood(page, tag);
    await context.close();
  });

  it('records audio with the recorder and saves the recording as the attachment', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'schueler', '/stories');
    const tag = uniqueTag('aufnahme');

    await page.getByRole('button', { name: 'Neue Story' }).click();
    const form = storyForm(page);
    await form.getByRole('textbox', { name: /^Deine Story/ }).fill(`Meine Stimme zum #${tag}`);
    await form.getByRole('button', { name: 'Sprachaufnahme' }).click();

    const recorder = page.getByRole('dialog', { name: 'Sprachaufnahme' });
    await recorder.waitFor();
    expect(await recorder.getByRole('button', { name: 'Aufnahme speichern' }).isDisabled()).toBe(true);
    await recorder.getByRole('button', { name: 'Aufnahme starten' }).click();
    await expect.poll(() => recorder.getByRole('timer').innerText(), { timeout: 10_000 }).toBe('00:02');
    await recorder.getByRole('button', { name: 'Aufnahme beenden' }).click();
    await recorder.locator('audio').waitFor();
    // The format is named truthfully: Ogg/Opus where the browser can, otherwise what it recorded.
    expect(await recorder.getByTestId('recorder-format').innerText()).toMatch(/Ogg \(Opus\)|WebM|MP4/);
    await screenshot(page, 'recorder-stopped');
    await expectNoAxeViolations(page, 'recorder with playback');
    await recorder.getByRole('button', { name: 'Aufnahme speichern' }).click();
    await recorder.waitFor({ state: 'detached' });

    await form.getByText(/^Anhang: Sprachaufnahme .*\.(ogg|webm|m4a)/).waitFor();
    await form.locator('audio').waitFor();
    const response = await saveStory(page);
    expect(response.status).toBe(201);
    const story = response.body as { attachment: { content_type: string; filename: string } };
    expect(story.attachment.content_type).toMatch(/^audio\//);
    expect(story.attachment.filename).toMatch(/^Sprachaufnahme /);
    await expectSavedFeedback(page);
    await page.keyboard.press('Escape');

    await deleteForGood(page, tag);
    await context.close();
  });

  it('shows the server’s text in the form, and a full storage closes the form and opens the storage-full dialog', async () => {
    // Both answers are the server's own: a "photo" that is really a zip (sniffed by its content), and
    // a real full quota – the school coordinator sets schueler's quota to 0 bytes through the real
    // route (decision 049) and back to the default afterwards (the e2e database is shared).
    const adminContext = await newContext(browser);
    const adminPage = await adminContext.newPage();
    const adminBearer = captureBearer(adminPage);
    await signIn(adminPage, 'schuladmin');
    const adminToken = await adminBearer;
    const setSpace = async (space: number | null) => {
      const response = await adminPage.request.put(`/api/files/v1/schools/${SCHOOL_A}/students/${SCHUELER}/storage`, {
        headers: { authorization: adminToken },
        data: { space },
      });
      expect(response.status()).toBe(200);
    };
    const context = await newContext(browser);
    const page = await context.newPage();
    try {
      await signIn(page, 'schueler', '/stories');
      await page.getByRole('button', { name: 'Neue Story' }).click();
      const form = storyForm(page);
      const photo = form.locator('input[type="file"][accept="image/png,image/jpeg"]');
      await form.getByRole('textbox', { name: /^Deine Story/ }).fill('Eine Story, die nicht ankommt');
      await photo.setInputFiles({ name: 'kein-bild.png', mimeType: 'image/png', buffer: ZIP });
      let refused = (await saveStory(page)).status;
      expect(refused).toBe(400);
      await form.getByRole('alert').filter({ hasText: 'Als Foto kannst du nur ein Bild (PNG oder JPG) anhängen.' }).waitFor();

      await setSpace(0);
      await photo.setInputFiles({ name: 'brot.png', mimeType: 'image/png', buffer: PNG });
      refused = (await saveStory(page)).status;
      expect(refused).toBe(413);
      await form.waitFor({ state: 'detached' });
      const full = page.getByRole('alertdialog', { name: /Speicher/ });
      await full.waitFor();
      expect(await full.innerText()).toContain(
        'Du kannst diese Datei nicht hochladen. Dein Speicher ist voll. Bitte lösche Dateien - auch aus deinem Papierkorb!',
      );
      expect(await full.getByRole('link', { name: 'Speicher verwalten' }).getAttribute('href')).toBe('/files/');
      await expectNoAxeViolations(page, 'storage full dialog');
      await screenshot(page, 'story-storage-full');
    } finally {
      await setSpace(null);
      await Promise.all([context.close(), adminContext.close()]);
    }
  });
});
