import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, newContext, screenshot, signIn } from '../support/browser';
import { isFocused } from '../shell/shell-support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A real 1×1 PNG, so that the browser can show it. */
const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Unique per run: the e2e suite shares one server and database. */
const RUN = Date.now().toString(36);
const FIRST_TEXT = `Ich arbeite gern mit den Händen ${RUN}`;
const EDITED_TEXT = `Ich arbeite gern mit den Händen, weil ich dann sehe, was ich geschafft habe ${RUN}`;
const FEEDBACK = `Das merke ich im Werkunterricht auch ${RUN}`;

const statementCard = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

/** The bearer token the app sends, read from its own API requests (to set up data through the API). */
function captureAuthorization(page: Page): () => string {
  let authorization = '';
  page.on('request', (request) => {
    const header = request.headers().authorization;
    if (header && request.url().includes('/api/')) authorization = header;
  });
  return () => authorization;
}

/** Closes notification dialogs of other journeys until the one named `title` shows; returns it. */
async function waitForNotification(page: Page, title: string) {
  const mine = page.getByRole('dialog', { name: title });
  const any = page.locator('.modal.notification [role="dialog"]');
  for (let round = 0; round < 10; round++) {
    await any.first().waitFor({ timeout: 20_000 });
    if ((await mine.count()) > 0) return mine;
    await any.first().getByRole('button').last().click();
  }
  throw new Error(`notification "${title}" did not show`);
}

describe('statements and the Pinnwand', () => {
  it('schueler writes, edits and pins a statement; lehrer gives feedback; schueler unpins; schueler2 never sees it', async () => {
    // schueler at 375 px: Meine Stärken.
    const studentContext = await newContext(browser, { width: 375 });
    const student = await studentContext.newPage();
    await signIn(student, 'schueler', '/staerken');
    await student.getByRole('heading', { level: 1, name: 'Meine Stärken' }).waitFor();
    const field = student.getByRole('textbox', { name: /^Deine Aussage/ });
    await student.getByRole('button', { name: 'Aussage speichern' }).click();
    await expect.poll(() => student.locator('main').innerText(), { timeout: 15_000 }).toContain('Aussage ist ein Pflichtfeld');
    await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectNoAxeViolations(student, 'statements form with error');

    await field.fill(FIRST_TEXT);
    await expect.poll(() => student.locator('main').innerText()).toContain(`${FIRST_TEXT.length} von 500 Zeichen`);
    await student.getByRole('button', { name: 'Aussage speichern' }).click();
    await statementCard(student, FIRST_TEXT).waitFor({ timeout: 15_000 });

    await statementCard(student, FIRST_TEXT).getByRole('button', { name: 'Bearbeiten' }).click();
    const dialog = student.getByRole('dialog', { name: 'Aussage bearbeiten' });
    await dialog.waitFor();
    await expectNoAxeViolations(student, 'statement edit dialog');
    await dialog.getByRole('textbox', { name: /^Deine Aussage/ }).fill(EDITED_TEXT);
    await dialog.getByRole('button', { name: 'Änderungen speichern' }).click();
    await dialog.waitFor({ state: 'detached' });
    const card = statementCard(student, EDITED_TEXT);
    await card.waitFor({ timeout: 15_000 });

    await card.getByRole('button', { name: 'An die Pinnwand heften' }).click();
    await card.getByRole('button', { name: 'Von der Pinnwand nehmen' }).waitFor({ timeout: 15_000 });
    await expectNoHorizontalScroll(student);
    await screenshot(student, 'statements-375');
    await expectNoAxeViolations(student, 'statements screen');

    await student.goto('/pinnwand');
    await student.getByRole('heading', { level: 1, name: 'Meine Pinnwand' }).waitFor({ timeout: 15_000 });
    const pinned = student.getByRole('region', { name: 'Angeheftet' });
    await expect.poll(() => pinned.innerText(), { timeout: 15_000 }).toContain(EDITED_TEXT);
    await expectNoHorizontalScroll(student);
    await screenshot(student, 'pinboard-student-375');
    await expectNoAxeViolations(student, 'student Pinnwand');

    // lehrer (class 8a) sees it and writes feedback.
    const teacherContext = await newContext(browser);
    const teacher = await teacherContext.newPage();
    await signIn(teacher, 'lehrer', '/pinnwand-lerngruppe');
    await teacher.getByRole('heading', { level: 1, name: 'Pinnwand der Lerngruppe' }).waitFor();
    const entry = statementCard(teacher, EDITED_TEXT);
    await entry.waitFor({ timeout: 15_000 });
    await entry.getByRole('button', { name: 'Rückmeldung senden' }).click();
    await expect.poll(() => entry.innerText()).toContain('Rückmeldung ist ein Pflichtfeld');
    await entry.getByRole('textbox', { name: /^Ihre Rückmeldung an/ }).fill(FEEDBACK);
    await entry.getByRole('button', { name: 'Rückmeldung senden' }).click();
    await expect.poll(() => entry.getByRole('list').innerText(), { timeout: 15_000 }).toContain(FEEDBACK);

    // lehrer changes his feedback in place (decision 136), by keyboard through the feedback's
    // context menu (Enter opens it on the first action, Escape closes it); it is marked as changed.
    const actions = entry.getByRole('button', { name: /^Aktionen für Ihre Rückmeldung vom / });
    const menu = teacher.getByRole('menu');
    await actions.focus();
    await teacher.keyboard.press('Enter');
    await expect.poll(() => menu.getByRole('menuitem').allInnerTexts()).toEqual(['Bearbeiten', 'Löschen']);
    await expect.poll(() => isFocused(menu.getByRole('menuitem', { name: 'Bearbeiten' }))).toBe(true);
    await expectNoAxeViolations(teacher, 'feedback actions menu');
    await screenshot(teacher, 'pinboard-feedback-menu');
    await teacher.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(actions)).toBe(true);
    await teacher.keyboard.press('Enter');
    await menu.waitFor();
    await teacher.keyboard.press('Enter');
    const editBox = entry.getByRole('textbox', { name: /^Ihre Rückmeldung an .* ändern$/ });
    await expect.poll(() => isFocused(editBox)).toBe(true);
    expect(await editBox.inputValue()).toBe(FEEDBACK);
    await editBox.fill(`${FEEDBACK} – weiter so!`);
    await entry.getByRole('button', { name: 'Änderung speichern' }).click();
    await expect.poll(() => entry.getByRole('list').innerText(), { timeout: 15_000 }).toContain('weiter so!');
    expect(await entry.getByRole('list').innerText()).toMatch(/geändert am \d{2}\.\d{2}\.\d{4}/);
    await screenshot(teacher, 'pinboard-teacher');
    await expectNoAxeViolations(teacher, 'class Pinnwand');

    // schueler is notified and reads the feedback.
    await student.goto('/staerken');
    const notification = await waitForNotification(student, 'Neue Rückmeldung an deiner Pinnwand');
    await expectNoAxeViolations(student, 'feedback notification');
    await notification.getByRole('button', { name: 'Zur Pinnwand' }).click();
    await student.waitForURL((url) => url.pathname === '/pinnwand');
    await expect.poll(() => student.getByRole('region', { name: 'Angeheftet' }).innerText(), { timeout: 15_000 }).toContain(FEEDBACK);

    // schueler2 (school B) sees none of it.
    const otherContext = await newContext(browser);
    const other = await otherContext.newPage();
    await signIn(other, 'schueler2', '/pinnwand');
    await other.getByRole('heading', { level: 1, name: 'Meine Pinnwand' }).waitFor();
    await expect.poll(() => other.locator('main').innerText(), { timeout: 15_000 }).not.toContain('Wird geladen');
    expect(await other.locator('main').innerText()).not.toContain(RUN);
    await other.goto('/staerken');
    await other.getByRole('heading', { level: 1, name: 'Meine Stärken' }).waitFor();
    await expect.poll(() => other.locator('main').innerText(), { timeout: 15_000 }).not.toContain('werden geladen');
    expect(await other.locator('main').innerText()).not.toContain(RUN);

    // lehrer deletes his feedback after a confirmation.
    // By keyboard again: typing "l" in the open menu jumps to "Löschen".
    await actions.focus();
    await teacher.keyboard.press('Enter');
    await menu.waitFor();
    await teacher.keyboard.press('l');
    await expect.poll(() => isFocused(menu.getByRole('menuitem', { name: 'Löschen' }))).toBe(true);
    await teacher.keyboard.press('Enter');
    const confirmFeedback = teacher.getByRole('alertdialog', { name: 'Rückmeldung löschen?' });
    await expectNoAxeViolations(teacher, 'delete feedback dialog');
    await confirmFeedback.getByRole('button', { name: 'Ja, löschen' }).click();
    await expect.poll(() => entry.innerText(), { timeout: 15_000 }).not.toContain('weiter so!');

    // schueler unpins; lehrer no longer sees it.
    const pinnedCard = student.getByRole('region', { name: 'Angeheftet' }).getByRole('article').filter({ hasText: EDITED_TEXT });
    await pinnedCard.getByRole('button', { name: /von der Pinnwand abnehmen$/ }).click();
    await pinnedCard.waitFor({ state: 'detached', timeout: 15_000 });
    await teacher.reload();
    await teacher.getByRole('heading', { level: 1, name: 'Pinnwand der Lerngruppe' }).waitFor();
    await expect.poll(() => teacher.locator('main').innerText(), { timeout: 15_000 }).not.toContain('Wird geladen');
    expect(await teacher.locator('main').innerText()).not.toContain(EDITED_TEXT);

    // Clean up: schueler deletes the statement (shared e2e database).
    await student.goto('/staerken');
    const ownCard = statementCard(student, EDITED_TEXT);
    await ownCard.getByRole('button', { name: 'Löschen' }).click({ timeout: 15_000 });
    const confirm = student.getByRole('alertdialog', { name: 'Aussage löschen?' });
    await confirm.getByRole('button', { name: 'Ja, löschen' }).click();
    await ownCard.waitFor({ state: 'detached', timeout: 15_000 });
    await Promise.all([studentContext.close(), teacherContext.close(), otherContext.close()]);
  }, 240_000);

  it('schueler pins a story with a photo from the Stories screen, lehrer sees the photo, schueler takes it down', async () => {
    const storyText = `Mein Tag in der Tischlerei #pinnwand${RUN}`;
    const context = await newContext(browser);
    const page = await context.newPage();
    const authorization = captureAuthorization(page);
    await signIn(page, 'schueler');
    const created = await page.request.post('/api/bo/v1/artefacts/story', {
      headers: { authorization: authorization() },
      multipart: { description: storyText, attachment: { name: 'werkstueck.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG } },
    });
    expect(created.status()).toBe(201);
    const storyUuid = ((await created.json()) as { uuid: string }).uuid;
    try {
      await page.goto(`/stories?q=${encodeURIComponent(`#pinnwand${RUN}`)}`);
      const card = page.locator('article.story-card').filter({ hasText: storyText });
      await card.getByRole('button', { name: 'An die Pinnwand heften' }).click({ timeout: 15_000 });
      await card.getByRole('button', { name: 'Von der Pinnwand nehmen' }).waitFor({ timeout: 15_000 });
      await expectNoAxeViolations(page, 'stories with pin button');

      await page.goto('/pinnwand');
      const pinned = page.getByRole('region', { name: 'Angeheftet' }).getByRole('article').filter({ hasText: storyText });
      await pinned.waitFor({ timeout: 15_000 });
      expect(await pinned.innerText()).toContain('Story vom');
      // The photo is shown (decision 135): loaded through its short-lived link.
      const photo = pinned.getByRole('img', { name: 'Bild im Anhang: werkstueck.png' });
      await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), { timeout: 15_000 }).toBe(1);

      // lehrer (class 8a) sees the story's photo on the class Pinnwand.
      const teacherContext = await newContext(browser, { width: 375 });
      const teacher = await teacherContext.newPage();
      await signIn(teacher, 'lehrer', '/pinnwand-lerngruppe');
      const teacherCard = teacher.getByRole('article').filter({ hasText: storyText });
      await teacherCard.waitFor({ timeout: 15_000 });
      const teacherPhoto = teacherCard.getByRole('img', { name: 'Bild im Anhang: werkstueck.png' });
      await expect.poll(() => teacherPhoto.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), { timeout: 15_000 }).toBe(1);
      expect(await teacherCard.getByRole('link', { name: 'Anhang öffnen: werkstueck.png' }).count()).toBe(1);
      await expectNoAxeViolations(teacher, 'class Pinnwand with a photo');
      await screenshot(teacher, 'pinboard-teacher-photo-375');
      await teacherContext.close();

      const picker = page.getByRole('region', { name: 'Etwas anheften' });
      await picker.getByRole('button', { name: 'Story', exact: true }).click();
      await expect.poll(() => picker.getByRole('article').filter({ hasText: storyText }).innerText()).toContain('Hängt schon an der Pinnwand');
      await expectNoAxeViolations(page, 'Pinnwand picker filtered');

      // A failed unpin is shown (not only logged), and the card stays (decision 205).
      const failDelete = (route: Route) => (route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: '' }) : route.fallback());
      await page.route('**/api/bo/v1/pinboard/my/entries/*', failDelete);
      await pinned.getByRole('button', { name: /von der Pinnwand abnehmen$/ }).click();
      await page.getByRole('alert').filter({ hasText: 'Das hat nicht geklappt. Bitte versuche es noch einmal.' }).waitFor({ timeout: 15_000 });
      expect(await pinned.count()).toBe(1);
      await page.unroute('**/api/bo/v1/pinboard/my/entries/*', failDelete);

      // The success stays readable above the lists, not only in the live region.
      await pinned.getByRole('button', { name: /von der Pinnwand abnehmen$/ }).click();
      await pinned.waitFor({ state: 'detached', timeout: 15_000 });
      await page.getByTestId('action-outcome').filter({ hasText: 'Der Beitrag ist abgenommen.' }).waitFor();
      expect(await page.getByRole('alert').filter({ hasText: 'Das hat nicht geklappt' }).count()).toBe(0);
      await picker.getByRole('article').filter({ hasText: storyText }).getByRole('button', { name: /an die Pinnwand heften$/ }).waitFor();
    } finally {
      // Clean up: the story goes for good (trash, then forever).
      const headers = { authorization: authorization() };
      await page.request.delete(`/api/bo/v1/artefacts/stories/${storyUuid}`, { headers });
      await page.request.delete(`/api/bo/v1/artefacts/stories/${storyUuid}/forever`, { headers });
      await context.close();
    }
  }, 120_000);

  it('schueler pins a done task from the task screen', async () => {
    // "Deine nächsten drei Schritte" (content/mein-weg/sek1.json): no other journey answers it.
    const taskUuid = 'b5bb62cc-1b18-5f77-8ed5-03c87ea8b65e';
    const answerText = `Ich rufe die Berufsberatung an ${RUN}`;
    const context = await newContext(browser, { width: 375 });
    const page = await context.newPage();
    const authorization = captureAuthorization(page);
    await signIn(page, 'schueler');
    const saved = await page.request.put(`/api/bo/v1/tasks/${taskUuid}/answer`, {
      headers: { authorization: authorization() },
      data: { kind: 'reflection', text: answerText, done: true },
    });
    expect(saved.status()).toBe(200);
    const answerUuid = ((await saved.json()) as { answer: { uuid: string } }).answer.uuid;
    try {
      await page.goto(`/mein-weg/aufgaben/${taskUuid}`);
      await page.getByRole('button', { name: 'An die Pinnwand heften' }).click({ timeout: 15_000 });
      await page.getByRole('button', { name: 'Von der Pinnwand nehmen' }).waitFor({ timeout: 15_000 });
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page, 'task screen with pin button');

      await page.goto('/pinnwand');
      const pinned = page.getByRole('region', { name: 'Angeheftet' }).getByRole('article').filter({ hasText: answerText });
      await pinned.waitFor({ timeout: 15_000 });
      expect(await pinned.innerText()).toContain('Deine nächsten drei Schritte');
      await pinned.getByRole('button', { name: /von der Pinnwand abnehmen$/ }).click();
      await pinned.waitFor({ state: 'detached', timeout: 15_000 });
    } finally {
      // Clean up: the answer goes to the Reflexion trash and then for good.
      const headers = { authorization: authorization() };
      await page.request.delete(`/api/bo/v1/reflections/${answerUuid}`, { headers });
      await page.request.delete(`/api/bo/v1/reflections/trash/${answerUuid}`, { headers });
      await context.close();
    }
  }, 120_000);
});
