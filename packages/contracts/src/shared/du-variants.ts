import { FILE_MESSAGES, FILE_MESSAGES_DU } from '../files/file-rules';
import { OWN_PASSWORD_MESSAGES, PASSWORD_CHANGE_MESSAGES } from '../identity/password-change';
import { ERROR_MESSAGES, ERROR_MESSAGES_DU, REQUEST_MESSAGES, REQUEST_MESSAGES_DU } from './error-codes';

/**
 * Server messages a student can reach, each with its du variant declared beside it (CONTENT.md:
 * du for students, Sie for everyone else). The server answers students with the du variant
 * (`apps/server/src/platform/http/errors.ts`); a test keeps every Sie message here paired.
 */
export const STUDENT_REACHABLE_MESSAGES: readonly { name: string; sie: Readonly<Record<string, unknown>>; du: Readonly<Record<string, unknown>> }[] = [
  { name: 'ERROR_MESSAGES', sie: ERROR_MESSAGES, du: ERROR_MESSAGES_DU },
  { name: 'REQUEST_MESSAGES', sie: REQUEST_MESSAGES, du: REQUEST_MESSAGES_DU },
  { name: 'FILE_MESSAGES', sie: FILE_MESSAGES, du: FILE_MESSAGES_DU },
  { name: 'PASSWORD_CHANGE_MESSAGES', sie: PASSWORD_CHANGE_MESSAGES.sie, du: PASSWORD_CHANGE_MESSAGES.du },
  { name: 'OWN_PASSWORD_MESSAGES', sie: OWN_PASSWORD_MESSAGES.sie, du: OWN_PASSWORD_MESSAGES.du },
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

/** The du variant of a server message, or the message itself when it has none (it is then worded without Sie). */
export function duVariantOf(message: string): string {
  return DU_OF_SIE.get(message) ?? message;
}
