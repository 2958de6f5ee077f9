import { describe, expect, it } from 'vitest';

/** Node's fs, untyped in this browser project (as in styles/theme-contrast.test.ts). */
const { readFileSync } = (await import(/* @vite-ignore */ `node:${'fs'}`)) as { readFileSync: (file: URL, encoding: 'utf8') => string };
const css = readFileSync(new URL('./assessments.css', import.meta.url), 'utf8');

function luminanceOf(hex: string): number {
  const [red = 0, green = 0, blue = 0] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const channel = (share: number) => (share <= 0.04045 ? share / 12.92 : ((share + 0.055) / 1.055) ** 2.4);
  return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue);
}

function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminanceOf(first), luminanceOf(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** The `--assessment-*` colours of the rule for `selector`. */
function sourceColours(selector: string): Record<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const body = new RegExp(`(?:^|\\n)${escaped}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  return Object.fromEntries([...body.matchAll(/--assessment-([a-z]+):\s*(#[0-9a-fA-F]{6})\b/g)].map((match) => [match[1], match[2]]));
}

describe('the comparison chart’s colours (SC 1.4.11)', () => {
  it('draws every source at 3:1 or more on the white page', () => {
    const colours = sourceColours('.assessments');
    expect(Object.keys(colours).sort()).toEqual(['parent', 'self', 'supervisor', 'teacher']);
    for (const [source, colour] of Object.entries(colours)) expect(contrastRatio(colour, '#ffffff'), source).toBeGreaterThanOrEqual(3);
  });

  it('draws every source at 3:1 or more on black in high contrast', () => {
    const colours = sourceColours('html.contrast .assessments');
    expect(Object.keys(colours)).toHaveLength(4);
    for (const [source, colour] of Object.entries(colours)) expect(contrastRatio(colour, '#000000'), source).toBeGreaterThanOrEqual(3);
  });

  it('gives the sources four different colours', () => {
    expect(new Set(Object.values(sourceColours('.assessments'))).size).toBe(4);
  });
});
