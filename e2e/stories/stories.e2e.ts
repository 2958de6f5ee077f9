import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureBearer, tabTo } from '../shell/shell-support';
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
/** schueler's class 8a, and a task of its path no other journey starts a quest for ("Tipps für deine Bewerbung"). */
const CLASS_8A = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0001';
const NOTIFYING_QUEST_TASK = '33810ebf-4375-5066-85ce-88063aa1d1e6';
const FEEDBACK_TITLE = 'Super, deine Story ist gespeichert!';
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

/** Saves the open edit form and waits for the PATCH's answer. */
async function saveEdit(page: Page, storyUuid: string): Promise<{ status: number; body: unknown }> {
  const updated = page.waitForResponse(
    (response) => response.url().endsWith(`/api/bo/v1/artefacts/stories/${storyUuid}`) && response.request().method() === 'PATCH',
  );
  await page.getByRole('dialog', { name: 'Story bearbeiten' }).getByRole('button', { name: 'Änderungen speichern' }).click();
  const response = await updated;
  return { status: response.status(), body: await response.json().catch(() => undefined) };
}

/**
 * Marks every unread notification of the account read through the API. After a save the app
 * reloads when unread notifications wait (spec 4); with none left, it must show the feedback modal.
 */
async function markNotificationsRead(page: Page, authorization: string): Promise<void> {
  const unread = await page.request.get('/api/messaging/v1/notifications/unread', { headers: { authorization } });
  expect(unread.status()).toBe(200);
  for (const notification of (await unread.json()) as { uuid: string }[]) {
    const read = await page.request.patch(`/api/messaging/v1/notifications/${notification.uuid}/read`, { headers: { authorization } });
    expect(read.status()).toBe(200);
  }
}

/** The story-saved feedback (spec 4), after a save with no unread notification: text, focus inside, no axe violations. */
async function expectSavedFeedback(page: Page): Promise<Locator> {
  const feedback = page.getByRole('dialog', { name: FEEDBACK_TITLE });
  await feedback.waitFor({ timeout: 15_000 });
  expect(await feedback.innerText()).toContain('Du findest sie jetzt unter „Stories“.');
  await expect.poll(() => feedback.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expectNoAxeViolations(page, 'story saved feedback');
  return feedback;
}

/**
 * Drops a file onto an element as a browser does: dragenter, dragover and drop with a DataTransfer
 * built in the page. A file dragged from the desktop also has a file-system entry, which react-aria
 * asks for (`webkitGetAsEntry`) and which Chromium gives a script-built DataTransfer as null; the
 * page is given the entry's one answer that matters here – "this is a file".
 */
async function dropFile(target: Locator, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const dataTransfer = await target.page().evaluateHandle(
    ({ name, mimeType, base64 }) => {
      const entryOf = DataTransferItem.prototype.webkitGetAsEntry;
      DataTransferItem.prototype.webkitGetAsEntry = function (this: DataTransferItem) {
        return entryOf.call(this) ?? (this.kind === 'file' ? ({ isFile: true, isDirectory: false } as FileSystemEntry) : null);
      };
      const transfer = new DataTransfer();
      transfer.items.add(new File([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], name, { type: mimeType }));
      return transfer;
    },
    { name: file.name, mimeType: file.mimeType, base64: file.buffer.toString('base64') },
  );
  for (const type of ['dragenter', 'dragover', 'drop']) await target.dispatchEvent(type, { dataTransfer });
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
    const bearer = captureBearer(page);
    // Started on /stories: the quick menu is on every page, and the feedback then shows over a page of this feature.
    await signIn(page, 'schueler', '/stories');
    const authorization = await bearer;
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

    // Saving shows loading (spec 4): the request is held until the button has been seen saying so.
    await markNotificationsRead(page, authorization);
    let releaseSave = () => {};
    const saveHeld = new Promise<void>((resolve) => (releaseSave = resolve));
    await page.route(`**${CREATE_API}`, async (route) => {
      await saveHeld;
      await route.continue();
    });
    const saving = saveStory(page);
    const savingButton = form.getByRole('button', { name: 'Wird gespeichert …' });
    await savingButton.waitFor();
    expect(await savingButton.isDisabled()).toBe(true);
    expect(await form.getByRole('textbox', { name: /^Deine Story/ }).isDisabled()).toBe(true);
    releaseSave();
    const response = await saving;
    await page.unroute(`**${CREATE_API}`);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ hashtags: ['praktikum', tag.toLowerCase()], attachment: { content_type: 'image/png' } });
    const storyUuid = (response.body as { uuid: string }).uuid;
    await form.waitFor({ state: 'detached' });
    // No unread notification waited, so the feedback shows (no reload); Escape closes it.
    const feedback = await expectSavedFeedback(page);
    await screenshot(page, 'story-saved-feedback');
    await page.keyboard.press('Escape');
    await feedback.waitFor({ state: 'detached' });

    await page.getByRole('heading', { level: 1, name: 'Meine Stories' }).waitFor();
    await storyCard(page, tag).waitFor();
    await storyCard(page, tag).getByRole('img', { name: 'Vorschau: brot.png' }).waitFor();
    await expectNoAxeViolations(page, 'stories list');
    await screenshot(page, 'stories-list');

    // Spec 8: a delete the server fails says so, and the story stays.
    const storyApi = `**/api/bo/v1/artefacts/stories/${storyUuid}`;
    await page.route(storyApi, (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'INTERNAL_ERROR', message: 'Fehler' }) })
        : route.fallback(),
    );
    await storyCard(page, tag).getByRole('button', { name: 'Löschen' }).click();
    await page.getByRole('alert').filter({ hasText: 'Die Story konnte nicht gelöscht werden, bitte versuche es später erneut.' }).waitFor();
    expect(await storyCard(page, tag).count()).toBe(1);
    await expectNoAxeViolations(page, 'stories list with a failed delete');
    await page.unroute(storyApi);

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

    // Edit: "Bearbeiten" opens the same form with the story in it; a new text with another hashtag is saved.
    const card = storyCard(page, tag);
    const editForm = page.getByRole('dialog', { name: 'Story bearbeiten' });
    const editedText = `Heute in der #Backstube beim Bäcker: Brötchen geformt! #${tag}`;
    await card.getByRole('button', { name: 'Bearbeiten' }).click();
    await editForm.waitFor();
    expect(await editForm.getByRole('textbox', { name: /^Deine Story/ }).inputValue()).toBe(text);
    await editForm.getByText(/^Gespeicherter Anhang: brot\.png/).waitFor();
    await expectNoAxeViolations(page, 'story edit form');
    await editForm.getByRole('textbox', { name: /^Deine Story/ }).fill(editedText);
    let edit = await saveEdit(page, storyUuid);
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ description: editedText, hashtags: ['backstube', tag.toLowerCase()], attachment: { filename: 'brot.png' } });
    await editForm.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('route-announcer').innerText()).toContain('Die Änderungen sind gespeichert.');
    await expect.poll(() => card.locator('.story-card__text').innerText()).toBe(editedText);
    await card.getByRole('button', { name: 'Nach #backstube suchen' }).waitFor();
    expect(await card.getByRole('button', { name: 'Nach #praktikum suchen' }).count()).toBe(0);
    expect(await card.locator('.story-card__meta').innerText()).toMatch(/geändert am/);
    await card.getByRole('img', { name: 'Vorschau: brot.png' }).waitFor();

    // Replacing the attachment: a text file chosen in the edit form takes the photo's place.
    await card.getByRole('button', { name: 'Bearbeiten' }).click();
    await editForm.locator('input[type="file"][accept*=".txt"]').setInputFiles({
      name: 'rezept.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('500 g Mehl, 1 Würfel Hefe, 1 TL Salz, 300 ml Wasser\n'),
    });
    await editForm.getByText(/^Anhang: rezept\.txt/).waitFor();
    edit = await saveEdit(page, storyUuid);
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ description: editedText, attachment: { filename: 'rezept.txt', content_type: expect.stringMatching(/^text\/plain/) } });
    await editForm.waitFor({ state: 'detached' });
    await card.getByRole('link', { name: /^rezept\.txt öffnen/ }).waitFor();
    expect(await card.getByRole('img', { name: 'Vorschau: brot.png' }).count()).toBe(0);

    // Removing the attachment: the story keeps its text and has none.
    await card.getByRole('button', { name: 'Bearbeiten' }).click();
    await editForm.getByText(/^Gespeicherter Anhang: rezept\.txt/).waitFor();
    await editForm.getByRole('button', { name: 'Anhang entfernen' }).click();
    expect(await editForm.getByText(/^(Gespeicherter Anhang|Anhang): /).count()).toBe(0);
    edit = await saveEdit(page, storyUuid);
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ description: editedText, attachment: null });
    await editForm.waitFor({ state: 'detached' });
    await card.getByRole('link', { name: /^rezept\.txt öffnen/ }).waitFor({ state: 'detached' });
    expect(await card.locator('.story-card__attachment').count()).toBe(0);
    expect(await card.locator('.story-card__text').innerText()).toBe(editedText);

    await deleteForGood(page, tag);
    await context.close();
  });

  it('loads the edit form when a story is first edited: a failed load says so, the next press opens it', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const bearer = captureBearer(page);
    await signIn(page, 'schueler', '/stories');
    const authorization = await bearer;
    const tag = uniqueTag('werkstatt');
    const text = `Heute die Werkstatt besucht #${tag}`;
    const created = await page.request.post(CREATE_API, { headers: { authorization }, data: { description: text } });
    expect(created.status()).toBe(201);
    const storyUuid = ((await created.json()) as { uuid: string }).uuid;
    try {
      // The list loads without the form's code (decision 258); its chunk fails once, as on a lost connection.
      let formChunkRequests = 0;
      await page.route('**/assets/story-form-dialog-*.js', (route) => {
        formChunkRequests += 1;
        return route.abort('internetdisconnected');
      });
      await page.goto(`/stories?q=${encodeURIComponent('#' + tag)}`);
      const card = storyCard(page, tag);
      await card.waitFor();
      expect(formChunkRequests).toBe(0);

      await card.getByRole('button', { name: 'Bearbeiten' }).click();
      const outcome = page.getByRole('alert').filter({ hasText: 'Das Formular zum Bearbeiten konnte nicht geladen werden.' });
      await outcome.waitFor();
      expect(formChunkRequests).toBeGreaterThan(0);
      expect(await page.getByRole('dialog', { name: 'Story bearbeiten' }).count()).toBe(0);
      await screenshot(page, 'story-edit-form-not-loaded');
      await expectNoAxeViolations(page, 'stories with the edit form not loaded');

      await page.unroute('**/assets/story-form-dialog-*.js');
      await card.getByRole('button', { name: 'Bearbeiten' }).click();
      const editForm = page.getByRole('dialog', { name: 'Story bearbeiten' });
      await editForm.waitFor();
      expect(await editForm.getByRole('textbox', { name: /^Deine Story/ }).inputValue()).toBe(text);
      expect(await outcome.count()).toBe(0);
      await page.keyboard.press('Escape');
      await editForm.waitFor({ state: 'detached' });
    } finally {
      const deleted = await page.request.delete(`/api/bo/v1/artefacts/stories/${storyUuid}/forever`, { headers: { authorization } });
      expect(deleted.status()).toBe(204);
      await context.close();
    }
  });

  it('records audio: cancel, a blocked microphone, no recorder, the iPhone hint, a recording replacing a dropped photo, one too long', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const bearer = captureBearer(page);
    await signIn(page, 'schueler', '/stories');
    const authorization = await bearer;
    const tag = uniqueTag('aufnahme');
    const text = `Meine Stimme zum #${tag}`;

    await page.getByRole('button', { name: 'Neue Story' }).click();
    const form = storyForm(page);
    await form.getByRole('textbox', { name: /^Deine Story/ }).fill(text);
    // Drag and drop: a photo dropped onto the drop zone becomes the attachment.
    await dropFile(form.locator('.story-form__drop-zone'), { name: 'brot.png', mimeType: 'image/png', buffer: PNG });
    const photoPreview = form.getByRole('img', { name: 'Vorschau: brot.png' });
    await photoPreview.waitFor();

    const recorder = page.getByRole('dialog', { name: 'Sprachaufnahme' });
    const openRecorder = async () => {
      await form.getByRole('button', { name: 'Sprachaufnahme' }).click();
      await recorder.waitFor();
    };
    const cancelRecorder = async () => {
      await recorder.getByRole('button', { name: 'Abbrechen' }).click();
      await recorder.waitFor({ state: 'detached' });
      await form.waitFor();
    };

    // Cancel discards the recording: the form comes back with its text and the photo.
    await openRecorder();
    expect(await recorder.getByRole('button', { name: 'Aufnahme speichern' }).isDisabled()).toBe(true);
    await recorder.getByRole('button', { name: 'Aufnahme starten' }).click();
    await expect.poll(() => recorder.getByRole('timer').innerText(), { timeout: 10_000 }).toBe('00:01');
    await cancelRecorder();
    expect(await form.getByRole('textbox', { name: /^Deine Story/ }).inputValue()).toBe(text);
    await photoPreview.waitFor();

    // The browser refuses the microphone (spec 8: blocked).
    await page.evaluate(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await openRecorder();
    await recorder.getByRole('button', { name: 'Aufnahme starten' }).click();
    await recorder
      .getByRole('alert')
      .filter({ hasText: 'Dein Mikrofon ist gesperrt. Bitte erlaube den Zugriff des Mikrofons in Deinem Browser' })
      .waitFor();
    await expectNoAxeViolations(page, 'recorder with a blocked microphone');
    await screenshot(page, 'recorder-blocked');
    await cancelRecorder();
    // Back to the real (fake-device) microphone: the own property goes, the prototype's method is there again.
    await page.evaluate(() => Reflect.deleteProperty(navigator.mediaDevices, 'getUserMedia'));

    // A browser without MediaRecorder: the not-supported text and no record button.
    await page.evaluate(() => {
      const withRecorder = window as unknown as { MediaRecorder?: typeof MediaRecorder; realMediaRecorder?: typeof MediaRecorder };
      withRecorder.realMediaRecorder = withRecorder.MediaRecorder;
      withRecorder.MediaRecorder = undefined;
    });
    await openRecorder();
    await recorder.getByRole('alert').filter({ hasText: 'Dein Browser unterstützt leider keine Sprachaufnahmen.' }).waitFor();
    expect(await recorder.getByRole('button', { name: 'Aufnahme starten' }).count()).toBe(0);
    await cancelRecorder();
    await page.evaluate(() => {
      const withRecorder = window as unknown as { MediaRecorder?: typeof MediaRecorder; realMediaRecorder?: typeof MediaRecorder };
      withRecorder.MediaRecorder = withRecorder.realMediaRecorder;
    });

    // On an iPhone the recorder suggests the voice-memo app – and records all the same where it can.
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'userAgent', {
        configurable: true,
        value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      });
    });
    await openRecorder();
    await recorder.getByText('Nimm dann mit der App „Sprachmemos“ auf und häng die Datei an deine Story an.').waitFor();
    // Before recording the dialog says nothing about formats (issue 14).
    expect(await recorder.getByTestId('recorder-format').count()).toBe(0);
    await recorder.getByRole('button', { name: 'Aufnahme starten' }).click();
    await expect.poll(() => recorder.getByRole('timer').innerText(), { timeout: 10_000 }).toBe('00:02');
    await recorder.getByRole('button', { name: 'Aufnahme beenden' }).click();
    await recorder.locator('audio').waitFor();
    // The playback shows the measured length (Chromium's WebM player shows none), read out in words.
    const length = recorder.getByTestId('recorder-length');
    expect(await length.locator('[aria-hidden="true"]').innerText()).toMatch(/^Länge: 0:0[23]$/);
    expect(await length.locator('.visually-hidden').textContent()).toMatch(/^Länge: [23] Sekunden$/);
    // The player learns the WebM's real duration too (it reports Infinity until read through) and stands at the start.
    await expect
      .poll(() => recorder.locator('audio').evaluate((audio: HTMLAudioElement) => Number.isFinite(audio.duration) && audio.duration > 1 && audio.currentTime === 0), { timeout: 10_000 })
      .toBe(true);
    // Chromium records WebM (decision 072), which older iPhones may not play: the note says so after recording.
    expect(await recorder.getByTestId('recorder-format').innerText()).toMatch(/^Hör dir die Aufnahme einmal an\. Auf manchen Geräten/);
    await screenshot(page, 'recorder-stopped');
    await expectNoAxeViolations(page, 'recorder with playback');
    await recorder.getByRole('button', { name: 'Aufnahme speichern' }).click();
    await recorder.waitFor({ state: 'detached' });
    await page.evaluate(() => Reflect.deleteProperty(navigator, 'userAgent'));

    // The recording replaced the dropped photo (spec 4): the preview plays it.
    await form.getByText(/^Anhang: Sprachaufnahme .*\.(ogg|webm|m4a)/).waitFor();
    await form.locator('audio').waitFor();
    expect(await photoPreview.count()).toBe(0);

    // A recording past 50 MB is refused with the recorder's own words; the attachment stays.
    await page.evaluate(() => {
      const withRecorder = window as unknown as { MediaRecorder: typeof MediaRecorder; realMediaRecorder?: typeof MediaRecorder };
      const real = withRecorder.MediaRecorder;
      withRecorder.realMediaRecorder = real;
      class OverlongRecorder extends EventTarget {
        static isTypeSupported = (type: string) => real.isTypeSupported(type);
        state = 'inactive';
        mimeType = 'audio/webm';
        start() {
          this.state = 'recording';
        }
        stop() {
          this.state = 'inactive';
          const data = new Blob([new Uint8Array(50001 * 1024)], { type: 'audio/webm' });
          this.dispatchEvent(Object.assign(new Event('dataavailable'), { data }));
          this.dispatchEvent(new Event('stop'));
        }
      }
      withRecorder.MediaRecorder = OverlongRecorder as unknown as typeof MediaRecorder;
    });
    await openRecorder();
    await recorder.getByRole('button', { name: 'Aufnahme starten' }).click();
    await recorder.getByRole('button', { name: 'Aufnahme beenden' }).click();
    await recorder.getByRole('button', { name: 'Aufnahme speichern' }).click();
    await recorder.waitFor({ state: 'detached' });
    await form.getByRole('alert').filter({ hasText: 'Die Aufnahme ist zu lang: Die maximale Dateigröße beträgt 50 MB.' }).waitFor();
    await form.getByText(/^Anhang: Sprachaufnahme .*\.(ogg|webm|m4a)/).waitFor();
    await page.evaluate(() => {
      const withRecorder = window as unknown as { MediaRecorder?: typeof MediaRecorder; realMediaRecorder?: typeof MediaRecorder };
      withRecorder.MediaRecorder = withRecorder.realMediaRecorder;
    });

    await markNotificationsRead(page, authorization);
    const response = await saveStory(page);
    expect(response.status).toBe(201);
    const story = response.body as { attachment: { content_type: string; filename: string } };
    expect(story.attachment.content_type).toMatch(/^audio\//);
    expect(story.attachment.filename).toMatch(/^Sprachaufnahme /);
    // The feedback closes by keyboard too: Tab to "Okay", Enter.
    const feedback = await expectSavedFeedback(page);
    await tabTo(page, feedback.getByRole('button', { name: 'Okay' }), { limit: 20 });
    await page.keyboard.press('Enter');
    await feedback.waitFor({ state: 'detached' });

    await deleteForGood(page, tag);
    await context.close();
  });

  it('reloads the page after a save when an unread notification waits, instead of showing the feedback', async () => {
    // A real notification: lehrer starts a quest for 8a through the API (the class is notified) and
    // finishes it again at the end, so no quest is left running for other journeys.
    const teacherContext = await newContext(browser);
    const teacher = await teacherContext.newPage();
    const teacherBearer = captureBearer(teacher);
    await signIn(teacher, 'lehrer');
    const teacherAuthorization = await teacherBearer;
    const context = await newContext(browser);
    const page = await context.newPage();
    const bearer = captureBearer(page);
    await signIn(page, 'schueler', '/stories');
    const authorization = await bearer;
    const tag = uniqueTag('neuladen');
    let questUuid: string | null = null;
    let storyUuid: string | null = null;
    try {
      const started = await teacher.request.post('/api/arcade/v1/quests', {
        headers: { authorization: teacherAuthorization },
        data: { class_uuid: CLASS_8A, task_uuid: NOTIFYING_QUEST_TASK },
      });
      expect(started.status(), await started.text()).toBe(201);
      questUuid = ((await started.json()) as { uuid: string }).uuid;

      await page.getByRole('button', { name: 'Neue Story' }).click();
      await storyForm(page).getByRole('textbox', { name: /^Deine Story/ }).fill(`Eine Story, nach der es neu lädt #${tag}`);
      // A mark in this document: a reload starts a new one without it.
      await page.evaluate(() => {
        document.documentElement.dataset.beforeSave = 'true';
      });
      const response = await saveStory(page);
      expect(response.status).toBe(201);
      storyUuid = (response.body as { uuid: string }).uuid;
      await expect.poll(() => page.locator('html[data-before-save]').count(), { timeout: 20_000 }).toBe(0);
      await page.getByRole('heading', { level: 1, name: 'Meine Stories' }).waitFor({ timeout: 20_000 });
      await dismissNotifications(page);
      // The page was reloaded for the notification (a bubble in the menu: it is not a modal one), so no feedback.
      expect(await page.getByRole('dialog', { name: FEEDBACK_TITLE }).count()).toBe(0);
      const unread = await page.request.get('/api/messaging/v1/notifications/unread', { headers: { authorization } });
      expect(((await unread.json()) as { title: string }[]).map((notification) => notification.title)).toContain('Neue Quest für deine Klasse');
    } finally {
      if (questUuid) {
        await teacher.request.put(`/api/arcade/v1/quests/${questUuid}`, { headers: { authorization: teacherAuthorization }, data: { status: 'finished' } });
      }
      if (storyUuid) {
        await page.request.delete(`/api/bo/v1/artefacts/stories/${storyUuid}/forever`, { headers: { authorization } });
        await page.request.delete(`/api/bo/v1/artefacts/stories/${storyUuid}/forever`, { headers: { authorization } });
      }
      await markNotificationsRead(page, authorization).catch(() => undefined);
      await Promise.all([context.close(), teacherContext.close()]);
    }
  });

  it('shows the server’s text in the form, and a full storage closes the form and opens the storage-full dialog', async () => {
    // Both answers are the server's own: a "photo" that is really a zip (sniffed by its content), and
    // a really filled storage – the school coordinator sets schueler's quota through the real route
    // (decision 049) to what schueler uses plus room for exactly one photo; a story with that photo
    // fills it to the byte, and the next photo no longer fits. The quota goes back to the default
    // and the story is deleted for good afterwards (the e2e database is shared).
    const adminContext = await newContext(browser);
    const adminPage = await adminContext.newPage();
    const adminBearer = captureBearer(adminPage);
    await signIn(adminPage, 'schuladmin');
    const adminToken = await adminBearer;
    type StorageInfo = { space: number; used_space: number; system_used_space: number; trashcan_used_space: number; system_trashcan_used_space: number };
    /** Everything the quota counts: files in use and in both trash bins. */
    const storedOf = (info: StorageInfo) => info.used_space + info.system_used_space + info.trashcan_used_space + info.system_trashcan_used_space;
    const setSpace = async (space: number | null): Promise<StorageInfo> => {
      const response = await adminPage.request.put(`/api/files/v1/schools/${SCHOOL_A}/students/${SCHUELER}/storage`, {
        headers: { authorization: adminToken },
        data: { space },
      });
      expect(response.status()).toBe(200);
      return (await response.json()) as StorageInfo;
    };
    const context = await newContext(browser);
    const page = await context.newPage();
    const bearer = captureBearer(page);
    const tag = uniqueTag('vollerspeicher');
    let storyUuid: string | null = null;
    let authorization = '';
    try {
      await signIn(page, 'schueler', '/stories');
      authorization = await bearer;
      await page.getByRole('button', { name: 'Neue Story' }).click();
      let form = storyForm(page);
      let photo = form.locator('input[type="file"][accept="image/png,image/jpeg"]');
      await form.getByRole('textbox', { name: /^Deine Story/ }).fill(`Das letzte Foto, das noch passt #${tag}`);
      await photo.setInputFiles({ name: 'kein-bild.png', mimeType: 'image/png', buffer: ZIP });
      let saved = await saveStory(page);
      expect(saved.status).toBe(400);
      await form.getByRole('alert').filter({ hasText: 'Als Foto kannst du nur ein Bild (PNG oder JPG) anhängen.' }).waitFor();

      // Room for exactly this photo: the refused zip used none of it.
      const before = await setSpace(null);
      const quota = storedOf(before) + PNG.length;
      expect((await setSpace(quota)).space).toBe(quota);
      await photo.setInputFiles({ name: 'brot.png', mimeType: 'image/png', buffer: PNG });
      await markNotificationsRead(page, authorization);
      saved = await saveStory(page);
      expect(saved.status).toBe(201);
      storyUuid = (saved.body as { uuid: string }).uuid;
      const feedback = await expectSavedFeedback(page);
      await page.keyboard.press('Escape');
      await feedback.waitFor({ state: 'detached' });
      const filled = await page.request.get('/api/files/v1/me/storage', { headers: { authorization } });
      expect(storedOf((await filled.json()) as StorageInfo)).toBe(quota);

      // The storage is full to the byte: the next photo does not fit.
      await page.getByRole('button', { name: 'Neue Story' }).click();
      form = storyForm(page);
      photo = form.locator('input[type="file"][accept="image/png,image/jpeg"]');
      await form.getByRole('textbox', { name: /^Deine Story/ }).fill('Eine Story, die nicht mehr passt');
      await photo.setInputFiles({ name: 'noch-ein-brot.png', mimeType: 'image/png', buffer: PNG });
      saved = await saveStory(page);
      expect(saved.status).toBe(413);
      expect(saved.body).toMatchObject({ code: 'USER_STORAGE_FULL' });
      await form.waitFor({ state: 'detached' });
      const full = page.getByRole('alertdialog', { name: /Speicher/ });
      await full.waitFor();
      expect(await full.innerText()).toContain(
        'Du kannst diese Datei nicht hochladen. Dein Speicher ist voll. Bitte lösche Dateien - auch aus deinem Papierkorb!',
      );
      expect(await full.getByRole('link', { name: 'Speicher verwalten' }).getAttribute('href')).toBe('/files/');
      await expectNoAxeViolations(page, 'storage full dialog');
      await screenshot(page, 'story-storage-full');
      // The refused upload used no storage.
      const after = await page.request.get('/api/files/v1/me/storage', { headers: { authorization } });
      expect(storedOf((await after.json()) as StorageInfo)).toBe(quota);
    } finally {
      await setSpace(null);
      if (storyUuid) {
        await page.request.delete(`/api/bo/v1/artefacts/stories/${storyUuid}/forever`, { headers: { authorization } });
        await page.request.delete(`/api/bo/v1/artefacts/stories/${storyUuid}/forever`, { headers: { authorization } });
      }
      await Promise.all([context.close(), adminContext.close()]);
    }
  });
});
