import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dismissNotifications, dismissWelcome, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, newContext, screenshot, signIn } from '../support/browser';

/*
 * Calendar feeds (issue 18, decision 238): schueler opens „Kalender abonnieren“ on the events page,
 * gets a secret URL, and that URL – fetched like a calendar app, without any cookie or token –
 * answers text/calendar with the events of 8a and none of school B. One event downloads as .ics.
 * At 375 px the dialog fits, and renewing makes the old URL stop working. axe on every state.
 */

const SLOW = { timeout: 15_000 };
// The demo world's events (content/demo/life.json): one for 8a at school A, one of school B.
const EVENT_OF_8A = 'Besuch im Berufsinformationszentrum';
const EVENT_OF_SCHOOL_B = 'Bewerbungstraining';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * Signs schueler in and opens the events page. The first-run dialogs (welcome, notifications) can
 * come a moment after the sign-in on a busy machine, so they are waited out again on the page.
 */
async function openEventsPage(page: Page): Promise<void> {
  await signIn(page, 'schueler');
  await page.goto('/termine');
  await page.getByRole('heading', { level: 1, name: 'Termine' }).waitFor(SLOW);
  await dismissWelcome(page);
  await dismissNotifications(page);
  await page.getByRole('heading', { level: 2, name: EVENT_OF_8A }).waitFor(SLOW);
}

/** Opens the dialog from the events page and makes (or renews) the link; returns the shown URL. */
async function createFeedUrl(page: Page, label: 'desktop' | 'mobile'): Promise<string> {
  await page.getByRole('button', { name: 'Kalender abonnieren' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kalender abonnieren' });
  await dialog.waitFor(SLOW);
  await dialog.getByTestId('calendar-feed-status').waitFor(SLOW);
  await expectNoAxeViolations(page, `calendar dialog (${label})`);
  const create = dialog.getByRole('button', { name: /^(Kalender-Link erstellen|Neuen Kalender-Link erstellen)$/ });
  await create.click();
  const urlField = dialog.getByRole('textbox', { name: 'Kalender-Link' });
  await urlField.waitFor(SLOW);
  const url = await urlField.inputValue();
  expect(url).toMatch(/\/api\/public\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await dialog.getByText('Du siehst den Link nur jetzt.').waitFor(SLOW);
  await dialog.getByRole('button', { name: 'Link kopieren' }).click();
  await expect.poll(() => dialog.getByRole('status').filter({ hasText: 'Der Link ist kopiert.' }).count(), SLOW).toBe(1);
  await screenshot(page, `calendar-feed-dialog-${label}`);
  await expectNoAxeViolations(page, `calendar dialog with the new link (${label})`);
  return url;
}

describe('calendar feed', () => {
  it('schueler subscribes: the URL answers text/calendar without a sign-in, with 8a’s events only', { timeout: 300_000 }, async () => {
    const context = await newContext(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await openEventsPage(page);
    await expectNoAxeViolations(page, 'events page with the subscribe button');

    const url = await createFeedUrl(page, 'desktop');
    // A calendar app: plain HTTP, no cookie, no bearer token.
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin');
    expect(text.replace(/\r\n /g, '')).toContain(`SUMMARY:${EVENT_OF_8A}`);
    expect(text).not.toContain(EVENT_OF_SCHOOL_B);

    // Closing by Escape gives the focus back to the opener.
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''), SLOW).toBe('Kalender abonnieren');

    // One event as a file.
    const downloading = page.waitForEvent('download', SLOW);
    await page.getByRole('button', { name: `„${EVENT_OF_8A}“ in meinen Kalender (.ics)` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^termin-\d{4}-\d{2}-\d{2}\.ics$/);
    const file = await readFile((await download.path()) ?? '', 'utf8');
    expect(file.replace(/\r\n /g, '')).toContain(`SUMMARY:${EVENT_OF_8A}`);
    await expect.poll(() => page.getByTestId('action-outcome').innerText(), SLOW).toContain(`Die Datei für „${EVENT_OF_8A}“ ist heruntergeladen.`);
    await context.close();

    // --- at 375 px: the dialog fits, shows the feed, and renewing stops the old URL ---
    const mobileContext = await newContext(browser, { width: 375 });
    await mobileContext.grantPermissions(['clipboard-read', 'clipboard-write']);
    const mobile = await mobileContext.newPage();
    await openEventsPage(mobile);
    await expectNoAxeViolations(mobile, 'events page at 375 px');
    await expectNoHorizontalScroll(mobile);
    const renewed = await createFeedUrl(mobile, 'mobile');
    await expectNoHorizontalScroll(mobile);
    expect(renewed).not.toBe(url);
    // The renewed URL answers 410: the calendar app learns that the subscription ended.
    expect((await fetch(url)).status).toBe(410);
    expect((await fetch(renewed)).status).toBe(200);
    await mobileContext.close();
  });
});
