import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, newContext, screenshot, signIn } from '../support/browser';
import { captureBearer, isFocused, navigateInApp } from './shell-support';

/**
 * Notification bubbles on menu entries (spec 3 "Notification bubbles", decision 141): lehrer puts
 * an event for 8a in through the API, schueler sees the unread count on "Termine" in the sidebar,
 * the burger menu and the quick menu, opens the page by keyboard – which reads the notification –
 * and the bubbles are gone. The event is deleted again; its notification stays read.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const CLASS_8A = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0001';
const EVENT_TITLE = `Bewerbungstraining ${Date.now().toString(36)}`;
const SLOW = { timeout: 20_000 };

function termineIn(menu: Locator): Locator {
  return menu.getByRole('link', { name: /^Termine\b/ });
}

/** The count a menu entry's bubble shows (its digits), or null without a bubble. */
async function bubbleOf(link: Locator): Promise<string | null> {
  const bubble = link.getByTestId('menu-bubble');
  return (await bubble.count()) === 0 ? null : bubble.locator('[aria-hidden="true"]').innerText();
}

/** Waits until the app has marked read what /termine shows (the PATCH the page opening sends). */
function markedReadOn(page: Page) {
  return page.waitForResponse((response) => response.url().endsWith('/api/messaging/v1/notifications/read') && response.request().method() === 'PATCH', SLOW);
}

describe('notification bubbles', () => {
  it('counts a new event on "Termine" in every menu until schueler opens the page', async () => {
    const studentContext = await newContext(browser);
    const student = await studentContext.newPage();
    await signIn(student, 'schueler');
    const sidebar = student.getByRole('navigation', { name: 'Hauptmenü' });
    const quick = student.getByRole('navigation', { name: 'Schnellmenü' });
    await termineIn(sidebar).waitFor(SLOW);
    // Events notifications other journeys left unread are read by opening the page once.
    await navigateInApp(student, '/termine');
    await navigateInApp(student, '/');
    await expect.poll(() => bubbleOf(termineIn(sidebar)), SLOW).toBeNull();

    const teacherContext = await newContext(browser);
    const teacher = await teacherContext.newPage();
    const bearer = captureBearer(teacher);
    await signIn(teacher, 'lehrer');
    const authorization = await bearer;
    const created = await teacher.request.post('/api/messaging/v1/events', {
      headers: { authorization },
      data: {
        title: EVENT_TITLE,
        text: '<p>Wir üben Vorstellungsgespräche mit einer Personalerin.</p>',
        audiences: ['SCHUELER'],
        class_uuid: CLASS_8A,
        date: '2099-03-12',
        time: '10:00',
        place: 'Raum 204',
      },
    });
    expect(created.status()).toBe(201);
    const eventUuid = ((await created.json()) as { uuid: string }).uuid;
    try {
      // Bubbles are asked for again on every route change.
      await navigateInApp(student, '/stories');
      await expect.poll(() => bubbleOf(termineIn(sidebar)), SLOW).toBe('1');
      await expect.poll(() => bubbleOf(termineIn(quick)), SLOW).toBe('1');
      // Screen readers hear the count as part of the link's name; the digits are hidden from them.
      expect(await termineIn(sidebar).getAttribute('href')).toBe('/termine');
      const announced = { name: /^Termine\s*,\s*1 neue Nachricht für dich$/ };
      await sidebar.getByRole('link', announced).waitFor();
      await quick.getByRole('link', announced).waitFor();
      await expectNoAxeViolations(student, 'menus with a notification bubble');
      await screenshot(student, 'shell-bubbles');

      // At 375 px the burger menu shows it too.
      await student.setViewportSize({ width: 375, height: 800 });
      const burger = student.getByRole('button', { name: 'Menü', exact: true });
      await burger.focus();
      await student.keyboard.press('Enter');
      const drawer = student.getByRole('dialog', { name: 'Hauptmenü' });
      await expect.poll(() => bubbleOf(termineIn(drawer)), SLOW).toBe('1');
      await expectNoAxeViolations(student, 'burger menu with a notification bubble');
      await screenshot(student, 'shell-bubbles-burger-375');
      await student.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      await expect.poll(() => isFocused(burger)).toBe(true);

      // Opening the page from the quick menu (Enter on the link) reads the notification: the bubble goes.
      const read = markedReadOn(student);
      await termineIn(quick).focus();
      await student.keyboard.press('Enter');
      await student.waitForURL('**/termine', SLOW);
      expect((await read).status()).toBe(200);
      await student.getByRole('article', { name: EVENT_TITLE }).waitFor(SLOW);
      await expect.poll(() => bubbleOf(termineIn(quick)), SLOW).toBeNull();
      await student.setViewportSize({ width: 1280, height: 800 });
      await expect.poll(() => bubbleOf(termineIn(sidebar)), SLOW).toBeNull();
    } finally {
      // The shared e2e database keeps nothing of the journey but a read notification.
      const deleted = await teacher.request.delete(`/api/messaging/v1/events/${eventUuid}`, { headers: { authorization } });
      expect(deleted.status()).toBeLessThan(300);
      await Promise.all([studentContext.close(), teacherContext.close()]);
    }
  }, 180_000);
});
