import { describe, expect, it } from 'vitest';

/**
 * The test runs in Node (vitest), but this project's types know only the browser, and vitest hands
 * CSS imports over empty (also with `?raw`): so Node's fs comes in untyped and is given the two
 * functions used here.
 */
const { readFileSync, readdirSync } = (await import(/* @vite-ignore */ `node:${'fs'}`)) as {
  readFileSync: (file: URL, encoding: 'utf8') => string;
  readdirSync: (folder: URL, options: { recursive: true }) => string[];
};

const SOURCE_FOLDER = new URL('../', import.meta.url);
const readCss = (relative: string) => readFileSync(new URL(relative, SOURCE_FOLDER), 'utf8');
const appCss = readCss('styles/app.css');
const themeCss = (name: string) => readCss(`../public/styleguide/themes/${name}.css`);

/** Every stylesheet of the client, to find the rules that draw in literal colours. */
const STYLESHEETS = readdirSync(SOURCE_FOLDER, { recursive: true })
  .filter((file) => file.endsWith('.css'))
  .map((file) => readCss(file));

/** Parts drawn in literal white whose high-contrast look comes from a rule for a class they also carry. */
const COVERED_BY_ANOTHER_CONTRAST_RULE: Record<string, string> = {
  '.button--danger': 'always together with .button: html.contrast .button draws it yellow on black',
};

/**
 * Decision 011 promises WCAG 2.1 AA "by calculation" for every look: this test does the
 * calculation on the colour variables, as the stylesheets define them. Text needs 4.5:1
 * (SC 1.4.3), borders of controls, focus rings and other UI parts 3:1 (SC 1.4.11) – axe in the
 * e2e sweep checks rendered text only, not the UI parts.
 */

type Palette = Record<string, string>;

/** The `--color-*` variables of the first rule whose selector is exactly `selector`. */
function colourVariablesOf(css: string, selector: string): Palette {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const body = new RegExp(`(?:^|\\n)${escaped}\\s*\\{([^}]*)\\}`).exec(css)?.[1];
  if (body === undefined) throw new Error(`no rule ${selector}`);
  return Object.fromEntries([...body.matchAll(/--(color-[a-z-]+):\s*(#[0-9a-fA-F]{3,6})\b/g)].map((match) => [match[1], match[2]]));
}

const base = colourVariablesOf(appCss, ':root');
const LOOKS: { name: string; palette: Palette; isHighContrast: boolean }[] = [
  { name: 'original', palette: base, isHighContrast: false },
  ...['ozean', 'wald', 'sonne'].map((name) => ({ name, palette: { ...base, ...colourVariablesOf(themeCss(name), 'html:root') }, isHighContrast: false })),
  { name: 'high contrast', palette: { ...base, ...colourVariablesOf(appCss, 'html.contrast') }, isHighContrast: true },
];

function channel(value: number): number {
  const share = value / 255;
  return share <= 0.04045 ? share / 12.92 : ((share + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance (WCAG 2.1). */
function luminanceOf(hex: string): number {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const [red = 0, green = 0, blue = 0] = [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16));
  return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue);
}

function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminanceOf(first), luminanceOf(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

type Pair = {
  /** A variable name without `--color-`, or a literal colour the stylesheets write. */
  foreground: string;
  background: string;
  minimum: 4.5 | 3;
  where: string;
  /** Literal white on a variable: high contrast redraws these parts yellow on black (html.contrast rules). */
  colourLooksOnly?: boolean;
};

const TEXT = 4.5;
const UI = 3;
const PAIRS: Pair[] = [
  { foreground: 'text', background: 'bg', minimum: TEXT, where: 'body text' },
  { foreground: 'text', background: 'surface', minimum: TEXT, where: 'footer, cards, read-only boxes' },
  { foreground: 'text', background: 'primary-tint', minimum: TEXT, where: 'focused menu item' },
  { foreground: 'text', background: 'notice-bg', minimum: TEXT, where: 'notices' },
  { foreground: 'text-muted', background: 'bg', minimum: TEXT, where: 'hints' },
  { foreground: 'text-muted', background: 'surface', minimum: TEXT, where: 'hints on cards' },
  { foreground: 'primary', background: 'bg', minimum: TEXT, where: 'links, secondary buttons, quick menu' },
  { foreground: 'primary', background: 'surface', minimum: TEXT, where: 'links on cards' },
  { foreground: 'primary', background: 'primary-tint', minimum: TEXT, where: 'current menu entry, secondary button hovered' },
  { foreground: 'primary-dark', background: 'primary-tint', minimum: TEXT, where: 'current quick-menu item' },
  { foreground: 'primary-dark', background: 'bg', minimum: TEXT, where: 'headings and links hovered' },
  { foreground: 'error', background: 'bg', minimum: TEXT, where: 'error messages' },
  { foreground: 'error', background: 'surface', minimum: TEXT, where: 'error messages on cards' },
  { foreground: '#ffffff', background: 'primary', minimum: TEXT, where: 'primary buttons, avatar, selected tab', colourLooksOnly: true },
  { foreground: '#ffffff', background: 'primary-dark', minimum: TEXT, where: 'primary buttons hovered', colourLooksOnly: true },
  { foreground: '#ffffff', background: 'error', minimum: TEXT, where: 'danger buttons', colourLooksOnly: true },
  { foreground: 'border', background: 'bg', minimum: UI, where: 'borders of fields, switches and checkboxes' },
  { foreground: 'border', background: 'surface', minimum: UI, where: 'borders of fields on cards' },
  { foreground: 'primary', background: 'bg', minimum: UI, where: 'selected switch track, progress bars' },
  { foreground: 'focus', background: 'bg', minimum: UI, where: 'focus ring' },
  { foreground: 'focus', background: 'surface', minimum: UI, where: 'focus ring on cards and the footer' },
  { foreground: 'focus', background: 'primary-tint', minimum: UI, where: 'focus ring on the current menu entry' },
  { foreground: 'notice-border', background: 'notice-bg', minimum: UI, where: 'the bar that marks a notice' },
  { foreground: 'notice-border', background: 'bg', minimum: UI, where: 'the notice bar next to the page' },
];

function colourOf(palette: Palette, name: string): string {
  if (name.startsWith('#')) return name;
  const value = palette[`color-${name}`];
  if (!value) throw new Error(`--color-${name} is not defined`);
  return value;
}

describe('colour contrast of every look (decision 011)', () => {
  it('reads every look with the same variables as the base', () => {
    for (const look of LOOKS) expect(Object.keys(look.palette).sort(), look.name).toEqual(Object.keys(base).sort());
    expect(Object.keys(base).length).toBeGreaterThan(10);
  });

  it('computes the ratios WCAG gives for black and white and for equal colours', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#ffffff')).toBe(1);
    // WCAG's own example: #767676 on white is the lightest grey with 4.5:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  for (const look of LOOKS) {
    it(`keeps text at 4.5:1 and UI parts at 3:1 in ${look.name}`, () => {
      const failures = PAIRS.filter((pair) => !(pair.colourLooksOnly && look.isHighContrast))
        .map((pair) => ({ pair, ratio: contrastRatio(colourOf(look.palette, pair.foreground), colourOf(look.palette, pair.background)) }))
        .filter(({ pair, ratio }) => ratio < pair.minimum)
        .map(({ pair, ratio }) => `${pair.foreground} on ${pair.background} (${pair.where}): ${ratio.toFixed(2)}:1 < ${pair.minimum}:1`);
      expect(failures).toEqual([]);
    });
  }

  it('redraws every part drawn in literal white in high contrast, where white on yellow would fail', () => {
    const highContrast = LOOKS.find((look) => look.isHighContrast)?.palette ?? {};
    expect(contrastRatio('#ffffff', colourOf(highContrast, 'primary'))).toBeLessThan(TEXT);
    const rules = STYLESHEETS.flatMap((css) =>
      [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((match) => ({
        selectors: (match[1] ?? '').split(',').map((selector) => selector.trim()),
        // Declarations only – the variables themselves (`--color-bg: #ffffff`) draw nothing.
        body: (match[2] ?? '').replace(/--[a-z-]+\s*:[^;]*;/g, ''),
      })),
    );
    const contrastSelectors = new Set(rules.flatMap((rule) => rule.selectors).filter((selector) => selector.startsWith('html.contrast ')));
    const drawnWhite = rules
      .filter((rule) => /#fff(fff)?\b/i.test(rule.body) && !rule.selectors.some((selector) => selector.startsWith('html.contrast')))
      .flatMap((rule) => rule.selectors);
    expect(drawnWhite.length).toBeGreaterThan(3);
    const withoutOverride = drawnWhite.filter(
      (selector) => !contrastSelectors.has(`html.contrast ${selector}`) && !(selector in COVERED_BY_ANOTHER_CONTRAST_RULE),
    );
    expect(withoutOverride).toEqual([]);
  });
});
