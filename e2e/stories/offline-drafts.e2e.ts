import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureBearer } from '../shell/shell-support';
import { expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, newContext, screenshot, signIn } from '../support/browser';

/*
 * Offline writing (issue 19, decision 240): schueler goes offline, writes a story with a photo and
 * answers a Mein-Weg task; both wait on the device. The connection comes back but the answers of
 * the server are lost on the way (the requests arrive, the client never hears back) – the drafts
 * stay, also across a reload, and are sent again under the same Idempotency-Key. When the answers
 * come through, both have arrived exactly once (checked through the API). Signing out with an
 * unsent draft warns first and leaves no drafts database behind.
 *
 * The reload here happens online, with the two writes' answers cut off by route interception; the
 * journey with a true offline reload (service worker, offline start) is e2e/shell/offline-journey.e2e.ts.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A reflection task of station 1 of Sek I no other journey answers ("Was andere über dich sagen"). */
const TASK = '7f419eb3-683d-4075-baf1-e7982a896836';
/** The upload task "Deinen Lebenslauf hochladen" (Sek I, station Bewerbung), which no other journey answers. */
const UPLOAD_TASK = '1e549379-39ee-57a1-a06c-68c23eedf992';
const STORY_API = '/api/bo/v1/artefacts/story';
const SLOW = { timeout: 20_000 };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const isDraftWrite = (url: URL) => url.pathname === STORY_API || url.pathname === `/api/bo/v1/tasks/${TASK}/answer`;

/** The request reaches the server, its answer never reaches the page: the case the idempotency key is for. */
async function loseTheAnswer(route: Route): Promise<void> {
  // A reload may cancel the request meanwhile; then there is nothing left to answer.
  await route.fetch().catch(() => undefined);
  await route.abort('internetdisconnected').catch(() => undefined);
}

async function draftDatabases(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name ?? '').filter((name) => name.startsWith('berufswahl-drafts-')));
}

/**
 * On a fresh server the account's welcome note can arrive a moment after the sign-in settled (its
 * list is asked for once the notification code has loaded): closed here, so it does not land on
 * top of the story form.
 */
async function closeLateNotifications(page: Page): Promise<void> {
  const dialog = page.locator('.modal.notification [role="dialog"]');
  await expect
    .poll(async () => {
      if ((await dialog.count()) > 0) await dialog.getByRole('button').last().click();
      return page.locator('html').getAttribute('data-notifications');
    }, SLOW)
    .toBe('idle');
}

async function openStoryForm(page: Page) {
  await closeLateNotifications(page);
  await page.getByRole('navigation', { name: /Schnellmenü/ }).getByRole('button', { name: 'Story' }).click();
  const form = page.getByRole('dialog', { name: 'Neue Story' });
  await form.waitFor(SLOW);
  return form;
}

describe('offline drafts', () => {
  it('keeps a story with a photo and a task answer offline and sends each exactly once', { timeout: 300_000 }, async () => {
    const context = await newContext(browser, { withServiceWorker: true });
    const page = await context.newPage();
    const bearer = captureBearer(page);
    await signIn(page, 'schueler', `/mein-weg/aufgaben/${TASK}`);
    const authorization = await bearer;
    const tag = `offline${Date.now().toString(36)}`;
    const storyText = `Im Bus ohne Netz geschrieben #${tag}`;
    const answerText = `Meine Freundin sagt, ich kann gut zuhören. ${tag}`;

    // Load the story form's code once while online (without the service worker nothing loads offline).
    await (await openStoryForm(page)).getByRole('button', { name: 'Abbrechen' }).click();

    await context.setOffline(true);
    const form = await openStoryForm(page);
    await form.getByRole('textbox', { name: /^Deine Story/ }).fill(storyText);
    await form.locator('input[type="file"][accept="image/png,image/jpeg"]').setInputFiles({ name: 'bus.png', mimeType: 'image/png', buffer: PNG });
    await form.getByRole('img', { name: 'Vorschau: bus.png' }).waitFor(SLOW);
    await form.getByRole('button', { name: 'Story speichern' }).click();
    const kept = page.getByRole('dialog', { name: 'Deine Story wartet auf Verbindung' });
    await kept.waitFor(SLOW);
    await expectNoAxeViolations(page, 'story kept offline');
    await kept.getByRole('button', { name: 'Okay' }).click();

    await page.getByRole('textbox', { name: /^Deine Antwort/ }).fill(answerText);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => page.getByRole('status').allInnerTexts(), SLOW).toContain(
      'Du bist offline. Deine Antwort ist auf diesem Gerät gespeichert und wird gesendet, sobald du wieder Internet hast.',
    );
    const answerDraft = page.getByTestId('pending-draft');
    await expect.poll(() => answerDraft.innerText(), SLOW).toContain('Wartet auf Verbindung');

    // Back online, but every answer of the two writes is lost: the server has them, the page does not know.
    let forwarded = 0;
    await page.route(isDraftWrite, async (route) => {
      forwarded += 1;
      await loseTheAnswer(route);
    });
    await context.setOffline(false);
    await expect.poll(() => forwarded, SLOW).toBeGreaterThanOrEqual(1);

    // A reload: both still wait (start-up sends them again – the answers are lost again).
    await page.goto('/stories');
    const storyDraft = page.getByTestId('pending-draft').filter({ hasText: storyText });
    await storyDraft.waitFor(SLOW);
    expect(await storyDraft.innerText()).toContain('Wartet auf Verbindung');
    expect(await storyDraft.innerText()).toContain('Anhang: bus.png');
    await expectNoAxeViolations(page, 'stories with a waiting draft');
    await screenshot(page, 'offline-drafts-story-waiting');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoAxeViolations(page, 'stories with a waiting draft at 375 px');
    await expectNoHorizontalScroll(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/mein-weg/aufgaben/${TASK}`);
    await expect.poll(() => page.getByTestId('pending-draft').innerText(), SLOW).toContain(answerText);

    // The answers come through: the drafts are sent once more, under the same keys, and disappear.
    await expect.poll(() => forwarded, SLOW).toBeGreaterThanOrEqual(3);
    await page.unroute(isDraftWrite);
    await context.setOffline(true);
    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('pending-draft').count(), SLOW).toBe(0);

    const stories = await page.request.get(`/api/bo/v1/artefacts/stories?q=${encodeURIComponent(`#${tag}`)}`, { headers: { authorization } });
    const list = (await stories.json()) as { total: number; items: { description: string; attachment: { filename: string } | null }[] };
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ description: storyText, attachment: { filename: 'bus.png' } });
    const task = await page.request.get(`/api/bo/v1/tasks/${TASK}`, { headers: { authorization } });
    expect(((await task.json()) as { answer: { text: string } | null }).answer?.text).toBe(answerText);

    // Signing out with an unsent draft: a warning first, then nothing of schueler's drafts is left.
    await page.route((url) => url.pathname === STORY_API, (route) => route.abort('internetdisconnected'));
    await page.goto('/stories');
    const another = await openStoryForm(page);
    await another.getByRole('textbox', { name: /^Deine Story/ }).fill(`Noch nicht gesendet #${tag}`);
    await another.getByRole('button', { name: 'Story speichern' }).click();
    await page.getByRole('dialog', { name: 'Deine Story wartet auf Verbindung' }).getByRole('button', { name: 'Okay' }).click();
    expect(await draftDatabases(page)).toHaveLength(1);

    await page.getByRole('button', { name: 'Abmelden' }).click();
    const warning = page.getByRole('dialog', { name: 'Nicht gesendete Entwürfe' });
    await warning.waitFor(SLOW);
    expect(await warning.innerText()).toContain('Auf diesem Gerät wartet noch 1 Entwurf auf Verbindung.');
    await expectNoAxeViolations(page, 'sign-out warning');
    await warning.getByRole('button', { name: 'Trotzdem abmelden' }).click();
    await page.waitForURL((url) => url.pathname === '/logout', SLOW);
    expect(await draftDatabases(page)).toEqual([]);
    await context.close();
  });

  it('keeps the file of an upload task offline and uploads it once when the connection returns', { timeout: 120_000 }, async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const bearer = captureBearer(page);
    await signIn(page, 'schueler', `/mein-weg/aufgaben/${UPLOAD_TASK}`);
    const authorization = await bearer;
    const upload = page.locator('.answer-form__upload');
    await upload.waitFor(SLOW);

    await context.setOffline(true);
    await upload.locator('input[type="file"]').setInputFiles({ name: 'lebenslauf-offline.png', mimeType: 'image/png', buffer: PNG });
    await upload.getByRole('button', { name: 'Datei hochladen' }).click();
    await expect
      .poll(() => upload.getByRole('status').innerText(), SLOW)
      .toBe('Du bist offline. lebenslauf-offline.png ist auf diesem Gerät gespeichert und wird hochgeladen, sobald du wieder Internet hast.');
    const draft = page.getByTestId('pending-draft');
    await expect.poll(() => draft.innerText(), SLOW).toContain('Anhang: lebenslauf-offline.png');
    expect(await draft.innerText()).toContain('Wartet auf Verbindung');
    await expectNoAxeViolations(page, 'upload task with a waiting file');

    // Online again: the file is uploaded, the draft goes, and the task links the student's file.
    await context.setOffline(false);
    await expect.poll(() => draft.count(), SLOW).toBe(0);
    await upload.getByRole('link', { name: 'lebenslauf-offline.png' }).waitFor(SLOW);
    const task = await page.request.get(`/api/bo/v1/tasks/${UPLOAD_TASK}`, { headers: { authorization } });
    expect(((await task.json()) as { answer: { file: { filename: string } | null } | null }).answer?.file?.filename).toBe('lebenslauf-offline.png');
    await context.close();
  });
});
