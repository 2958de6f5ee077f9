import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import texts from '../../../locales/de-arcade.json';
import { questProgressText } from './quest-progress-text';

const instance = i18next.createInstance();
beforeAll(async () => {
  await instance.init({ lng: 'de', resources: { de: { translation: texts } }, interpolation: { escapeValue: false }, showSupportNotice: false });
});

const statistics = (participants: number, done: number, classSize: number) => ({
  class_size: classSize,
  participants,
  done,
  missing: classSize - participants,
});

describe('questProgressText', () => {
  it('inflects one participant and one finisher in the singular', () => {
    expect(questProgressText(instance.t, statistics(1, 1, 1))).toBe('1 von 1 macht mit, 1 hat es geschafft');
  });

  it('inflects several in the plural and names nobody done', () => {
    expect(questProgressText(instance.t, statistics(2, 0, 3))).toBe('2 von 3 machen mit, noch niemand hat es geschafft');
    expect(questProgressText(instance.t, statistics(3, 2, 3))).toBe('3 von 3 machen mit, 2 haben es geschafft');
  });

  it('counts nobody joined in the plural', () => {
    expect(questProgressText(instance.t, statistics(0, 0, 25))).toBe('0 von 25 machen mit, noch niemand hat es geschafft');
  });
});
