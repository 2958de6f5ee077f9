import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureBearer } from './shell-support';
import { dismissNotifications, dismissWelcome, expectNoAxeViolations, launchBrowser, newContext, screenshot, signIn } from '../support/browser';

/*
 * Issue 19's "Done when" as one journey, with a true offline reload (decisions 239 and 240):
 * schueler has seen the stories and a task online; offline, a reload opens the shell from the
 * service worker with the kept stories; a story with a photo and a task answer are written offline
 * and, after another offline reload, both wait. Back online, the reload that signs in again sends
 * them – each arrives exactly once (checked through the API). Signing out leaves none of
 * schueler's drafts or kept answers in IndexedDB or Cache Storage.
 *
 * The retry after a lost answer (same Idempotency-Key) and the sign-out warning about unsent
 * drafts are e2e/stories/offline-drafts.e2e.ts; installability is e2e/shell/offline-reading.e2e.ts.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A reflection task of station 1 of Sek I no other journey answers ("Deine Potenzialanalyse"). */
const TASK = 'c3bb3a83-1760-4f70-9ee0-533d3034fc49';
const TASK_PAGE = `/mein-weg/aufgaben/${TASK}`;
const STORIES_API = '/api/bo/v1/artefacts/stories';
const OFFLINE_CACHE_PREFIX = 'berufswahl-offline-v1-';
const SLOW = { timeout: 20_000 };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The page's IndexedDB databases that belong to the app (the worker's own bookkeeping aside). */
function appDatabases(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name ?? '').filter((name) => name.startsWith('berufswahl-')));
}

/** Every URL path in Cache Storage, per cache. */
function cachedPaths(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const entries = await Promise.all(
      (await caches.keys()).map(async (name) => [name, (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname)] as const),
    );
    return Object.fromEntries(entries);
  });
}

async function openStoryForm(page: Page) {
  await page.getByRole('navigation', { name: /Schnellmenü/ }).getByRole('button', { name: 'Story' }).click();
  const form = page.getByRole('dialog', { name: 'Neue Story' });
  await form.waitFor(SLOW);
  return form;
}

const isWorkerInControl = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

describe('offline journey (issue 19)', () => {
  it('reads, writes and reloads offline, sends each draft once back online and forgets the student at sign-out', { timeout: 300_000 }, async () => {
    const context = await newContext(browser, { withServiceWorker: true });
    const page = await context.newPage();
    try {
      await signIn(page, 'schueler', TASK_PAGE);
      const tag = `reise${Date.now().toString(36)}`;
      const storyText = `Im Funkloch geschrieben #${tag}`;
      const answerText = `Bei der Potenzialanalyse habe ich gut geplant. ${tag}`;

      // Online first: the task, the story form and the stories are seen once, so the worker has
      // their code and the page kept their answers.
      await page.getByRole('textbox', { name: /^Deine Antwort/ }).waitFor(SLOW);
      await (await openStoryForm(page)).getByRole('button', { name: 'Abbrechen' }).click();
      await page.goto('/stories');
      const firstStory = page.locator('.story-card__text').first();
      await firstStory.waitFor(SLOW);
      const keptStoryText = (await firstStory.innerText()).trim();

      // Installable: the manifest is served, the worker controls the page.
      expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
      const manifest = await page.request.get('/manifest.webmanifest');
      expect(manifest.status()).toBe(200);
      expect(manifest.headers()['content-type']).toContain('application/manifest+json');
      await expect.poll(() => isWorkerInControl(page), SLOW).toBe(true);
      await expect
        .poll(async () => Object.entries(await cachedPaths(page)).filter(([name]) => name.startsWith(OFFLINE_CACHE_PREFIX)).flatMap(([, paths]) => paths), SLOW)
        .toEqual(expect.arrayContaining([STORIES_API, `/api/bo/v1/tasks/${TASK}`]));

      // Offline reload of /stories: the worker's shell and the kept stories, with when they were fetched.
      await context.setOffline(true);
      await page.reload();
      await expect.poll(() => page.locator('.story-card__text').first().innerText(), SLOW).toBe(keptStoryText);
      await page.getByRole('status').filter({ hasText: 'du bist offline' }).waitFor(SLOW);
      await expectNoAxeViolations(page, 'stories after an offline start');

      // A story with a photo, written offline.
      const form = await openStoryForm(page);
      await form.getByRole('textbox', { name: /^Deine Story/ }).fill(storyText);
      await form.locator('input[type="file"][accept="image/png,image/jpeg"]').setInputFiles({ name: 'funkloch.png', mimeType: 'image/png', buffer: PNG });
      await form.getByRole('img', { name: 'Vorschau: funkloch.png' }).waitFor(SLOW);
      await form.getByRole('button', { name: 'Story speichern' }).click();
      const kept = page.getByRole('dialog', { name: 'Deine Story wartet auf Verbindung' });
      await kept.waitFor(SLOW);
      await expectNoAxeViolations(page, 'story kept offline');
      await kept.getByRole('button', { name: 'Okay' }).click();
      const storyDraft = page.getByTestId('pending-draft').filter({ hasText: storyText });
      await storyDraft.waitFor(SLOW);

      // A task answer, written offline (the task opens from the offline copy).
      await page.goto(TASK_PAGE);
      await page.getByRole('textbox', { name: /^Deine Antwort/ }).fill(answerText);
      await page.getByRole('button', { name: 'Speichern' }).click();
      await expect.poll(() => page.getByRole('status').allInnerTexts(), SLOW).toContain(
        'Du bist offline. Deine Antwort ist auf diesem Gerät gespeichert und wird gesendet, sobald du wieder Internet hast.',
      );

      // Reload, still offline: both wait where they will appear.
      await page.reload();
      const answerDraft = page.getByTestId('pending-draft');
      await expect.poll(() => answerDraft.innerText(), SLOW).toContain(answerText);
      expect(await answerDraft.innerText()).toContain('Wartet auf Verbindung');
      await expectNoAxeViolations(page, 'task answer waiting offline');
      await page.goto('/stories');
      await storyDraft.waitFor(SLOW);
      expect(await storyDraft.innerText()).toContain('Wartet auf Verbindung');
      expect(await storyDraft.innerText()).toContain('Anhang: funkloch.png');
      await screenshot(page, 'offline-journey-story-waiting');
      await expectNoAxeViolations(page, 'story waiting offline');
      await page.setViewportSize({ width: 375, height: 800 });
      await expectNoAxeViolations(page, 'story waiting offline at 375 px');
      await page.setViewportSize({ width: 1280, height: 800 });

      // Online again: the app started offline, so it asks for the reload that signs in; that sends both.
      await context.setOffline(false);
      const bearer = captureBearer(page);
      const reload = page.getByRole('button', { name: 'Seite neu laden' });
      await reload.waitFor(SLOW);
      await reload.click();
      const authorization = await bearer;
      await dismissWelcome(page);
      await dismissNotifications(page);
      await expect.poll(() => page.getByTestId('pending-draft').count(), SLOW).toBe(0);
      await expect.poll(() => page.locator('.story-card__text').first().innerText(), SLOW).toBe(storyText);

      // Each arrived exactly once.
      const stories = await page.request.get(`${STORIES_API}?q=${encodeURIComponent(`#${tag}`)}`, { headers: { authorization } });
      const list = (await stories.json()) as { total: number; items: { description: string; attachment: { filename: string } | null }[] };
      expect(list.total).toBe(1);
      expect(list.items[0]).toMatchObject({ description: storyText, attachment: { filename: 'funkloch.png' } });
      const task = await page.request.get(`/api/bo/v1/tasks/${TASK}`, { headers: { authorization } });
      expect(((await task.json()) as { answer: { text: string } | null }).answer?.text).toBe(answerText);
      expect(await isWorkerInControl(page)).toBe(true);

      // Sign-out: no drafts database, no kept answer, no API answer in any cache; the app's code stays.
      await page.getByRole('button', { name: 'Abmelden' }).click();
      await page.waitForURL((url) => url.pathname === '/logout', SLOW);
      expect(await appDatabases(page)).toEqual([]);
      const cached = await cachedPaths(page);
      expect(Object.keys(cached).filter((name) => name.startsWith(OFFLINE_CACHE_PREFIX))).toEqual([]);
      expect(Object.values(cached).flat().filter((path) => path.startsWith('/api/'))).toEqual([]);
      expect(Object.keys(cached)).toContain('berufswahl-assets');
    } finally {
      await context.setOffline(false);
      await context.close();
    }
  });
});
