import { readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Cookie, type Page, type Route } from 'playwright-core';
import { afterEach, beforeEach, expect, inject } from 'vitest';
import { CHROMIUM_FLAGS, DEMO_PASSWORD } from './chromium';
import { dismissNotifications, dismissWelcome } from './first-run';

export { DEMO_PASSWORD, dismissNotifications, dismissWelcome };

export const ARTIFACTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');

/** Debian's Chromium, started the way this machine allows (no sandbox as root, no background traffic). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...CHROMIUM_FLAGS,
      '--disable-quic',
      // A fake microphone that needs no permission prompt (the story recorder's journey).
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  });
}

/**
 * The index of this worker's own server (global-setup.ts starts one per worker): Vitest numbers
 * its workers from 1 in VITEST_POOL_ID.
 */
function ownServerIndex(): number {
  const servers = inject('baseUrls').length;
  return (Math.max(1, Number(process.env.VITEST_POOL_ID ?? 1)) - 1) % servers;
}

export function baseUrl(): string {
  return inject('baseUrls')[ownServerIndex()]!;
}

/** Content-Security-Policy violations Chromium reported in any page of the current test. */
const cspViolations: string[] = [];

function isCspViolation(text: string): boolean {
  return text.includes('Content Security Policy') || text.includes('Content-Security-Policy');
}

// Every test that imports this file fails when a page broke the CSP (decision 030): an inline
// script or style element, an eval, a request to a foreign origin.
afterEach(() => {
  const found = cspViolations.splice(0);
  expect(found, 'Content-Security-Policy violations in the browser console').toEqual([]);
});

/** The pages of the current test that are still open (a failed journey never reaches its close). */
const openPages = new Set<Page>();
/**
 * What the pages showed when the current test closed their context – a journey that closes its
 * context in `finally` does so after its failure, before the report below runs.
 */
const closedPageViews: { url: string; seen: unknown }[] = [];

/** The page's address, heading, open dialogs (inert when another modal covers them) and focus. */
async function viewOf(page: Page): Promise<unknown> {
  return page
    .evaluate(() => ({
      heading: document.querySelector('h1')?.textContent?.trim() ?? null,
      dialogs: [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].map((dialog) => {
        const labelId = dialog.getAttribute('aria-labelledby');
        const label = dialog.getAttribute('aria-label') ?? (labelId ? document.getElementById(labelId)?.textContent : null) ?? dialog.textContent?.slice(0, 60);
        return `${label?.trim() ?? '(unnamed)'}${dialog.closest('[inert]') ? ' (inert)' : ''}`;
      }),
      focus: document.activeElement?.outerHTML.slice(0, 120) ?? null,
    }))
    .catch((error: unknown) => ({ error: String(error) }));
}

/**
 * What each page of a failed test showed: printed to the log for the pages still open (with a
 * screenshot in artifacts/) and for those the test closed – a journey that fails once in a CI run
 * then says what was on the screen.
 */
async function reportPages(testName: string): Promise<void> {
  const pages = [...openPages].filter((page) => !page.isClosed());
  for (const [index, page] of pages.entries()) {
    console.error(`[failed: ${testName}] page ${index + 1} of ${pages.length}: ${page.url()}\n${JSON.stringify(await viewOf(page), null, 2)}`);
    const file = `failed-${testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}-${index + 1}`;
    await screenshot(page, file).catch(() => undefined);
  }
  for (const { url, seen } of closedPageViews) {
    console.error(`[failed: ${testName}] page closed by the test: ${url}\n${JSON.stringify(seen, null, 2)}`);
  }
}

beforeEach(({ task, onTestFailed }) => {
  openPages.clear();
  closedPageViews.splice(0);
  onTestFailed(() => reportPages(task.name));
});

/**
 * A fresh browser context on the e2e server. The app's service worker is blocked unless a journey
 * asks for it (`withServiceWorker`): every context would otherwise install it and fetch the whole
 * precached shell, which doubles the suite's time for journeys that test something else – and it
 * answers precached code past `page.route`. The journeys of the worker itself (update notice,
 * offline reading and writing) turn it on.
 */
export async function newContext(browser: Browser, options: { width?: number; withServiceWorker?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'de-DE',
    viewport: { width: options.width ?? 1280, height: 800 },
    serviceWorkers: options.withServiceWorker ? 'allow' : 'block',
  });
  context.on('console', (message) => {
    const text = message.text();
    if (isCspViolation(text)) cspViolations.push(`${message.location().url}: ${text}`);
  });
  context.on('page', (page) => {
    openPages.add(page);
    page.on('close', () => openPages.delete(page));
  });
  // What the pages show is kept when the test closes the context (a few milliseconds per close).
  const close = context.close.bind(context);
  context.close = async (closeOptions) => {
    for (const page of context.pages()) closedPageViews.push({ url: page.url(), seen: await viewOf(page) });
    await close(closeOptions);
  };
  context.on('weberror', (error) => {
    const text = String(error.error());
    if (isCspViolation(text)) cspViolations.push(text);
  });
  return context;
}

/**
 * The provider's session cookie of each account signed in during this run, kept in a folder the
 * global setup makes, so every journey file finds it. A journey that signs an account in again
 * reuses that session through the app's silent sign-in – as a person's browser does the second
 * time – instead of typing the password again: some 160 form sign-ins were a third of the suite's
 * time. A session that ended meanwhile (a sign-out, an expired session) brings the login form
 * back, and the form is used then. Journeys that test the form itself do not call `signIn`.
 */
const SESSION_COOKIE = /^bw_idp_session/;

function sessionFileOf(username: string): string {
  return path.join(inject('sessionCacheDirs')[ownServerIndex()]!, `${encodeURIComponent(username)}.json`);
}

async function readSession(username: string): Promise<Cookie[] | null> {
  try {
    return JSON.parse(await readFile(sessionFileOf(username), 'utf8')) as Cookie[];
  } catch {
    return null;
  }
}

async function keepSession(page: Page, username: string): Promise<void> {
  const cookies = (await page.context().cookies()).filter((cookie) => SESSION_COOKIE.test(cookie.name));
  if (cookies.length > 0) await writeFile(sessionFileOf(username), JSON.stringify(cookies));
}

/**
 * Waits until the page shows either the provider's login form (on its own /realms/ pages – an app
 * screen may have a „Benutzername“ field too) or the signed-in app (the shell marks
 * `html[data-onboarding]` once it knows the account).
 */
async function signedInOrAskedToSignIn(page: Page): Promise<'signed-in' | 'login-form'> {
  const isRealmPage = () => new URL(page.url()).pathname.startsWith('/realms/');
  let outcome: 'signed-in' | 'login-form' | null = null;
  await expect
    .poll(
      async () => {
        if (isRealmPage() && (await page.getByLabel('Benutzername').count()) > 0) outcome = 'login-form';
        else if (!isRealmPage() && (await page.locator('html[data-onboarding]').count()) > 0) outcome = 'signed-in';
        return outcome;
      },
      { timeout: 30_000 },
    )
    .not.toBeNull();
  return outcome ?? 'login-form';
}

/**
 * Signs in – with the account's kept provider session when there is a live one, else through the
 * provider's real login form – and waits until the app has started. Accounts that have not seen
 * the onboarding yet get a welcome dialog; it is declined ("Später") unless `keepWelcome` is set –
 * declining stores that it is not offered again. Unread notification dialogs (every account's
 * first one is a welcome note) are closed – marked read – unless `keepNotifications` is set. A
 * journey that passes its own `password` always uses the form.
 */
export async function signIn(
  page: Page,
  username: string,
  path = '/',
  options: { keepWelcome?: boolean; keepNotifications?: boolean; password?: string } = {},
): Promise<void> {
  const kept = options.password ? null : await readSession(username);
  if (kept) await page.context().addCookies(kept);
  await page.goto(path);
  if (!kept || (await signedInOrAskedToSignIn(page)) === 'login-form') await signInWithForm(page, username, options.password ?? DEMO_PASSWORD);
  await expect.poll(() => page.locator('h1').first().isVisible(), { timeout: 20_000 }).toBe(true);
  if (!options.keepWelcome) await dismissWelcome(page);
  if (!options.keepNotifications) await dismissNotifications(page);
}

async function signInWithForm(page: Page, username: string, password: string): Promise<void> {
  await page.waitForURL(/\/realms\/berufswahl\//);
  await page.getByLabel('Benutzername').fill(username);
  // A sign-in turned away while password checks are busy (decision 130) is tried again after a
  // few seconds, as a person would: the page keeps the name and asks for the password again.
  for (let attempt = 0; ; attempt += 1) {
    await page.getByLabel('Passwort').fill(password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    const signedIn = page.waitForURL((url) => !url.pathname.startsWith('/realms/')).then(() => 'signed-in' as const);
    const turnedAway = page
      .getByText('Gerade melden sich sehr viele')
      .waitFor()
      .then(() => 'busy' as const);
    // The race's loser rejects later (navigation, timeout); nobody waits for it any more.
    signedIn.catch(() => undefined);
    turnedAway.catch(() => undefined);
    if ((await Promise.race([signedIn, turnedAway])) === 'signed-in' || attempt >= 10) break;
    await page.waitForTimeout(3_000);
  }
  await page.waitForURL((url) => !url.pathname.startsWith('/realms/'));
  await keepSession(page, username);
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
// axe-core as @axe-core/playwright itself resolves it.
const AXE_SOURCE = readFileSync(createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');

type AxeViolation = { id: string; impact?: string | null; nodes: { target: unknown[] }[] };

function summarise(violations: AxeViolation[]): string[] {
  return violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * Runs axe-core with the WCAG 2.1 A/AA tags and fails listing every violation; `rules` narrows the
 * run to those rules (a colour theme changes only colours – see the axe sweep). A page without
 * frames gets axe injected once per document and asked for violations only (several times faster
 * in the page sweeps); a page with frames (the PDF preview) goes through @axe-core/playwright,
 * which checks inside the frames too.
 */
export async function expectNoAxeViolations(page: Page, label: string, options: { rules?: readonly string[] } = {}): Promise<void> {
  let violations: AxeViolation[];
  const rules = options.rules ? [...options.rules] : null;
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page });
    violations = (await (rules ? builder.withRules(rules) : builder.withTags(AXE_TAGS)).analyze()).violations;
  } else {
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
    const runOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: AXE_TAGS };
    violations = await page.evaluate(async (only) => {
      type Axe = { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      const axe = (window as unknown as { axe: Axe }).axe;
      return (await axe.run(document, { runOnly: only, resultTypes: ['violations'] })).violations;
    }, runOnly);
  }
  expect(summarise(violations), `axe violations on ${label}`).toEqual([]);
}

/**
 * A slow network, chosen by the test: the page's requests matching `pattern` wait until
 * `release()`, then `answer` answers them (by default they go on to the server). `isAsked()` tells
 * whether the page has asked yet.
 */
export async function holdRequests(
  page: Page,
  pattern: RegExp | string,
  answer: (route: Route) => Promise<void> = (route) => route.continue(),
): Promise<{ release: () => void; isAsked: () => boolean }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let isAsked = false;
  await page.route(pattern, async (route) => {
    isAsked = true;
    await released;
    await answer(route);
  });
  return { release, isAsked: () => isAsked };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`), fullPage: true });
}

/**
 * The page fits its viewport: nothing scrolls sideways. Polled, because after a viewport change
 * or a data load the shell re-lays itself out a moment later (the menu turns into the burger
 * through a media-query listener) – measured at once, a slow machine sees the old layout.
 */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), { timeout: 10_000 })
    .toBeLessThanOrEqual(0);
}
