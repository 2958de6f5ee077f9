import { z } from 'zod';

/** German validation messages of spec section 5; the label is the field's German name. */
export const validationMessages = {
  required: (label: string) => `${label} ist ein Pflichtfeld`,
  max: (label: string, length: number) => `${label} darf nicht länger als ${length} Zeichen sein`,
  min: (label: string, length: number) => `${label} muss mindestens ${length} Zeichen lang sein`,
  email: (label: string) => `${label} muss eine gültige E-Mail-Adresse sein`,
  mimes: (label: string) => `${label} muss einen gültigen Dateityp haben`,
  size: (label: string, sizeInMb: number) => `${label} muss kleiner als ${sizeInMb}MB sein`,
  regex: (label: string) => `${label} hat ein ungültiges Format`,
  integer: (label: string) => `${label} muss eine ganze Zahl sein`,
  numeric: (label: string) => `${label} muss eine Zahl sein`,
  accepted: (label: string) => `${label} muss bestätigt werden`,
  controlCharacter: (label: string) => `${label} enthält ein unsichtbares Steuerzeichen. Bitte entfernen Sie es.`,
} as const;

/**
 * The du variants of the validation messages that address the reader (CONTENT.md: du for
 * students); the server answers students with them (`duVariantOf`, decision 232).
 */
export const validationMessagesDu = {
  controlCharacter: (label: string) => `${label} enthält ein unsichtbares Steuerzeichen. Bitte entferne es.`,
} as const;

/**
 * The validation messages for students with Leichte Sprache (decision 234): du, short sentences,
 * the field's label in quotes (it stays the label the form shows). The server finds them from the
 * standard message by the text around the values (`du-variants.ts`).
 */
export const validationMessagesLeicht = {
  required: (label: string) => `Bitte füll das Feld „${label}“ aus.`,
  max: (label: string, length: number) => `„${label}“ ist zu lang. Du darfst höchstens ${length} Zeichen schreiben.`,
  min: (label: string, length: number) => `„${label}“ ist zu kurz. Du musst mindestens ${length} Zeichen schreiben.`,
  email: (label: string) => `„${label}“ muss eine E-Mail-Adresse sein. Zum Beispiel: name@beispiel.de`,
  mimes: (label: string) => `„${label}“: Diese Art von Datei geht hier nicht. Bitte nimm eine andere Datei.`,
  size: (label: string, sizeInMb: number) => `„${label}“ ist zu groß. Die Datei darf höchstens ${sizeInMb} MB haben. MB ist die Größe von einer Datei.`,
  regex: (label: string) => `„${label}“ hat die falsche Form. Bitte prüfe deine Eingabe.`,
  integer: (label: string) => `„${label}“ muss eine ganze Zahl sein. Eine ganze Zahl hat kein Komma.`,
  numeric: (label: string) => `„${label}“ muss eine Zahl sein.`,
  accepted: (label: string) => `Bitte bestätige „${label}“.`,
  controlCharacter: (label: string) => `„${label}“ hat ein Zeichen, das man nicht sehen kann. Bitte lösche dieses Zeichen.`,
} as const satisfies Record<keyof typeof validationMessages, (label: string, value: number) => string>;

/**
 * Control characters (NUL, tab, line breaks, DEL, C1): no name contains one. NUL is refused by the
 * database, and a tab or CR at the start of a cell is a spreadsheet formula trigger (OWASP CSV
 * injection) – so names are checked here, once, for the form, the import preview and the import.
 */
export const CONTROL_CHARACTER = /\p{Cc}/u;

/** A required one-line text (a person's name): trimmed, limited, free of control characters. */
export function requiredLineText(label: string, maxLength: number) {
  return requiredText(label, maxLength).refine((value) => !CONTROL_CHARACTER.test(value), { error: validationMessages.controlCharacter(label) });
}

/** A required text field with a maximum length and the spec's German messages. */
export function requiredText(label: string, maxLength: number) {
  return z
    .string({ error: validationMessages.required(label) })
    .trim()
    .min(1, { error: validationMessages.required(label) })
    .max(maxLength, { error: validationMessages.max(label, maxLength) });
}

/** A required e-mail field with a maximum length. */
export function requiredEmail(label: string, maxLength: number) {
  return requiredText(label, maxLength).pipe(z.email({ error: validationMessages.email(label) }));
}
