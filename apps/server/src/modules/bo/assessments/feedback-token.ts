import { FEEDBACK_PAGE_PATH } from '@berufswahl/contracts';
import { hashLinkToken, newLinkToken } from '../../../platform/http/link-token';

/**
 * A new link's token: 256 random bits, base64url (decision 230). Only its hash is stored; the
 * token lives in the creator's answer and the e-mail, nowhere else (not in logs, not in the audit).
 */
export const newFeedbackToken = newLinkToken;

/** What the table stores and looks a token up by: sha256, hex. */
export const hashFeedbackToken = hashLinkToken;

/** The public page of a token, on the address users reach the app at (`PUBLIC_URL`). */
export function feedbackPageUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${FEEDBACK_PAGE_PATH}/${token}`;
}
