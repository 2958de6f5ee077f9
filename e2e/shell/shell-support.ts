import type { Locator, Page } from 'playwright-core';

/**
 * The bearer token the app itself sends (read from one of its API requests), so a journey can put
 * the account back as it found it – the e2e server and its database live for the whole run.
 */
export async function captureBearer(page: Page, { timeoutMs = 20_000 } = {}): Promise<string> {
  const request = await page.waitForRequest((candidate) => candidate.url().includes('/api/') && Boolean(candidate.headers().authorization), {
    timeout: timeoutMs,
  });
  return request.headers().authorization ?? '';
}

export async function patchMe(page: Page, bearer: string, path: string, body: object): Promise<void> {
  const response = await page.request.patch(`/api/identity/v1/users/me/${path}`, { headers: { authorization: bearer }, data: body });
  if (!response.ok()) throw new Error(`PATCH ${path} failed with ${response.status()}`);
}

/** Back to the defaults: no contrast, original theme, normal language. */
export async function resetDisplay(page: Page, bearer: string): Promise<void> {
  await patchMe(page, bearer, 'contrast-mode', { contrast_mode: false });
  await patchMe(page, bearer, 'theme', { theme: 'original' });
  await patchMe(page, bearer, 'simple-language', { simple_language: false });
}

/**
 * Opens another page of the app as a link in the app would (history entry + popstate, no reload)
 * and waits until the router has put it in place: the shell focuses the new page's h1 after every
 * route change. Then gives lists a moment to load.
 */
export async function navigateInApp(page: Page, pathname: string): Promise<void> {
  await page.evaluate((target) => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, pathname);
  await page
    .waitForFunction((target) => window.location.pathname === target && document.activeElement?.matches('main h1') === true, pathname, {
      timeout: 20_000,
    })
    .catch(async (error: unknown) => {
      const state = await page.evaluate(() => `at ${window.location.pathname}, focus on ${document.activeElement?.outerHTML.slice(0, 120)}`);
      throw new Error(`${pathname} did not open in the app (${state})`, { cause: error });
    });
  await waitForContent(page);
}

/** Waits (a few seconds at most) until the page shows no loading text, normal or in Leichte Sprache. */
export async function waitForContent(page: Page): Promise<void> {
  await page
    .waitForFunction(() => !/Lädt|wird geladen|App lädt|Einen Moment/.test(document.querySelector('main')?.textContent ?? ''), undefined, { timeout: 5_000 })
    .catch(() => undefined);
}

/**
 * The bearer token the app sent last. A journey that reloads the app for minutes (the axe sweep)
 * outlives one access token (5 minutes); every full load signs in anew and sends a fresh one.
 */
export function trackBearer(page: Page): () => string {
  let bearer = '';
  page.on('request', (request) => {
    const header = request.headers().authorization;
    if (header && request.url().includes('/api/')) bearer = header;
  });
  return () => bearer;
}

/**
 * Changes the address inside the app (history entry + popstate, no reload) without waiting for a
 * new page: for query parameters that open a dialog (`?barrier_modal`) on the current page.
 */
export async function pushAppUrl(page: Page, url: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
}

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user does; fails after `limit` presses. */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 60 } = {}): Promise<void> {
  for (let presses = 0; ; presses++) {
    // count() first: evaluate() would wait for an element that is not (yet) there.
    if ((await target.count()) === 1 && (await isFocused(target))) return;
    if (presses === limit) break;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
  throw new Error(`${String(target)} never received focus by ${backwards ? 'Shift+Tab' : 'Tab'} (focus on ${focused})`);
}

/** True when the element has the keyboard focus. */
export function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/** The menu's "Start" entry; its name goes on with the unread count when it shows a bubble ("Start, 2 neue …"). */
export const START_LINK = /^Start\b/;

/** An unread notification as `/notifications/unread` answers it, for journeys that serve their own list. */
export function unreadNotification(uuid: string, title: string, created = '2030-01-01T08:00:00Z', extra: object = {}) {
  return {
    uuid,
    title,
    message: `Nachricht ${title}`,
    icon: 'info',
    link: null,
    link_text: null,
    cancel_text: null,
    is_modal: true,
    created_date: created,
    ...extra,
  };
}
