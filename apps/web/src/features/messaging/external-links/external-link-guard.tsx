import { useEffect } from 'react';
import { isExternalLink, withReferrer } from '@berufswahl/contracts/messaging/external-links';
import { useLinksConfig } from './api/links-config';

const NO_ORIGINS: readonly string[] = [];

/** A foreign address the user is about to open, with the referrer already appended. */
export type PendingExternalLink = { url: string; isNewTab: boolean };

/** The link a click landed on, if it is one that leaves the app. */
function externalLinkOf(event: MouseEvent, internalOrigins: readonly string[]): PendingExternalLink | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(target instanceof HTMLAnchorElement) || target.hasAttribute('download')) return null;
  const href = target.getAttribute('href') ?? '';
  if (!isExternalLink(href, location.href, internalOrigins)) return null;
  const isNewTab = target.target === '_blank' || event.ctrlKey || event.metaKey || event.shiftKey;
  return { url: withReferrer(href, location.href), isNewTab };
}

/**
 * Spec 2, 5: every click on a link to a foreign site – anywhere in the app – first asks. One
 * handler on the document catches links of every feature, content from the CMS included. Links
 * to the configured file storage are the app's own; until its origin is known, they ask too.
 */
export function useExternalLinkInterception(onExternalLink: (link: PendingExternalLink) => void): void {
  // The query keeps the same array between renders, so the handler is replaced only when it arrives.
  const internalOrigins = useLinksConfig().data?.internal_origins ?? NO_ORIGINS;
  useEffect(() => {
    const handleClick = (event: MouseEvent) => {
      const link = externalLinkOf(event, internalOrigins);
      if (!link) return;
      event.preventDefault();
      onExternalLink(link);
    };
    document.addEventListener('click', handleClick);
    return () => document.removeEventListener('click', handleClick);
  }, [onExternalLink, internalOrigins]);
}

export function openExternalLink({ url, isNewTab }: PendingExternalLink): void {
  if (isNewTab) window.open(url, '_blank', 'noopener');
  else location.assign(url);
}
