import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, signIn } from '../support/browser';

/**
 * The screen's frame does not jump while its data arrives (issue 20: Lighthouse's performance
 * score on the start pages, Mein Weg and the admin tables was lost to layout shifts, not to paint
 * or script time). Each screen is opened as a fresh page load of a signed-in user on a phone's
 * width with the CPU slowed as on a cheap tablet, its layout shifts are summed as the browser
 * reports them (the CLS of the load), and the elements that moved are named when the sum is too high.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Google's threshold for a "good" cumulative layout shift. */
const GOOD_CLS = 0.1;

type Shift = { value: number; sources: string[] };

/** Records every layout shift of the next page load, from before the page's own scripts run. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node;
          if (!(node instanceof Element)) return node?.nodeName ?? '?';
          return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.classList.length > 0 ? `.${[...node.classList].join('.')}` : ''}`;
        });
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Lighthouse's mobile preset slows the CPU 4×: on a cheap tablet late parts arrive after the first paint (decision 260). */
const CPU_SLOWDOWN = 4;

async function layoutShiftOf(page: Page, path: string, ready: () => Promise<void>): Promise<Shift[]> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(path);
  await ready();
  // Late cards and lazily loaded parts: give them time to arrive and shift what they would.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_500);
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

const SCREENS = [
  { username: 'schueler', path: '/', heading: /Hallo|Guten/ },
  { username: 'schueler', path: '/mein-weg', heading: /Mein Weg/ },
  { username: 'schueler', path: '/stories', heading: /Stories/ },
  { username: 'lehrer', path: '/', heading: /Hallo|Guten/ },
  { username: 'lehrer', path: '/pinnwand-lerngruppe', heading: /Pinnwand/ },
  { username: 'schuladmin', path: '/', heading: /Hallo|Guten/ },
  { username: 'schuladmin', path: '/verwaltung/klassen', heading: /Lerngruppen/ },
  { username: 'landadmin', path: '/verwaltung/schulen', heading: /Schulen/ },
  { username: 'bundadmin', path: '/verwaltung/schulen', heading: /Schulen/ },
  { username: 'technik', path: '/', heading: /Hallo|Guten/ },
] as const;

describe('layout shift while a screen loads (issue 20)', () => {
  for (const screen of SCREENS) {
    it(`${screen.username} ${screen.path}: the frame stays where it is painted (CLS < ${GOOD_CLS})`, async () => {
      const context = await newContext(browser, { width: 412 });
      try {
        const page = await context.newPage();
        await signIn(page, screen.username);
        await recordShifts(page);
        const shifts = await layoutShiftOf(page, screen.path, () => page.getByRole('heading', { level: 1, name: screen.heading }).waitFor());
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        const described = shifts.map((shift) => `${shift.value.toFixed(3)} ${shift.sources.join(', ')}`).join('; ');
        console.log(`CLS ${screen.username} ${screen.path}: ${total.toFixed(3)} (${described || 'keine Verschiebung'})`);
        expect(total, described).toBeLessThan(GOOD_CLS);
      } finally {
        await context.close();
      }
    });
  }
});
