import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dismissNotifications, expectNoAxeViolations, holdRequests, launchBrowser, newContext, screenshot, signIn } from '../support/browser';
import { unreadNotification } from '../shell/shell-support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const UNREAD_API = '**/api/messaging/v1/notifications/unread';
const IMPORTANT_API = '/api/messaging/v1/notifications/important';

/** Remembers the bearer token the app sends, to call the API as that user. */
function captureAuthorization(page: Page): () => string {
  let authorization = '';
  page.on('request', (request) => {
    const header = request.headers().authorization;
    if (header && request.url().includes('/api/')) authorization = header;
  });
  return () => authorization;
}

describe('notifications', () => {
  it('closes the real welcome note for good: after a reload no notification shows', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'lehrer', '/', { keepNotifications: true });
    const dialog = page.locator('.modal.notification [role="dialog"]');
    await page.locator('html[data-notifications="idle"]').or(dialog).first().waitFor({ state: 'attached' });
    if ((await dialog.count()) > 0) {
      // First sign-in of this account in this run: the welcome note of the server.
      expect(await dialog.getAttribute('aria-labelledby')).toBeTruthy();
      expect(await dialog.innerText()).toContain('Ihre erste Nachricht');
      await expectNoAxeViolations(page, 'welcome notification');
      await dismissNotifications(page);
    }
    await page.reload();
    await page.locator('html[data-notifications="idle"]').waitFor({ state: 'attached', timeout: 20_000 });
    expect(await dialog.count()).toBe(0);
    await context.close();
  });

  it('keeps a notification back that arrives while the student has the story form open, and shows it once the form is closed (decision 254)', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'schueler');
    // A slow school network: the list asked for on the next page arrives only after the student
    // has opened the story form.
    let unread = [unreadNotification('00000000-0000-4000-8000-0000000000c1', 'Kommt nach dem Formular', '2030-01-03T08:00:00Z')];
    const list = await holdRequests(page, UNREAD_API, (route) => route.fulfill({ json: unread }));
    await page.route('**/api/messaging/v1/notifications/*/read', (route) => {
      const found = unread[0];
      unread = [];
      return route.fulfill({ json: found });
    });
    const menuLink = page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Informationen', exact: true });
    await menuLink.click();
    await page.waitForURL((url) => url.pathname === '/informationen');
    await expect.poll(() => list.isAsked()).toBe(true);
    await page.getByRole('navigation', { name: 'Schnellmenü' }).getByRole('button', { name: 'Story' }).click();
    const form = page.getByRole('dialog', { name: 'Neue Story' });
    await form.waitFor();
    list.release();
    await page.waitForTimeout(1_000);
    const notification = page.getByRole('dialog', { name: 'Kommt nach dem Formular' });
    expect(await notification.count()).toBe(0);
    // The form stays usable: nothing covers it.
    const description = form.getByRole('textbox', { name: /^Deine Story/ });
    expect(await description.evaluate((element) => element.closest('[inert]') === null)).toBe(true);
    await description.focus();
    expect(await description.evaluate((element) => element === document.activeElement)).toBe(true);
    await form.getByRole('button', { name: 'Abbrechen' }).click();
    await form.waitFor({ state: 'detached' });
    await notification.waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    await notification.getByRole('button').last().click();
    await notification.waitFor({ state: 'detached' });
    await context.close();
  });

  it('shows modal notifications one at a time, oldest first; close marks read, the link button marks read and navigates', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'schueler');
    const marked: string[] = [];
    let unread = [
      unreadNotification('00000000-0000-4000-8000-0000000000b2', 'Zweite', '2030-01-02T08:00:00Z', {
        link: '/imprint',
        link_text: 'Zum Impressum',
        cancel_text: 'Später',
      }),
      unreadNotification('00000000-0000-4000-8000-0000000000b1', 'Erste', '2030-01-01T08:00:00Z'),
      unreadNotification('00000000-0000-4000-8000-0000000000b3', 'Nicht modal', '2029-12-31T08:00:00Z', { is_modal: false }),
    ];
    await page.route(UNREAD_API, (route) => route.fulfill({ json: unread }));
    await page.route('**/api/messaging/v1/notifications/*/read', (route) => {
      const uuid = new URL(route.request().url()).pathname.split('/').at(-2) ?? '';
      marked.push(uuid);
      const found = unread.find((item) => item.uuid === uuid);
      unread = unread.filter((item) => item.uuid !== uuid);
      return route.fulfill({ json: found });
    });
    // A route change inside the app – a menu link followed by keyboard, no reload – reloads the list (spec 4).
    let listLoads = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/messaging/v1/notifications/unread')) listLoads += 1;
    });
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const menuLink = page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Informationen', exact: true });
    await menuLink.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/informationen');

    const first = page.getByRole('dialog', { name: 'Erste' });
    await first.waitFor();
    expect(listLoads).toBeGreaterThanOrEqual(1);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(1);
    await screenshot(page, 'notification-dialog');
    await expectNoAxeViolations(page, 'notification dialog');
    // By keyboard: the close button has the focus.
    const close = first.getByRole('button', { name: 'Schließen' });
    await expect.poll(() => close.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');

    const second = page.getByRole('dialog', { name: 'Zweite' });
    await second.waitFor();
    expect(marked).toEqual(['00000000-0000-4000-8000-0000000000b1']);
    const later = second.getByRole('button', { name: 'Später' });
    await expect.poll(() => later.evaluate((element) => element === document.activeElement)).toBe(true);
    // The link button comes before it: Shift+Tab, then Enter.
    await page.keyboard.press('Shift+Tab');
    expect(await second.getByRole('button', { name: 'Zum Impressum' }).evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/imprint');
    expect(marked).toEqual(['00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-0000000000b2']);
    await page.locator('html[data-notifications="idle"]').waitFor({ state: 'attached' });
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});

describe('important notification banner', () => {
  it('is written by the state coordinator and shown to coordinators of the Land', async () => {
    const landContext = await newContext(browser);
    const landPage = await landContext.newPage();
    const landAuthorization = captureAuthorization(landPage);
    await signIn(landPage, 'landadmin');
    const text = 'Am Freitag ab 18 Uhr wird Berufswahl gewartet.';
    const written = await landPage.request.post(IMPORTANT_API, {
      headers: { authorization: landAuthorization() },
      data: { important_notification: text },
    });
    expect(written.status()).toBe(200);
    try {
      await landPage.reload();
      const banner = landPage.getByRole('region', { name: 'Wichtige Mitteilung' });
      await expect.poll(() => banner.innerText(), { timeout: 20_000 }).toContain(text);
      await expectNoAxeViolations(landPage, 'important notification banner');

      const schoolContext = await newContext(browser);
      const schoolPage = await schoolContext.newPage();
      await signIn(schoolPage, 'schuladmin');
      const schoolBanner = schoolPage.getByRole('region', { name: 'Wichtige Mitteilung' });
      await expect.poll(() => schoolBanner.innerText(), { timeout: 20_000 }).toContain(text);
      await screenshot(schoolPage, 'important-notification');
      await schoolBanner.getByRole('button', { name: 'Mitteilung ausblenden' }).focus();
      await schoolPage.keyboard.press('Enter');
      await expect.poll(() => schoolBanner.count()).toBe(0);
      await schoolContext.close();

      const teacherContext = await newContext(browser);
      const teacherPage = await teacherContext.newPage();
      await signIn(teacherPage, 'lehrer2');
      await teacherPage.waitForTimeout(1000);
      expect(await teacherPage.getByRole('region', { name: 'Wichtige Mitteilung' }).count()).toBe(0);
      await teacherContext.close();
    } finally {
      const removed = await landPage.request.delete(IMPORTANT_API, { headers: { authorization: landAuthorization() } });
      expect(removed.status()).toBe(200);
      await landContext.close();
    }
  });
});
