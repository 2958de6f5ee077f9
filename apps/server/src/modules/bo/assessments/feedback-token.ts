import { createHash, randomBytes } from 'node:crypto';
import { FEEDBACK_LIMITS, FEEDBACK_PAGE_PATH } from '@berufswahl/contracts';

/**
 * A new link's token: 256 random bits, base64url (decision 230). Only its hash is stored; the
 * token lives in the creator's answer and the e-mail, nowhere else (not in logs, not in the audit).
 */
export function newFeedbackToken(): string {
  return randomBytes(FEEDBACK_LIMITS.tokenBytes).toString('base64url');
}

/** What the table stores and looks a token up by: sha256, hex. */
export function hashFeedbackToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The public page of a token, on the address users reach the app at (`PUBLIC_URL`). */
export function feedbackPageUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${FEEDBACK_PAGE_PATH}/${token}`;
}
