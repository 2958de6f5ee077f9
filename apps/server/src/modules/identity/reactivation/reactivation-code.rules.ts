import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  normalizeReactivationCode,
  REACTIVATION_CODE_DIGITS,
  REACTIVATION_CODE_PATTERN,
  REACTIVATION_CODE_VALID_DAYS,
} from '@berufswahl/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new code: twelve digits, each drawn from the operating system's CSPRNG (no modulo bias). */
export function generateReactivationCode(): string {
  let code = '';
  for (let digit = 0; digit < REACTIVATION_CODE_DIGITS; digit += 1) code += String(randomInt(0, 10));
  return code;
}

/** The instant a code generated at `now` stops being valid (spec 3: "set to 91 days ahead"). */
export function reactivationCodeExpiry(now: Date): Date {
  return new Date(now.getTime() + REACTIVATION_CODE_VALID_DAYS * DAY_MS);
}

/**
 * Until when an account's code really works: its own date, but never past the account's deletion
 * date – once that has passed the account is gone (or about to be), so no code, statement or mail
 * may promise more. Null without a code date.
 */
export function codeValidUntil(codeDate: Date | null, deletionDate: Date | null): Date | null {
  if (!codeDate) return null;
  return deletionDate && deletionDate.getTime() < codeDate.getTime() ? deletionDate : codeDate;
}

/** What an account stores about its code (`users.reactivation_code`, `users.reactivation_code_date`). */
export type StoredReactivationCode = { code: string | null; validUntil: Date | null };

/**
 * Whether `entered` (as typed: spaces and hyphens allowed) is the stored code and the code has not
 * expired. The digits are compared in constant time, so the answer time tells nothing about how
 * many leading digits were right.
 */
export function verifyReactivationCode(stored: StoredReactivationCode, entered: string, now: Date = new Date()): boolean {
  if (!stored.code || !stored.validUntil) return false;
  const candidate = normalizeReactivationCode(entered);
  if (!REACTIVATION_CODE_PATTERN.test(candidate) || !REACTIVATION_CODE_PATTERN.test(stored.code)) return false;
  const isSame = timingSafeEqual(Buffer.from(candidate, 'utf8'), Buffer.from(stored.code, 'utf8'));
  return isSame && now.getTime() <= stored.validUntil.getTime();
}
