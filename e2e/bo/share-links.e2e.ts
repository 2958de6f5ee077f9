import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureBearer, tabTo } from '../shell/shell-support';
import { dismissNotifications, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, newContext, screenshot, signIn } from '../support/browser';

/*
 * Share links (issue 18, decision 236). schueler shares the portfolio for 7 days from /portfolio,
 * and a Story with its photo from the Story's card, by keyboard; a fresh browser without any
 * account opens each link (desktop and 375 px, the portfolio's PDF too); the opens show in
 * schueler's list; schueler revokes the link (after a confirmation) and the page says it no longer
 * works. Every screen is checked with axe.
 */

const SLOW = { timeout: 15_000 };
/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function pressByKeyboard(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** Opens the shared page in a browser without any account and checks what a reader sees. */
async function openSignedOut(url: string, width: number, storyText: string, surname: string): Promise<void> {
  const context = await newContext(browser, { width });
  try {
    const page = await context.newPage();
    const answer = await page.goto(url);
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(answer?.headers()['referrer-policy']).toBe('no-referrer');
    const heading = page.getByRole('heading', { level: 1, name: 'Eine geteilte Story' });
    await heading.waitFor(SLOW);
    expect(await page.title()).toBe('Eine geteilte Story – Berufswahl');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await page.getByText(storyText).waitFor(SLOW);
    const photo = page.getByRole('img', { name: 'Foto zur Story' });
    await photo.waitFor(SLOW);
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth), SLOW).toBe(1);
    // No menu, nothing of the student but the story.
    expect(await page.getByRole('navigation').count()).toBe(0);
    expect(await page.locator('body').innerText()).not.toContain(surname);
    await expectNoHorizontalScroll(page);
    await screenshot(page, `share-link-public-${width}`);
    await expectNoAxeViolations(page, `shared story at ${width} px`);
  } finally {
    await context.close();
  }
}

describe('share links', () => {
  it('schueler shares the portfolio for 7 days, it opens signed out with its PDF, the opens show, the revoked link answers 410', { timeout: 300_000 }, async () => {
    const context = await newContext(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await signIn(page, 'schueler', '/portfolio');
    await dismissNotifications(page);
    const section = page.getByRole('region', { name: 'Teilen' });
    await section.waitFor(SLOW);
    await section.getByRole('heading', { name: 'Portfolio teilen' }).waitFor(SLOW);
    await section.getByRole('heading', { name: 'Deine Links' }).waitFor(SLOW);
    await expectNoAxeViolations(page, 'portfolio screen with Teilen');
    // The student's preview shows what the link's reader will see: the same view, the same sections.
    await page.getByRole('heading', { level: 3, name: 'Lena Schmidt' }).waitFor(SLOW);
    const previewSections = await page.getByRole('region', { name: 'Lena Schmidt' }).locator('h4').allInnerTexts();
    expect(previewSections).toContain('Über mich');

    const days = section.getByRole('combobox', { name: 'Wie lange soll der Link gelten?' });
    expect(await days.inputValue()).toBe('14');
    await days.selectOption('7');
    const note = `Bewerbung ${Date.now().toString(36)}`;
    await tabTo(page, section.getByRole('textbox', { name: /^Für wen ist der Link\?/ }));
    await page.keyboard.type(note);
    await pressByKeyboard(page, section.getByRole('button', { name: 'Link erstellen' }));
    const urlField = section.getByRole('textbox', { name: 'Dein Link' });
    await urlField.waitFor(SLOW);
    const url = await urlField.inputValue();
    expect(url).toMatch(/\/geteilt\/[A-Za-z0-9_-]{43}$/);
    const entry = section.getByRole('listitem').filter({ hasText: `Für: ${note}` });
    await entry.waitFor(SLOW);
    expect(await entry.innerText()).toContain('Portfolio');
    await expectNoAxeViolations(page, 'portfolio screen with a new link');

    // Whoever got the link: the portfolio, read-only, and its PDF.
    for (const width of [1280, 375]) {
      const readerContext = await newContext(browser, { width });
      try {
        const reader = await readerContext.newPage();
        const answer = await reader.goto(url);
        expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow');
        await reader.getByRole('heading', { level: 1, name: 'Ein geteiltes Portfolio' }).waitFor(SLOW);
        await reader.getByRole('heading', { level: 2, name: 'Lena Schmidt' }).waitFor(SLOW);
        expect(await reader.getByRole('region', { name: 'Lena Schmidt' }).locator('h3').allInnerTexts()).toEqual(previewSections);
        expect(await reader.getByRole('navigation').count()).toBe(0);
        const pdfLink = reader.getByRole('link', { name: 'Als PDF herunterladen' });
        await pdfLink.waitFor(SLOW);
        if (width === 1280) {
          const pdf = await reader.request.get((await pdfLink.getAttribute('href')) ?? '');
          expect(pdf.status()).toBe(200);
          expect(pdf.headers()['content-type']).toBe('application/pdf');
          expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
        }
        await expectNoHorizontalScroll(reader);
        await screenshot(reader, `share-link-portfolio-${width}`);
        await expectNoAxeViolations(reader, `shared portfolio at ${width} px`);
      } finally {
        await readerContext.close();
      }
    }

    // The student's list after a reload: two views of the page and the PDF.
    await page.reload();
    await section.waitFor(SLOW);
    await expect.poll(() => entry.innerText(), SLOW).toContain('3-mal geöffnet, zuletzt am');
    await entry.getByText('Wann wurde der Link geöffnet?').click();
    await expect.poll(() => entry.getByText(/Seite angesehen$/).count(), SLOW).toBe(2);
    await expect.poll(() => entry.getByText(/PDF heruntergeladen$/).count(), SLOW).toBe(1);
    await expectNoAxeViolations(page, 'portfolio screen with the opens');

    await pressByKeyboard(page, entry.getByRole('button', { name: /^Link vom .* zurückziehen$/ }));
    const confirm = page.getByRole('alertdialog', { name: 'Link zurückziehen?' });
    await confirm.waitFor(SLOW);
    await pressByKeyboard(page, confirm.getByRole('button', { name: 'Ja, zurückziehen' }));
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => section.getByTestId('action-outcome').first().innerText(), SLOW).toBe('Der Link ist zurückgezogen. Er funktioniert nicht mehr.');

    const readerContext = await newContext(browser, { width: 375 });
    try {
      const reader = await readerContext.newPage();
      await reader.goto(url);
      await reader.getByRole('heading', { level: 1, name: 'Dieser Link gilt nicht mehr' }).waitFor(SLOW);
      await reader.getByText('Dieser Link wurde zurückgezogen.', { exact: false }).waitFor(SLOW);
      expect((await reader.request.get(`${new URL(url).pathname.replace('/geteilt/', '/api/public/v1/shares/')}/pdf`)).status()).toBe(410);
      await expectNoAxeViolations(reader, 'revoked portfolio link at 375 px');
    } finally {
      await readerContext.close();
      await context.close();
    }
  });

  it('schueler shares a story for 7 days, a signed-out browser opens it, the opens show, the revoked link answers 410', { timeout: 300_000 }, async () => {
    const context = await newContext(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    const bearer = captureBearer(page);
    await signIn(page, 'schueler', '/stories');
    const authorization = await bearer;

    // The story, with a photo, through the API (writing stories has its own journey).
    const tag = `geteilt${Date.now().toString(36)}`;
    const storyText = `Mein Werkstück aus dem Praktikum #${tag}`;
    const created = await page.request.post('/api/bo/v1/artefacts/story', {
      headers: { authorization },
      multipart: { description: storyText, attachment: { name: 'werkstueck.png', mimeType: 'image/png', buffer: PNG } },
    });
    expect(created.status()).toBe(201);
    const story = (await created.json()) as { uuid: string };

    try {
      await page.goto(`/stories?q=${encodeURIComponent(`#${tag}`)}`);
      await dismissNotifications(page);
      const card = page.locator('article.story-card').filter({ hasText: storyText });
      await card.waitFor(SLOW);
      await pressByKeyboard(page, card.getByRole('button', { name: 'Teilen' }));
      const dialog = page.getByRole('dialog', { name: 'Story teilen' });
      await dialog.waitFor(SLOW);
      await dialog.getByText('Du hast noch keinen Link erstellt.').waitFor(SLOW);
      await expectNoAxeViolations(page, 'share dialog');

      // 7 days instead of the 14 chosen beforehand, and a note.
      const days = dialog.getByRole('combobox', { name: 'Wie lange soll der Link gelten?' });
      expect(await days.inputValue()).toBe('14');
      await days.selectOption('7');
      await tabTo(page, dialog.getByRole('textbox', { name: /^Für wen ist der Link\?/ }));
      await page.keyboard.type('Für Oma');
      await pressByKeyboard(page, dialog.getByRole('button', { name: 'Link erstellen' }));
      const urlField = dialog.getByRole('textbox', { name: 'Dein Link' });
      await urlField.waitFor(SLOW);
      const url = await urlField.inputValue();
      expect(url).toMatch(/\/geteilt\/[A-Za-z0-9_-]{43}$/);
      await dialog.getByText('Dein Link ist fertig.').waitFor(SLOW);
      await pressByKeyboard(page, dialog.getByRole('button', { name: 'Link kopieren' }));
      await expect.poll(() => dialog.getByRole('status').filter({ hasText: 'Der Link ist kopiert.' }).count(), SLOW).toBe(1);
      const entry = dialog.getByRole('listitem').filter({ hasText: 'Für: Für Oma' });
      await entry.waitFor(SLOW);
      expect(await entry.innerText()).toContain('Noch nicht geöffnet');
      const expiry = new Date(Date.now() + 7 * 86_400_000).toLocaleDateString('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' });
      expect(await entry.innerText()).toContain(`Gilt bis ${expiry}`);
      await screenshot(page, 'share-link-dialog');
      await expectNoAxeViolations(page, 'share dialog with the new link');

      // Whoever got the link, without an account, at desktop width and on a phone.
      const surname = 'Schmidt';
      await openSignedOut(url, 1280, storyText, surname);
      await openSignedOut(url, 375, storyText, surname);

      // The student sees both opens (after a reload of the page, the dialog reads the list again).
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.reload();
      await dismissNotifications(page);
      await card.waitFor(SLOW);
      await pressByKeyboard(page, card.getByRole('button', { name: 'Teilen' }));
      await dialog.waitFor(SLOW);
      await expect.poll(() => entry.innerText(), SLOW).toContain('2-mal geöffnet, zuletzt am');
      await entry.getByText('Wann wurde der Link geöffnet?').click();
      await expect.poll(() => entry.getByText(/Seite angesehen$/).count(), SLOW).toBe(2);
      await expectNoAxeViolations(page, 'share dialog with opens');

      // Revoke with one click – after a confirmation.
      await pressByKeyboard(page, entry.getByRole('button', { name: /^Link vom .* zurückziehen$/ }));
      const confirm = page.getByRole('alertdialog', { name: 'Link zurückziehen?' });
      await confirm.waitFor(SLOW);
      await expectNoAxeViolations(page, 'revoke confirmation');
      await pressByKeyboard(page, confirm.getByRole('button', { name: 'Ja, zurückziehen' }));
      await confirm.waitFor({ state: 'detached' });
      await expect.poll(() => dialog.getByTestId('action-outcome').innerText(), SLOW).toBe('Der Link ist zurückgezogen. Er funktioniert nicht mehr.');
      await expect.poll(() => entry.innerText(), SLOW).toContain('Zurückgezogen am');

      // The page now says the link no longer works (410).
      const readerContext = await newContext(browser, { width: 375 });
      try {
        const reader = await readerContext.newPage();
        const gone = reader.waitForResponse((response) => response.url().includes('/api/public/v1/shares/'));
        await reader.goto(url);
        expect((await gone).status()).toBe(410);
        await reader.getByRole('heading', { level: 1, name: 'Dieser Link gilt nicht mehr' }).waitFor(SLOW);
        await reader.getByText('Dieser Link wurde zurückgezogen. Was hier geteilt wurde, ist nicht mehr zu sehen.').waitFor(SLOW);
        expect(await reader.getByText(storyText).count()).toBe(0);
        await screenshot(reader, 'share-link-revoked-375');
        await expectNoAxeViolations(reader, 'revoked share link at 375 px');
      } finally {
        await readerContext.close();
      }
    } finally {
      // Nothing of the journey stays in the shared database: the story goes for good (its links answer 410 anyway).
      await page.request.delete(`/api/bo/v1/artefacts/stories/${story.uuid}`, { headers: { authorization } });
      await page.request.delete(`/api/bo/v1/artefacts/stories/${story.uuid}/forever`, { headers: { authorization } });
      await context.close();
    }
  });
});
