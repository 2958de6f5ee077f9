import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { recordLeichteSpracheGaps } from './leichte-sprache-gaps';

describe('the Leichte-Sprache gap recorder (decision 231)', () => {
  it('records the exact keys resolved without a twin, and only those', async () => {
    const texts = { a: { plain: 'Normal', twin: 'Normal', items_one: '{{count}} Ding', items_other: '{{count}} Dinge', hello_du: 'Hallo du' } };
    const simple = { a: { twin: 'Leicht', items_one: '{{count}} Ding leicht' } };
    const instance = i18next.createInstance();
    await instance.init({ lng: 'de', resources: { de: { translation: texts } }, interpolation: { escapeValue: false } });
    instance.addResourceBundle('de', 'translation', simple, true, true);
    (globalThis as { window?: unknown }).window ??= globalThis;
    recordLeichteSpracheGaps(instance, [simple]);
    // The app's typed keys (i18next.d.ts) do not know these test keys.
    const t = instance.t.bind(instance) as unknown as (key: string, options?: object) => string;

    expect(t('a.twin')).toBe('Leicht');
    expect(t('a.items', { count: 1 })).toBe('1 Ding leicht');
    expect(t('a.plain')).toBe('Normal');
    expect(t('a.items', { count: 2 })).toBe('2 Dinge');
    expect(t('a.hello', { context: 'du' })).toBe('Hallo du');
    const gaps = (globalThis as unknown as { __leichteSpracheGaps: string[] }).__leichteSpracheGaps;
    expect(gaps).toEqual(['a.plain', 'a.items_other', 'a.hello_du']);

  });
});
