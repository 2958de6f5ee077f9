import { beforeAll, describe, expect, it } from 'vitest';
import leicht from '../locales/de-leicht.json';
import { addTexts, applySimpleLanguage, i18next, initI18n } from './i18n';

/** The app's typed keys (i18next.d.ts) do not know the test keys. */
const text = (key: string) => i18next.getResource('de', 'translation', key) as string | undefined;

describe('texts of a screen that runs before start-up knows the Leichte-Sprache mode', () => {
  beforeAll(async () => {
    await initI18n();
    // applySimpleLanguage marks the page and asks storage whether gaps are recorded.
    const documentStub = { documentElement: { classList: { add: () => {} } } };
    Object.assign(globalThis, { document: documentStub, window: { localStorage: { getItem: () => null } } });
  });

  it('gets the same texts as when it runs after', async () => {
    // Its module ran while the account was still being read: mode unknown.
    addTexts({ early: { title: 'Normal', plain: 'Nur normal' }, startup: { loading: 'Normal lädt' } }, {
      early: { title: 'Leicht' },
      startup: { failedTitle: 'Feature leicht' },
    });
    await applySimpleLanguage();
    // And one that runs after the mode was switched on.
    addTexts({ late: { title: 'Normal', plain: 'Nur normal' } }, { late: { title: 'Leicht' } });

    expect(text('early.title')).toBe('Leicht');
    expect(text('late.title')).toBe('Leicht');
    expect(text('early.plain')).toBe('Nur normal');
    expect(text('late.plain')).toBe('Nur normal');
    // The shared overlay wins over a screen's normal texts, whichever came first.
    expect(text('startup.loading')).toBe(leicht.startup.loading);
    // A feature's own overlay wins over the shared one, as it did when it arrived after it.
    expect(text('startup.failedTitle')).toBe('Feature leicht');
  });

  it('lets an overlay arriving later win over the shared one', () => {
    addTexts({ startup: { failedText: 'Normal' } }, { startup: { failedText: 'Feature leicht' } });
    expect(text('startup.failedText')).toBe('Feature leicht');
  });
});
