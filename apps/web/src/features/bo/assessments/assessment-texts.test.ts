import { describe, expect, it } from 'vitest';
import texts from '../../../locales/de-assessments.json';
import simpleTexts from '../../../locales/de-assessments.leicht.json';

/** `a.b.c` for every text of a locale object. */
function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' && inner !== null ? keysOf(inner as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** The texts of a locale object with their keys. */
function textsOf(value: object, prefix = ''): [string, string][] {
  return Object.entries(value).flatMap(([key, inner]): [string, string][] =>
    typeof inner === 'object' && inner !== null ? textsOf(inner as object, `${prefix}${key}.`) : [[`${prefix}${key}`, String(inner)]],
  );
}

describe('the Leichte-Sprache texts of So sehen mich andere', () => {
  it('have a twin for every text a student sees on the screen', () => {
    expect(keysOf(simpleTexts).sort()).toEqual(keysOf(texts).sort());
  });

  it('keep every sentence at 12 words or fewer', () => {
    const tooLong = textsOf(simpleTexts).flatMap(([key, text]) =>
      text
        .split(/(?<=[.!?:])\s+/)
        .filter((sentence) => sentence.split(/\s+/).filter((word) => /\p{L}|\d|\{\{/u.test(word)).length > 12)
        .map((sentence) => `${key}: ${sentence}`),
    );
    expect(tooLong).toEqual([]);
  });
});
