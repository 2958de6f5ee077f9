/**
 * The public feedback page behind a supervisor's or parent's link (`/rueckmeldung/{token}`, issue
 * 16) is not a route of the app: it needs no account, so start-up must see it before it signs in.
 * One regular expression, written out rather than built from the contracts' `FEEDBACK_PAGE_PATH`
 * (whose module brings zod) and route-paths' LOCALE_SEGMENTS: every byte here is on every first
 * screen. feedback-page-path.test.ts keeps it equal to both.
 */
const FEEDBACK_PAGE = /^\/(?:de(?:_DE)?\/)?rueckmeldung\/([^/]+)\/?$/;

/** The token of `/rueckmeldung/{token}` (also behind `/de` or `/de_DE`, with a trailing slash), else null. */
export function feedbackTokenOf(pathname: string): string | null {
  return FEEDBACK_PAGE.exec(pathname)?.[1] ?? null;
}
