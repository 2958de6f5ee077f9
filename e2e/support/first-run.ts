import type { Page } from 'playwright-core';

/*
 * The first-run dialogs an account meets after signing in (decision 185's queue): the welcome
 * offer and the unread notifications. Without Vitest, so that the benchmarks (bench/) close them
 * the same way the end-to-end journeys do; browser.ts hands them on to the journeys.
 */

const POLL_INTERVAL_MS = 50;

/** Asks `isReached` every 50 ms until it answers true; fails naming `what` after `timeoutMs`. */
async function pollUntil(isReached: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await isReached()) return;
    if (Date.now() >= deadline) throw new Error(`${what}: not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
}

/**
 * Declines the welcome dialog (onboarding offer) if the app shows it. The shell marks
 * `html[data-onboarding]`: "ready" once the lazily loaded onboarding host has mounted (the dialog is
 * then on the page if it is offered at all), "none" when no welcome can come (deactivated account,
 * open terms). Waiting for one of the two – not for a fixed time – keeps a slow machine from
 * missing a welcome that appears after the test has moved on.
 */
export async function dismissWelcome(page: Page, timeoutMs = 30_000): Promise<void> {
  await page.locator('html[data-onboarding]').waitFor({ state: 'attached', timeout: timeoutMs });
  await waitOutPassingHold(page, 'data-onboarding', timeoutMs);
  if ((await page.locator('html').getAttribute('data-onboarding')) !== 'ready') return;
  const dialog = page.getByRole('dialog', { name: /^Willkommen bei Berufswahl/ });
  if ((await dialog.count()) === 0) return;
  await dialog.getByRole('button', { name: 'Später' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * "waiting" on `html[data-onboarding]` or `html[data-notifications]` means an earlier part of the
 * first-run queue (decision 185) holds the part back. Only a forced signature page, the terms and
 * the analytics question hold it for good; anything else (the analytics configuration still being
 * read on a slow machine) passes, and the welcome or a notification then appears – over whatever
 * the journey opened next. So a passing hold is waited out here, and a lasting one returns at once.
 */
async function waitOutPassingHold(page: Page, attribute: 'data-onboarding' | 'data-notifications', timeoutMs: number): Promise<void> {
  const isLastingHold = async () =>
    new URL(page.url()).pathname.startsWith('/slp/') ||
    (await page.getByRole('dialog', { name: /Nutzungsbedingungen|Nutzungsstatistik/ }).count()) > 0;
  await pollUntil(async () => (await page.locator('html').getAttribute(attribute)) !== 'waiting' || (await isLastingHold()), timeoutMs, `${attribute} no longer "waiting"`);
}

/**
 * Closes the unread notification dialogs one after another (closing marks them read). The app
 * marks `html[data-notifications]`: "idle" once the list is loaded and no dialog is shown, "off"
 * for accounts that never get notifications (deactivated). Accounts with open terms never reach
 * either, so the wait ends early when the terms dialog is on the page.
 */
export async function dismissNotifications(page: Page, timeoutMs = 30_000): Promise<void> {
  // "waiting": an earlier part of the first-run queue (a forced signature page) holds them back.
  const settled = page.locator('html[data-notifications="idle"], html[data-notifications="off"], html[data-notifications="waiting"]');
  const dialog = page.locator('.modal.notification [role="dialog"]');
  const terms = page.getByRole('dialog', { name: /Nutzungsbedingungen/ });
  for (let round = 0; round < 20; round++) {
    await settled.or(dialog).or(terms).first().waitFor({ state: 'attached', timeout: timeoutMs });
    if ((await dialog.count()) === 0) {
      // Read again: the state seen by the wait may have moved on since ("waiting" → "busy" when the
      // welcome's hold ended) – only "idle" and "off" say no dialog is coming.
      const state = await page.locator('html').getAttribute('data-notifications');
      if (state === 'idle' || state === 'off') return;
      if ((await terms.count()) > 0) return;
      if (state !== 'waiting') continue;
      await waitOutPassingHold(page, 'data-notifications', timeoutMs);
      // Still waiting: held for good (forced signature page, terms, analytics question).
      if ((await page.locator('html').getAttribute('data-notifications')) === 'waiting') return;
      continue;
    }
    await dialog.getByRole('button').last().click();
    await dialog.waitFor({ state: 'detached' });
  }
}
