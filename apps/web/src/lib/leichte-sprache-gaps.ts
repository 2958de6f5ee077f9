import type { i18n } from 'i18next';

/**
 * Decision 231: records in `window.__leichteSpracheGaps` every key that a text is resolved from
 * while Leichte Sprache is on but that has no Leichte-Sprache twin (`simpleKeys`). Loaded only
 * when the e2e flag is set (lib/i18n.ts).
 */
export function recordLeichteSpracheGaps(i18next: i18n, simpleKeys: ReadonlySet<string>): void {
  const gaps: string[] = [];
  (window as unknown as { __leichteSpracheGaps: string[] }).__leichteSpracheGaps = gaps;
  i18next.use({
    type: 'postProcessor',
    name: 'leichteSpracheGaps',
    process(value: unknown, key: string | string[], options: { i18nResolved?: { exactUsedKey?: string } }) {
      // The key as found, with its context and plural suffix (`files.intro_du`, `…count_one`).
      const usedKey = options.i18nResolved?.exactUsedKey ?? (Array.isArray(key) ? key[0] : key);
      if (typeof value === 'string' && usedKey && !simpleKeys.has(usedKey) && !gaps.includes(usedKey)) gaps.push(usedKey);
      return value;
    },
  });
  i18next.options.postProcess = ['leichteSpracheGaps'];
  i18next.options.postProcessPassResolved = true;
}
