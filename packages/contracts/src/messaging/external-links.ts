/**
 * Links that leave the app need a confirmation (spec 2, 5). A link is internal when it points to
 * the current host or to the object storage this installation keeps its files in (signed URLs of
 * the file store) – that origin comes from the server's runtime configuration
 * (`/config/links.json`, from STORAGE_URL). Other buckets on the same cloud are foreign sites:
 * anyone can put a page into an S3 or IONOS bucket (issue 14).
 */

/** The query parameter that tells the foreign site where the user came from. */
export const REFERRER_PARAMETER = 'referrer';

/** The host of an origin such as `https://bucket.s3.eu-central-1.amazonaws.com`, or null when it is none. */
function hostOf(origin: string): string | null {
  try {
    return new URL(origin).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Whether following `href` (absolute or relative to `currentUrl`) needs the external-link
 * confirmation: only http(s) links to a host that is neither the current one nor the host of one
 * of `internalOrigins` (the configured storage). `mailto:`, `tel:` and the like open other
 * programs, not foreign sites, and are left alone.
 */
export function isExternalLink(href: string, currentUrl: string, internalOrigins: readonly string[] = []): boolean {
  let target: URL;
  let current: URL;
  try {
    current = new URL(currentUrl);
    target = new URL(href, current);
  } catch {
    return false;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return false;
  const hostname = target.hostname.toLowerCase();
  if (hostname === current.hostname.toLowerCase()) return false;
  return !internalOrigins.some((origin) => hostOf(origin) === hostname);
}

/** The foreign address with `?referrer=<current address>` appended (spec 2). */
export function withReferrer(href: string, currentUrl: string): string {
  const target = new URL(href, currentUrl);
  target.searchParams.set(REFERRER_PARAMETER, currentUrl);
  return target.toString();
}
