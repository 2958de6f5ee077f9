import { describe, expect, it } from 'vitest';
import { duVariantOf, FORMAL_ADDRESS, STUDENT_REACHABLE_MESSAGES, STUDENT_REACHABLE_TEMPLATES } from './du-variants';
import { validationMessages } from './validation';

/** Calls a message function with sample arguments, so that its text can be checked as well. */
function textOf(message: unknown): string | null {
  if (typeof message === 'string') return message;
  if (typeof message === 'function') return String((message as (...args: number[]) => unknown)(2, 3));
  return null;
}

describe('server messages a student can reach', () => {
  for (const { name, sie, du } of STUDENT_REACHABLE_MESSAGES) {
    it(`${name}: every message addressed with Sie has a du variant without Sie`, () => {
      const unpaired = Object.entries(sie)
        .filter(([, message]) => FORMAL_ADDRESS.test(textOf(message) ?? ''))
        .filter(([key]) => {
          const variant = textOf(du[key]);
          return variant === null || FORMAL_ADDRESS.test(variant);
        })
        .map(([key]) => key);
      expect(unpaired).toEqual([]);
    });

    it(`${name}: declares a du variant for every key`, () => {
      expect(Object.keys(du).sort()).toEqual(Object.keys(sie).sort());
    });
  }

  for (const { name, sie, du } of STUDENT_REACHABLE_TEMPLATES) {
    it(`${name}: the template's du variant has no Sie and is found from the Sie message`, () => {
      expect(FORMAL_ADDRESS.test(du('Firmenname'))).toBe(false);
      expect(duVariantOf(sie('Firmenname'))).toBe(du('Firmenname'));
    });
  }

  it('answers a templated Sie message with its du variant, keeping the value', () => {
    expect(duVariantOf(validationMessages.controlCharacter('Straße und Hausnummer'))).toBe(
      'Straße und Hausnummer enthält ein unsichtbares Steuerzeichen. Bitte entferne es.',
    );
  });

  it('answers a Sie message with its du variant and leaves other texts as they are', () => {
    expect(duVariantOf('Sie haben keine Berechtigung für diese Aktion.')).toBe('Du hast keine Berechtigung für diese Aktion.');
    expect(duVariantOf('Bitte wählen Sie eine Datei aus.')).toBe('Bitte wähle eine Datei aus.');
    expect(duVariantOf('Titel ist ein Pflichtfeld')).toBe('Titel ist ein Pflichtfeld');
  });
});
