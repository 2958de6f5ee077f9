import {
  LEICHTE_SPRACHE_MAX_WORDS_PER_SENTENCE,
  LEICHTE_SPRACHE_PATTERNS,
  leichteSpracheSentences,
  leichteSpracheWords,
} from '@berufswahl/contracts/shared/leichte-sprache-rules';
import { describe, expect, it } from 'vitest';
import { isStaffOnlyKey, NO_TWIN_NEEDED, RULE_EXEMPTIONS, STAFF_FILES } from './leichte-sprache-scope';

/**
 * Decision 231 (issue 17): every UI text a student can see has a Leichte-Sprache twin, and the
 * twins keep the rules a machine can check (design CONTENT.md, Netzwerk Leichte Sprache).
 */
const FILES = import.meta.glob<Record<string, unknown>>('./de*.json', { import: 'default', eager: true });

type Texts = Record<string, string>;

function flatten(texts: unknown, prefix = '', into: Texts = {}): Texts {
  for (const [key, value] of Object.entries(texts as Record<string, unknown>)) {
    if (value !== null && typeof value === 'object') flatten(value, `${prefix}${key}.`, into);
    else into[`${prefix}${key}`] = String(value);
  }
  return into;
}

const name = (path: string) => path.replace('./', '');
const standardFiles = Object.keys(FILES)
  .map(name)
  .filter((file) => !file.endsWith('.leicht.json'));
const simpleFiles = Object.keys(FILES)
  .map(name)
  .filter((file) => file.endsWith('.leicht.json'));
const textsOf = (file: string) => flatten(FILES[`./${file}`]);
const shared = textsOf('de-leicht.json');

/** The twin of a key: in the shared overlay or in the file's own overlay. */
function twinOf(file: string, key: string): string | undefined {
  const own = file === 'de.json' ? undefined : FILES[`./${file.replace(/\.json$/, '.leicht.json')}`];
  return shared[key] ?? (own ? flatten(own)[key] : undefined);
}

const studentFiles = standardFiles.filter((file) => !(file in STAFF_FILES));

describe('the Leichte-Sprache layer of the UI texts', () => {
  it('knows every staff file it exempts', () => {
    expect(Object.keys(STAFF_FILES).filter((file) => !standardFiles.includes(file))).toEqual([]);
    expect(studentFiles.length).toBeGreaterThan(15);
  });

  it('has a twin for every key a student can see', () => {
    const missing = studentFiles.flatMap((file) =>
      Object.keys(textsOf(file))
        .filter((key) => !isStaffOnlyKey(key) && !(key in NO_TWIN_NEEDED))
        .filter((key) => twinOf(file, key) === undefined)
        .map((key) => `${file}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('exempts only keys that exist', () => {
    const all = new Set(standardFiles.flatMap((file) => Object.keys(textsOf(file))));
    expect(Object.keys(NO_TWIN_NEEDED).filter((key) => !all.has(key))).toEqual([]);
  });

  it('keeps the placeholders of the normal text: a twin brings no new one', () => {
    const standard: Texts = Object.assign({}, ...standardFiles.map(textsOf));
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((match) => match[1]);
    const found = simpleFiles.flatMap((file) =>
      Object.entries(textsOf(file))
        .filter(([key]) => key in standard)
        .flatMap(([key, text]) =>
          placeholders(text)
            .filter((placeholder) => !placeholders(standard[key] ?? '').includes(placeholder))
            .map((placeholder) => `${file}: ${key} {{${placeholder}}}`),
        ),
    );
    expect(found).toEqual([]);
  });
});

// The rules of decision 231, written once for the UI, the content and the server's messages (decision 234).
const MAX_WORDS_PER_SENTENCE = LEICHTE_SPRACHE_MAX_WORDS_PER_SENTENCE;
const { passive: PASSIVE, subjunctive: SUBJUNCTIVE, genitive: GENITIVE_ARTICLE, 'number word': NUMBER_WORD, 'gender sign': GENDER_SIGN } =
  LEICHTE_SPRACHE_PATTERNS;
const sentences = leichteSpracheSentences;
const words = leichteSpracheWords;

describe('the Leichte-Sprache UI texts keep the rules', () => {
  const all = simpleFiles.flatMap((file) => Object.entries(textsOf(file)).map(([key, text]) => ({ file, key, text })));

  it('finds the rules break where they break', () => {
    expect(PASSIVE.test('Die Datei wird gelöscht.')).toBe(true);
    expect(NUMBER_WORD.test('Du hast zwei Tage.')).toBe(true);
    expect(GENDER_SIGN.test('Schüler*innen')).toBe(true);
    expect(GENDER_SIGN.test('1 Schüler·in')).toBe(true);
    expect(GENDER_SIGN.test('Berufs·beratung und Schülerinnen')).toBe(false);
    expect(words('Hallo {{firstName}}! Schön, dass du da bist.')).toHaveLength(7);
  });

  it(`keeps every sentence at ${MAX_WORDS_PER_SENTENCE} words or fewer`, () => {
    const long = all
      .filter(({ key }) => !(key in RULE_EXEMPTIONS))
      .flatMap(({ file, key, text }) =>
        sentences(text)
          .filter((sentence) => words(sentence).length > MAX_WORDS_PER_SENTENCE)
          .map((sentence) => `${file}: ${key}: ${sentence}`),
      );
    expect(long).toEqual([]);
  });

  it('writes no passive, no subjunctive, no genitive article, numbers as digits and no gender sign', () => {
    const found: string[] = [];
    for (const { file, key, text } of all) {
      if (key in RULE_EXEMPTIONS) continue;
      for (const [rule, pattern] of [
        ['passive', PASSIVE],
        ['subjunctive', SUBJUNCTIVE],
        ['genitive', GENITIVE_ARTICLE],
        ['number word', NUMBER_WORD],
        ['gender sign', GENDER_SIGN],
      ] as const) {
        const match = pattern.exec(text);
        if (match) found.push(`${file}: ${key}: ${rule} „${match[0]}“`);
      }
    }
    expect(found).toEqual([]);
  });

  it('exempts only keys that exist', () => {
    const keys = new Set(all.map(({ key }) => key));
    expect(Object.keys(RULE_EXEMPTIONS).filter((key) => !keys.has(key))).toEqual([]);
  });
});
