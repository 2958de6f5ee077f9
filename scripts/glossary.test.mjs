// One word per thing (docs/glossary.md, decision 232): the retired variants listed in
// docs/glossary.retired.json may not appear in what a person reads – the web locales (Leichte
// Sprache included) and content/**. A variant retired for one reader ('student' or 'staff') is
// flagged only in that reader's texts (students read "Klasse", staff "Lerngruppe"). URLs, Markdown
// link targets and {{placeholders}} are not read, so they are not checked.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contentTexts, localeTexts, readable } from './texts-by-reader.mjs';

const DOCS = fileURLToPath(new URL('../docs/', import.meta.url));
const { retired } = JSON.parse(readFileSync(`${DOCS}glossary.retired.json`, 'utf8'));

/**
 * Known, deliberate uses, each with its reason. `file` and `label` must match; `includes` is a piece
 * of the text around the word.
 */
export const EXEMPTIONS = [
  { file: 'content/cms/explanations.json', label: 'Stufe', includes: 'Siegertreppchen mit drei Stufen', reason: 'the steps of a podium in an image text, not a level' },
  ...['barrier-free-info.md', 'barrier-free-info.du.md', 'sehbeeintraechtigte.md', 'sehbeeintraechtigte.du.md'].map((name) => ({
    file: `content/pages/${name}`, label: 'Stufe', includes: 'Stufe AA', reason: `${name}: the WCAG conformance level „Stufe AA“`,
  })),
  ...['barrier-free-info.md', 'barrier-free-info.du.md'].map((name) => ({
    file: `content/pages/${name}`, label: 'Feedback', includes: '## Feedback und Kontaktangaben', reason: `${name}: the heading the EU model accessibility statement prescribes`,
  })),
  // The AVV is a versioned document schools confirm; its wording changes only with a new version (decision 110).
  ...['Klasse', 'Klassen', 'Koordinator*in der Schule'].map((label) => ({
    file: 'content/signatures/avv.md', label, includes: 'Auftragsverarbeitung', reason: `avv.md (${label}): the confirmed AVV version 2026-1 is not reworded`,
  })),
];

function exempt(hit) {
  return EXEMPTIONS.some((exemption) => exemption.file === hit.file && exemption.label === hit.label && hit.text.includes(exemption.includes));
}

function hitsIn(texts) {
  return texts.flatMap(({ file, key, text, reader }) =>
    retired
      .filter((variant) => variant.readers === 'all' || variant.readers === reader)
      .filter((variant) => new RegExp(variant.pattern, 'u').test(readable(text)))
      .map((variant) => ({ file, key, label: variant.label, use: variant.term, text }))
      .filter((hit) => !exempt(hit)),
  );
}

const report = (hits) => hits.map(({ file, key, label, use }) => `${file} ${key}: „${label}“ – use „${use}“`);

describe('one word per thing (docs/glossary.md)', () => {
  it('the glossary lists exactly the retired variants of docs/glossary.retired.json', () => {
    const doc = readFileSync(`${DOCS}glossary.md`, 'utf8');
    const table = doc.split('## Terms')[1].split('\n## ')[0];
    const rows = table.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Begriff'));
    const listed = new Set(rows.flatMap((row) => [...row.trim().replace(/\|$/, '').split(' | ').at(-1).matchAll(/`([^`]+)`/g)].map((match) => match[1])));
    expect([...listed].sort()).toEqual([...new Set(retired.map((variant) => variant.label))].sort());
  });

  it('every retired pattern is a valid expression and names its term', () => {
    for (const variant of retired) {
      expect(() => new RegExp(variant.pattern, 'u')).not.toThrow();
      expect(['all', 'student', 'staff']).toContain(variant.readers);
      expect(variant.term.length).toBeGreaterThan(0);
    }
  });

  it('the web locales use no retired variant', () => {
    expect(report(hitsIn(localeTexts()))).toEqual([]);
  });

  it('content/** uses no retired variant', () => {
    expect(report(hitsIn(contentTexts()))).toEqual([]);
  });

  it('every exemption is still needed', () => {
    const all = [...localeTexts(), ...contentTexts()];
    const unused = EXEMPTIONS.filter((exemption) =>
      !all.some(({ file, text }) => file === exemption.file && text.includes(exemption.includes) && retired.some((variant) => variant.label === exemption.label && new RegExp(variant.pattern, 'u').test(readable(text)))),
    );
    expect(unused.map((exemption) => exemption.reason)).toEqual([]);
  });
});
