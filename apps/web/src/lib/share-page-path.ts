/**
 * The public page behind a share link (`/geteilt/{token}`, issue 18, decision 236) is not a route
 * of the app: it needs no account, so start-up hands it to the page's chunk before it signs in, and
 * the chunk checks the address here. Written out rather than built from the contracts'
 * `SHARE_PAGE_PATH` and route-paths' LOCALE_SEGMENTS; share-page-path.test.ts keeps it equal to both.
 */
const SHARE_PAGE = /^\/(?:de(?:_DE)?\/)?geteilt\/([^/]+)\/?$/;

/** The token of `/geteilt/{token}` (also behind `/de` or `/de_DE`, with a trailing slash), else null. */
export function shareTokenOf(pathname: string): string | null {
  return SHARE_PAGE.exec(pathname)?.[1] ?? null;
}
