import { LOCALE_SEGMENTS } from './route-paths';

/**
 * The public feedback page behind a supervisor's or parent's link (`/rueckmeldung/{token}`, issue
 * 16) is not a route of the app: it needs no account, so start-up must see it before it signs in.
 * Written out here rather than imported from the contracts' `FEEDBACK_PAGE_PATH`, whose module
 * brings zod onto every first screen; feedback-page-path.test.ts keeps the two equal.
 */
export const FEEDBACK_PAGE_SEGMENT = 'rueckmeldung';

/** The token of `/rueckmeldung/{token}` (also behind `/de` or `/de_DE`, with a trailing slash), else null. */
export function feedbackTokenOf(pathname: string): string | null {
  const segments = pathname.split('/').filter((segment) => segment.length > 0);
  if (segments.length === 3 && (LOCALE_SEGMENTS as readonly string[]).includes(segments[0] ?? '')) segments.shift();
  if (segments.length !== 2 || segments[0] !== FEEDBACK_PAGE_SEGMENT) return null;
  try {
    return decodeURIComponent(segments[1] ?? '');
  } catch {
    // A malformed escape cannot be a token the server made (base64url); the page says "unknown link".
    return segments[1] ?? '';
  }
}
