/**
 * The public feedback page behind a supervisor's or parent's link (`/rueckmeldung/{token}`, issue
 * 16) is not a route of the app: it needs no account, so start-up hands it to the page's chunk
 * before it signs in, and the chunk checks the address here. Written out rather than built from
 * the contracts' `FEEDBACK_PAGE_PATH` and route-paths' LOCALE_SEGMENTS; feedback-page-path.test.ts
 * keeps it equal to both.
 */
const FEEDBACK_PAGE = /^\/(?:de(?:_DE)?\/)?rueckmeldung\/([^/]+)\/?$/;

/** The token of `/rueckmeldung/{token}` (also behind `/de` or `/de_DE`, with a trailing slash), else null. */
export function feedbackTokenOf(pathname: string): string | null {
  return FEEDBACK_PAGE.exec(pathname)?.[1] ?? null;
}
