import { FILE_MESSAGES, FILE_MESSAGES_DU } from '../files/file-rules';
import { OWN_PASSWORD_MESSAGES, PASSWORD_CHANGE_MESSAGES } from '../identity/password-change';
import { ERROR_MESSAGES, ERROR_MESSAGES_DU, REQUEST_MESSAGES, REQUEST_MESSAGES_DU } from './error-codes';
import { IDEMPOTENCY_MESSAGES, IDEMPOTENCY_MESSAGES_DU } from './idempotency';
import { validationMessages, validationMessagesDu } from './validation';

/**
 * Server messages a student can reach, each with its du variant declared beside it (CONTENT.md:
 * du for students, Sie for everyone else). The server answers students with the du variant
 * (`apps/server/src/platform/http/errors.ts`); a test keeps every Sie message here paired.
 */
export const STUDENT_REACHABLE_MESSAGES: readonly { name: string; sie: Readonly<Record<string, unknown>>; du: Readonly<Record<string, unknown>> }[] = [
  { name: 'ERROR_MESSAGES', sie: ERROR_MESSAGES, du: ERROR_MESSAGES_DU },
  { name: 'REQUEST_MESSAGES', sie: REQUEST_MESSAGES, du: REQUEST_MESSAGES_DU },
  { name: 'IDEMPOTENCY_MESSAGES', sie: IDEMPOTENCY_MESSAGES, du: IDEMPOTENCY_MESSAGES_DU },
  { name: 'FILE_MESSAGES', sie: FILE_MESSAGES, du: FILE_MESSAGES_DU },
  { name: 'PASSWORD_CHANGE_MESSAGES', sie: PASSWORD_CHANGE_MESSAGES.sie, du: PASSWORD_CHANGE_MESSAGES.du },
  { name: 'OWN_PASSWORD_MESSAGES', sie: OWN_PASSWORD_MESSAGES.sie, du: OWN_PASSWORD_MESSAGES.du },
];

/**
 * Server messages a student can reach that are built around one value (a field's label), each with
 * its du variant: the message is recognised by the text around the value (decision 232).
 */
export const STUDENT_REACHABLE_TEMPLATES: readonly { name: string; sie: (value: string) => string; du: (value: string) => string }[] = [
  { name: 'validationMessages.controlCharacter', sie: validationMessages.controlCharacter, du: validationMessagesDu.controlCharacter },
];

/** Addresses the reader with Sie (capitalised Sie mid-sentence, Ihr/Ihnen …). */
export const FORMAL_ADDRESS = /\b(Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen)\b/;

/** Sie message → du message, for the fixed texts above (functions such as `lockedOut` are chosen where they are called). */
const DU_OF_SIE = new Map<string, string>(
  STUDENT_REACHABLE_MESSAGES.flatMap(({ sie, du }) =>
    Object.entries(sie).flatMap(([key, message]) => {
      const variant = du[key];
      return typeof message === 'string' && typeof variant === 'string' ? [[message, variant] as const] : [];
    }),
  ),
);

const VALUE = '\u0000';

/** The text before and after the value of each template. */
const TEMPLATES = STUDENT_REACHABLE_TEMPLATES.map(({ sie, du }) => {
  const [before = '', after = ''] = sie(VALUE).split(VALUE);
  return { before, after, du };
});

function duOfTemplate(message: string): string | undefined {
  for (const { before, after, du } of TEMPLATES) {
    const isMatch = message.length > before.length + after.length && message.startsWith(before) && message.endsWith(after);
    if (isMatch) return du(message.slice(before.length, message.length - after.length));
  }
  return undefined;
}

/** The du variant of a server message, or the message itself when it has none (it is then worded without Sie). */
export function duVariantOf(message: string): string {
  return DU_OF_SIE.get(message) ?? duOfTemplate(message) ?? message;
}
