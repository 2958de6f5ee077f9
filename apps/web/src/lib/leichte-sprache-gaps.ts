import type { i18n } from 'i18next';

function keysOf(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/**
 * Decision 231: records in `window.__leichteSpracheGaps` every key that a text is resolved from
 * while Leichte Sprache is on but that has no Leichte-Sprache twin. `simpleBundles` is the live
 * list of the Leichte-Sprache texts applied (lib/i18n.ts adds a feature's overlay when its chunk
 * runs). Loaded only when the e2e flag is set.
 */
export function recordLeichteSpracheGaps(i18next: i18n, simpleBundles: readonly object[]): void {
  const simpleKeys = new Set<string>();
  let counted = 0;
  const gaps: string[] = [];
  (window as unknown as { __leichteSpracheGaps: string[] }).__leichteSpracheGaps = gaps;
  i18next.use({
    type: 'postProcessor',
    name: 'leichteSpracheGaps',
    process(value: unknown, key: string | string[], options: { i18nResolved?: { exactUsedKey?: string } }) {
      // The key as found, with its context and plural suffix (`files.intro_du`, `…count_one`).
      const usedKey = options.i18nResolved?.exactUsedKey ?? (Array.isArray(key) ? key[0] : key);
      for (; counted < simpleBundles.length; counted += 1) for (const simpleKey of keysOf(simpleBundles[counted] ?? {})) simpleKeys.add(simpleKey);
      if (typeof value === 'string' && usedKey && !simpleKeys.has(usedKey) && !gaps.includes(usedKey)) gaps.push(usedKey);
      return value;
    },
  });
  i18next.options.postProcess = ['leichteSpracheGaps'];
  i18next.options.postProcessPassResolved = true;
}
