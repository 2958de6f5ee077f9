import { isAppPath, meinWegPathContentSchema, type MeinWegLevel, type MeinWegPathContent } from '@berufswahl/contracts';
import { describe, expect, it } from 'vitest';
import { readContentJson } from '../../../platform/content';

/**
 * Issue 17: the Leichte-Sprache twins (`_el`) of Mein Weg follow the rules of the Netzwerk Leichte
 * Sprache / DIN SPEC 33429 as docs (design CONTENT.md) name them, and link tasks carry information
 * of their own, not only a link. The rules a machine can check are checked here: sentence length,
 * no subjunctive, no genitive articles, numbers as digits, the middle dot not as a gender sign,
 * no gender star, and the hard words explained in the text that uses them.
 *
 * Both paths are checked: Sek II was rewritten to these rules first, Sek I followed in issue 17.
 */
const CHECKED_LEVELS: readonly MeinWegLevel[] = ['sek1', 'sek2'];

const MAX_WORDS_PER_SENTENCE = 12;
/** Own information of a link task to a website, in words of the standard text (issue 17: 40–120). */
const MIN_LINK_TEXT_WORDS = 40;
const MAX_TEXT_WORDS = 120;

const SUBJUNCTIVE = /\b(würde|würdest|würden|könnte|könntest|könnten|hätte|hättest|hätten|wäre|wärst|wären|müsste|müsstest|sollte|solltest|dürfte|möchte|möchtest)\b/i;
const GENITIVE_ARTICLE = /\b(des|eines|deines|meines|seines|ihres|unseres|eures)\b/i;
const NUMBER_WORD = /\b(eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|zwanzig|hundert|tausend)\b/i;
/** Hard words that a text must explain where it uses them ("Ein Betrieb ist eine Firma."). */
const EXPLAINED_WORDS: readonly [word: RegExp, explanation: RegExp][] = [
  [/Hoch·schule\b/, /Eine Hoch·schule ist/],
  [/Studien·g[aä]ng/, /Ein Studien·gang ist/],
  [/\bBetrieb\b/, /Ein Betrieb ist/],
  [/\bAbitur\b/, /Das Abitur ist/],
  [/\bAusbildung\b/, /Eine Ausbildung ist/],
  [/\bPraktikum\b/, /Ein Praktikum ist/],
];

type ElText = { where: string; text: string };

function elTexts(path: MeinWegPathContent): ElText[] {
  const texts: ElText[] = [
    { where: 'path.title_el', text: path.title_el },
    { where: 'path.description_el', text: path.description_el },
  ];
  for (const station of path.stations) {
    texts.push({ where: `${station.key}.title_el`, text: station.title_el }, { where: `${station.key}.description_el`, text: station.description_el });
    for (const task of station.tasks) {
      const at = `${station.key}/${task.uuid}`;
      texts.push({ where: `${at}.title_el`, text: task.title_el }, { where: `${at}.text_el`, text: task.text_el });
      if (task.kind === 'link') texts.push({ where: `${at}.link_text_el`, text: task.link_text_el });
      if (task.kind === 'scale') texts.push({ where: `${at}.min_label_el`, text: task.min_label_el }, { where: `${at}.max_label_el`, text: task.max_label_el });
      if ('items' in task) for (const item of task.items) texts.push({ where: `${at}/${item.id}`, text: item.text_el });
    }
  }
  return texts;
}

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean);
const words = (text: string) => text.split(/\s+/).filter((word) => word !== '' && word !== '–' && word !== '-');

describe.each(CHECKED_LEVELS)('Leichte Sprache of the %s path', (level) => {
  const load = () => readContentJson(`mein-weg/${level}.json`, meinWegPathContentSchema);

  it(`keeps every sentence at ${MAX_WORDS_PER_SENTENCE} words or fewer`, async () => {
    const long = elTexts(await load()).flatMap(({ where, text }) =>
      sentences(text)
        .filter((sentence) => words(sentence).length > MAX_WORDS_PER_SENTENCE)
        .map((sentence) => `${where}: ${sentence}`),
    );
    expect(long).toEqual([]);
  });

  it('writes no subjunctive, no genitive article, numbers as digits and no gender sign', async () => {
    const found: string[] = [];
    for (const { where, text } of elTexts(await load())) {
      for (const [rule, pattern] of [
        ['subjunctive', SUBJUNCTIVE],
        ['genitive', GENITIVE_ARTICLE],
        ['number word', NUMBER_WORD],
        ['gender sign', /\*|·innen|:innen|_innen/],
      ] as const) {
        const match = pattern.exec(text);
        if (match) found.push(`${where}: ${rule} „${match[0]}“`);
      }
    }
    expect(found).toEqual([]);
  });

  it('explains a hard word in the task text that uses it', async () => {
    const path = await load();
    const unexplained = path.stations.flatMap((station) =>
      station.tasks.flatMap((task) =>
        EXPLAINED_WORDS.filter(([word, explanation]) => word.test(task.text_el) && !explanation.test(task.text_el)).map(
          ([word]) => `${station.key}/${task.uuid}: ${word.source}`,
        ),
      ),
    );
    expect(unexplained).toEqual([]);
  });

  it(`gives every link task to a website ${MIN_LINK_TEXT_WORDS}–${MAX_TEXT_WORDS} words of its own information`, async () => {
    const path = await load();
    const thin = path.stations.flatMap((station) =>
      station.tasks
        .filter((task) => task.kind === 'link' && !isAppPath(task.url))
        .filter((task) => words(task.text).length < MIN_LINK_TEXT_WORDS || words(task.text).length > MAX_TEXT_WORDS)
        .map((task) => `${station.key}/${task.uuid}: ${words(task.text).length} words`),
    );
    expect(thin).toEqual([]);
  });
});
