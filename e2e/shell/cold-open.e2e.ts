import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { ROUTES, SIGNED_IN, type SweepRoute } from './routes';
import { waitForContent } from './shell-support';

/**
 * Every route of every role opened cold – a new tab, the address typed in (issue 14): its form
 * controls carry our styles, not the browser's, even when no other screen was opened before (a
 * stylesheet that arrives only with another screen's chunk left "Meine Daten" unstyled), and no
 * placeholder text is left on any screen. One browser context per role keeps the sign-in.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Tabs of one role opened at the same time. */
const PARALLEL_TABS = 4;

/**
 * The content pages (Markdown from content/pages) and the not-found page look the same for every
 * adult role: checked in du (schueler) and Sie (lehrer) only, which keeps the file within a few
 * minutes on a busy machine.
 */
const SAME_FOR_EVERY_ADULT = new Set(['hilfe', 'informationen', 'data-protection', 'imprint', 'gebaerdensprache', 'sehbeeintraechtigte', 'barrier-free-info', '*']);
const CONTENT_PAGE_CHECKERS: readonly string[] = ['schueler', 'lehrer', 'deaktiviert'];

/** Text that marks unfinished content. */
const PLACEHOLDER = /Platzhalter|Hier steht bald|Lorem|TODO/;

interface ControlFinding {
  control: string;
  problem: string;
}

/**
 * Form controls and labels the browser shows with its own default look: a control whose border,
 * padding, height and radius all equal those of the same element without any page styles (one in a
 * shadow root, where the page's stylesheets do not reach), and a text field's label still inline.
 */
function findUnstyledControls(page: Page): Promise<ControlFinding[]> {
  return page.evaluate(() => {
    const findings: { control: string; problem: string }[] = [];
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const PROPERTIES = ['borderTopStyle', 'borderTopWidth', 'paddingTop', 'paddingLeft', 'minHeight', 'borderTopLeftRadius'] as const;
    const describe = (element: Element) => element.outerHTML.slice(0, 140);
    const isShown = (element: Element) => {
      if (getComputedStyle(element).visibility === 'hidden') return false;
      // Visually hidden helpers (react-aria's drop button in a 1 × 1 px clip) are nobody's form control.
      for (let node: Element | null = element; node; node = node.parentElement) {
        const box = node.getBoundingClientRect();
        if (box.width <= 2 || box.height <= 2) return false;
      }
      return true;
    };
    const controls = [...document.querySelectorAll('main input, main textarea, main select, main button, main [role="button"]')];
    for (const control of controls) {
      if (!isShown(control)) continue;
      const type = control.getAttribute('type') ?? '';
      if (['checkbox', 'radio', 'hidden', 'file', 'range', 'color'].includes(type)) continue;
      const reference = document.createElement(control.tagName.toLowerCase());
      if (type) reference.setAttribute('type', type);
      shadow.append(reference);
      const own = getComputedStyle(control);
      const plain = getComputedStyle(reference);
      if (PROPERTIES.every((property) => own[property] === plain[property])) findings.push({ control: describe(control), problem: 'browser default look' });
      reference.remove();
    }
    const textControls = controls.filter(
      (control) => control.matches('textarea, select, input:not([type]), input[type="text"], input[type="password"], input[type="email"], input[type="search"], input[type="number"], input[type="date"]') && isShown(control),
    );
    for (const control of textControls) {
      for (const label of (control as HTMLInputElement).labels ?? []) {
        if (isShown(label) && getComputedStyle(label).display === 'inline') findings.push({ control: describe(label), problem: 'label runs inline with its field' });
      }
    }
    host.remove();
    return findings;
  });
}

/** Sentences of the page that read like unfinished content. */
async function placeholderTexts(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  return text
    .split(/(?<=[.!?])\s+|\n/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => PLACEHOLDER.test(sentence));
}

describe('every route opened cold', () => {
  for (const username of SIGNED_IN) {
    it(`is styled and free of placeholders for ${username}`, async () => {
      const context = await newContext(browser);
      const signInPage = await context.newPage();
      await signIn(signInPage, username, username === 'deaktiviert' ? '/landingpage' : '/');
      await signInPage.close();
      const routes = ROUTES.filter(
        (route) => route.roles.includes(username) && (!SAME_FOR_EVERY_ADULT.has(route.route) || CONTENT_PAGE_CHECKERS.includes(username)),
      );
      const problems: string[] = [];
      const check = async (route: SweepRoute) => {
        const page = await context.newPage();
        await page.goto(route.path);
        await page.locator('main h1').waitFor({ timeout: 30_000 });
        await waitForContent(page);
        for (const finding of await findUnstyledControls(page)) problems.push(`${route.path}: ${finding.problem}: ${finding.control}`);
        for (const text of await placeholderTexts(page)) problems.push(`${route.path}: placeholder text "${text.slice(0, 100)}"`);
        await page.close();
      };
      // A few tabs at once: most of a cold open is waiting for the sign-in round trip.
      const queue = routes.filter((route) => !route.isFullLoad);
      await Promise.all(
        Array.from({ length: PARALLEL_TABS }, async () => {
          for (let route = queue.shift(); route; route = queue.shift()) await check(route);
        }),
      );
      // /logout ends the session: last.
      for (const route of routes.filter((candidate) => candidate.isFullLoad)) await check(route);
      expect(problems, `cold-opened routes of ${username}`).toEqual([]);
      await context.close();
    }, 150_000);
  }
});

