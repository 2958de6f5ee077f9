import { readFileSync } from 'node:fs';
import { leichteSpracheRuleBreaks } from '@berufswahl/contracts/shared/leichte-sprache-rules';
import { describe, expect, it } from 'vitest';
import { contentPath } from '../../platform/content';

/**
 * Decision 231 (issue 17): the short texts of the content a student sees – explanation titles and
 * image texts, trophy names, the steps of the student tours – have Leichte-Sprache twins that keep
 * the rules a machine can check. The menu names have their own test (navigation.routes.test.ts),
 * Mein Weg too (mein-weg-leichte-sprache.test.ts).
 */
const read = <T>(path: string) => JSON.parse(readFileSync(contentPath(path), 'utf8')) as T;

interface ExplanationText {
  target: string;
  title: string;
  title_el?: string | null;
  illustration_alt: string | null;
  illustration_alt_el?: string | null;
}
interface Trophy {
  name: string;
  name_el?: string;
}
interface Tour {
  id: string;
  steps: { title: string; title_el: string | null; text_el: string | null }[];
}

const explanations = read<{ explanations: ExplanationText[] }>('cms/explanations.json').explanations;
const trophies = read<{ trophies: Trophy[] }>('arcade/arcade.json').trophies;
const studentTours = read<{ onboardings: Tour[] }>('onboarding/onboardings.json').onboardings.filter((tour) =>
  ['COCKPIT', 'SCHUELER'].includes(tour.id),
);

/** The rules of decision 231, written once for the UI, the content and the server's messages (decision 234). */
function ruleBreaks(where: string, text: string): string[] {
  return leichteSpracheRuleBreaks(text).map((rule) => `${where}: ${rule}`);
}

describe('the Leichte-Sprache twins of the content', () => {
  it('give every explanation a title and an image text in Leichte Sprache', () => {
    const missing = explanations.flatMap(({ target, title_el, illustration_alt, illustration_alt_el }) => [
      ...(title_el ? [] : [`${target}: title_el`]),
      ...(illustration_alt && !illustration_alt_el ? [`${target}: illustration_alt_el`] : []),
    ]);
    expect(missing).toEqual([]);
  });

  it('give every trophy a name in Leichte Sprache', () => {
    expect(trophies.filter((trophy) => !trophy.name_el).map((trophy) => trophy.name)).toEqual([]);
  });

  it('give every step of the tours a student sees a title and a text in Leichte Sprache', () => {
    expect(studentTours.map((tour) => tour.id).sort()).toEqual(['COCKPIT', 'SCHUELER']);
    const missing = studentTours.flatMap((tour) =>
      tour.steps.filter((step) => !step.title_el || !step.text_el).map((step) => `${tour.id}: ${step.title}`),
    );
    expect(missing).toEqual([]);
  });

  it('keep the rules: 12 words a sentence, no passive, numbers as digits, no gender sign', () => {
    const texts = [
      ...explanations.flatMap(({ target, title_el, illustration_alt_el }) => [
        [`${target}.title_el`, title_el ?? ''],
        [`${target}.illustration_alt_el`, illustration_alt_el ?? ''],
      ]),
      ...trophies.map((trophy) => [`trophy ${trophy.name}`, trophy.name_el ?? '']),
      ...studentTours.flatMap((tour) =>
        tour.steps.flatMap((step) => [
          [`${tour.id} ${step.title}.title_el`, step.title_el ?? ''],
          [`${tour.id} ${step.title}.text_el`, step.text_el ?? ''],
        ]),
      ),
    ];
    expect(texts.flatMap(([where, text]) => ruleBreaks(where ?? '', text ?? ''))).toEqual([]);
  });
});
