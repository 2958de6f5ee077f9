import { z } from 'zod';
import { LIMITS } from '../shared/limits';
import { meSchema } from './users';

/**
 * Reactivation codes (spec 3, 7, 9; decision 052). A deactivated account generates a numeric code on
 * its landing page and hands it to the coordinator of the school it wants to continue at; the
 * coordinator enters it. Twelve digits from a CSPRNG: the code also finds the account, so it has to
 * stay unguessable across all accounts of the system (10^12 values against a rate limit of a few
 * tries per quarter hour).
 */
export const REACTIVATION_CODE_DIGITS = 12;

/** Days a new code stays valid (spec 9: 91 days); `reactivation_code_date` is the day it expires. */
export const REACTIVATION_CODE_VALID_DAYS = LIMITS.reactivationCodeValidDays;

/** Exactly the code's digits; spaces and hyphens a person types between the groups are removed first. */
export const REACTIVATION_CODE_PATTERN = new RegExp(`^\\d{${REACTIVATION_CODE_DIGITS}}$`);

/** Removes the spaces and hyphens of a typed or pasted code (`1234 5678-9012` → `123456789012`). */
export function normalizeReactivationCode(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** How a code is shown: groups of four digits, easier to read out and type (`1234 5678 9012`). */
export function formatReactivationCode(code: string): string {
  return code.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export const REACTIVATION_CODE_MESSAGES = {
  invalid: `Der Code besteht aus ${REACTIVATION_CODE_DIGITS} Ziffern.`,
  unknownOrExpired: 'Dieser Code ist nicht gültig oder abgelaufen.',
} as const;

/** A code as a coordinator enters it (used by the consuming route and its form). */
export const reactivationCodeInputSchema = z
  .string({ error: REACTIVATION_CODE_MESSAGES.invalid })
  .transform(normalizeReactivationCode)
  .pipe(z.string().regex(REACTIVATION_CODE_PATTERN, { error: REACTIVATION_CODE_MESSAGES.invalid }));

/** `PATCH /api/identity/v1/users/me/reactivation-code` answers the updated `me` (spec 7). */
export const reactivationCodeResponseSchema = meSchema;
