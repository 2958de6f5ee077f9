/**
 * Links that leave the app need a confirmation (spec 2, 5). A link is internal when it points to
 * the current host, to the German cloud object storage or to the public cloud storage the app
 * keeps files in (signed URLs of the file store). Each entry is a host pattern.
 */
export const INTERNAL_LINK_HOSTS = {
  /** IONOS Cloud Object Storage (Germany): `s3.ionoscloud.com`, `s3-eu-central-1.ionoscloud.com`, buckets below them. */
  germanCloudObjectStorage: [/(^|\.)s3([.-][a-z0-9-]+)?\.ionoscloud\.com$/],
  /** Amazon S3: `s3.amazonaws.com`, `s3.eu-central-1.amazonaws.com`, `bucket.s3.…`; not other AWS hosts. */
  publicCloudStorage: [/(^|\.)s3([.-][a-z0-9-]+)?\.amazonaws\.com$/],
} as const;

/** The query parameter that tells the foreign site where the user came from. */
export const REFERRER_PARAMETER = 'referrer';

const ALL_INTERNAL_HOSTS: readonly RegExp[] = Object.values(INTERNAL_LINK_HOSTS).flat();

/**
 * Whether following `href` (absolute or relative to `currentUrl`) needs the external-link
 * confirmation: only http(s) links to a host that is neither the current one nor a storage host.
 * `mailto:`, `tel:` and the like open other programs, not foreign sites, and are left alone.
 */
export function isExternalLink(href: string, currentUrl: string): boolean {
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
  return !ALL_INTERNAL_HOSTS.some((pattern) => pattern.test(hostname));
}

/** The foreign address with `?referrer=<current address>` appended (spec 2). */
export function withReferrer(href: string, currentUrl: string): string {
  const target = new URL(href, currentUrl);
  target.searchParams.set(REFERRER_PARAMETER, currentUrl);
  return target.toString();
}
