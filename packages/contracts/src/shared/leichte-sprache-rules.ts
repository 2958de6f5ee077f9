/**
 * The rules of Leichte Sprache a machine can check (Netzwerk Leichte Sprache / DIN SPEC 33429 as
 * design CONTENT.md names them; decision 231): sentences of at most 12 words, no passive, no
 * subjunctive, no genitive article, numbers as digits, the middle dot not as a gender sign. Used by
 * the tests of the UI twins, the content twins and the server's messages (decision 234), so the
 * rules are written once. Kept free of zod and of anything a screen loads.
 */
export const LEICHTE_SPRACHE_MAX_WORDS_PER_SENTENCE = 12;

export const LEICHTE_SPRACHE_PATTERNS = {
  passive: /\b(wird|wirst|werden|wurde|wurden|wurdest|worden)\b/i,
  subjunctive: /\b(würde|würdest|würden|könnte|könntest|könnten|hätte|hättest|hätten|wäre|wärst|wären|müsste|müsstest|sollte|solltest|dürfte|möchte|möchtest)\b/i,
  genitive: /\b(des|eines|deines|meines|seines|ihres|unseres|eures)\b/i,
  'number word': /\b(zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|zwanzig|dreißig|hundert|tausend)\b/i,
  'gender sign': /\*|·in(nen)?\b|:in(nen)?\b|_in(nen)?\b|Innen\b/,
} as const;

/** A sentence ends at . ! or ? followed by a space. */
export const leichteSpracheSentences = (text: string): string[] => text.split(/(?<=[.!?])\s+/).filter(Boolean);

/** The words of a text; a `{{placeholder}}` counts as one word, a lone dash or colon as none. */
export const leichteSpracheWords = (text: string): string[] =>
  text
    .replace(/\{\{[^}]*\}\}/g, 'X')
    .split(/\s+/)
    .filter((word) => word !== '' && !/^[–\-…:]$/.test(word));

/** What breaks the rules in one text, each as `rule „found text“`; empty when it keeps them. */
export function leichteSpracheRuleBreaks(text: string): string[] {
  const found = leichteSpracheSentences(text)
    .filter((sentence) => leichteSpracheWords(sentence).length > LEICHTE_SPRACHE_MAX_WORDS_PER_SENTENCE)
    .map((sentence) => `more than ${LEICHTE_SPRACHE_MAX_WORDS_PER_SENTENCE} words „${sentence}“`);
  for (const [rule, pattern] of Object.entries(LEICHTE_SPRACHE_PATTERNS)) {
    const match = pattern.exec(text);
    if (match) found.push(`${rule} „${match[0]}“`);
  }
  return found;
}
