// du for students, Sie for adults (CONTENT.md, decision 232). Scans
// - the web locales and content/** by reader (scripts/texts-by-reader.mjs): student texts for Sie
//   forms, staff texts for du forms, texts shown to everyone for both;
// - the server messages a student can reach (packages/contracts du-variants): each du variant for
//   Sie forms, each Sie message for du forms.
// Sie forms: Sie/Ihnen/Ihr/Ihre … capitalised in the middle of a sentence, and a verb before "Sie"
// ("Bitte prüfen Sie", "Möchten Sie"). du forms: du/dich/dir/dein … (scripts/address.js).
import { describe, expect, it } from 'vitest';
import { STUDENT_ONLY_MESSAGES, STUDENT_REACHABLE_MESSAGES, STUDENT_REACHABLE_TEMPLATES } from '../packages/contracts/src/shared/du-variants.ts';
import { formalForms, informalForms } from './address.js';
import { contentTexts, localeTexts } from './texts-by-reader.mjs';

/**
 * Deliberate uses of the other address, each with its reason. `file` must match, `includes` is a
 * piece of the text.
 */
export const EXEMPTIONS = [
  { file: 'content/mein-weg/sek1.json', includes: 'Sag Sie zu den Erwachsenen', reason: 'Leichte Sprache tells the student to say Sie to adults in the company' },
  { file: 'content/mein-weg/sek1.json', includes: 'Ich will bei Ihnen eine Ausbildung machen', reason: 'what the student says to a company, in quotes' },
  { file: 'content/mein-weg/sek1.json', includes: '„Warum möchten Sie diesen Beruf lernen?“', reason: 'interview questions quoted as a company asks them' },
  { file: 'content/mein-weg/sek1.json', includes: 'Warum wollen Sie den Beruf lernen?', reason: 'an interview question (Leichte Sprache) as a company asks it' },
  // The two below are Leichte-Sprache texts of explanation boxes shown to everyone; explanations.json
  // is rewritten on another branch of issue 17 (s17-legal/s17-leicht) – they should address nobody.
  { file: 'content/cms/explanations.json', includes: 'Oben steht: Wer Sie sind.', reason: 'dashboard box (Leichte Sprache) says Sie to students too – pending on the explanations branch' },
  { file: 'content/cms/explanations.json', includes: 'Du hast eine Frage?', reason: 'help box (Leichte Sprache) says du to adults too – pending on the explanations branch' },
];

const exempt = ({ file, text }) => EXEMPTIONS.some((exemption) => exemption.file === file && text.includes(exemption.includes));

function wrongAddress(texts) {
  return texts
    .filter((text) => text.reader !== 'demo' && !exempt(text))
    .flatMap(({ file, key, text, reader }) => {
      const sie = reader === 'staff' ? [] : formalForms(text);
      const du = reader === 'student' ? [] : informalForms(text);
      return sie.length + du.length === 0 ? [] : [`${file} ${key} (${reader}): ${[...sie, ...du].join(', ')}`];
    });
}

/** A message's text; a function is called with sample values. */
function textOf(message) {
  if (typeof message === 'string') return message;
  if (typeof message === 'function') return String(message(2, 3));
  return '';
}

describe('du for students, Sie for adults', () => {
  it('the web locales address each reader in their own way', () => {
    expect(wrongAddress(localeTexts())).toEqual([]);
  });

  it('content/** addresses each reader in their own way', () => {
    expect(wrongAddress(contentTexts())).toEqual([]);
  });

  it('the server messages students receive (the du variants and Leichte-Sprache twins) hold no Sie, their Sie originals no du', () => {
    const wrong = [];
    for (const { name, sie, du, leicht } of STUDENT_REACHABLE_MESSAGES) {
      for (const [key, message] of Object.entries(du)) if (formalForms(textOf(message)).length > 0) wrong.push(`${name}.${key} (du): ${textOf(message)}`);
      for (const [key, message] of Object.entries(leicht)) if (formalForms(textOf(message)).length > 0) wrong.push(`${name}.${key} (leicht): ${textOf(message)}`);
      for (const [key, message] of Object.entries(sie)) if (informalForms(textOf(message)).length > 0) wrong.push(`${name}.${key} (Sie): ${textOf(message)}`);
    }
    for (const { name, du, leicht } of STUDENT_ONLY_MESSAGES) {
      for (const [key, message] of [...Object.entries(du), ...Object.entries(leicht)]) if (formalForms(textOf(message)).length > 0) wrong.push(`${name}.${key}: ${textOf(message)}`);
    }
    for (const { name, sie, du, leicht } of STUDENT_REACHABLE_TEMPLATES) {
      if (formalForms(du('Name')).length > 0) wrong.push(`${name} (du): ${du('Name')}`);
      if (formalForms(leicht('Name')).length > 0) wrong.push(`${name} (leicht): ${leicht('Name')}`);
      if (informalForms(sie('Name')).length > 0) wrong.push(`${name} (Sie): ${sie('Name')}`);
    }
    expect(wrong).toEqual([]);
  });

  it('finds the forms it looks for', () => {
    expect(formalForms('Bitte prüfen Sie Ihre Eingaben.')).toEqual(['Sie', 'Ihre', 'Bitte prüfen Sie']);
    expect(formalForms('Deine Lehrkraft sieht nur, was du anheftest. Sie kann dir antworten.')).toEqual([]);
    expect(formalForms('Möchten Sie eine Tour machen?')).toEqual(['Sie', 'Möchten Sie']);
    expect(informalForms('Hier siehst du deine Stories.')).toEqual(['du', 'deine']);
    expect(informalForms('Hier sehen Sie Ihre Lerngruppen.')).toEqual([]);
  });

  it('every exemption is still needed', () => {
    const all = [...localeTexts(), ...contentTexts()];
    const unused = EXEMPTIONS.filter((exemption) => !all.some(({ file, text }) => file === exemption.file && text.includes(exemption.includes)));
    expect(unused.map((exemption) => exemption.reason)).toEqual([]);
  });
});
