import { useEffect } from 'react';
import { isExternalLink, withReferrer } from '@berufswahl/contracts/messaging/external-links';

/** A foreign address the user is about to open, with the referrer already appended. */
export type PendingExternalLink = { url: string; isNewTab: boolean };

/** The link a click landed on, if it is one that leaves the app. */
function externalLinkOf(event: MouseEvent): PendingExternalLink | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(target instanceof HTMLAnchorElement) || target.hasAttribute('download')) return null;
  const href = target.getAttribute('href') ?? '';
  if (!isExternalLink(href, location.href)) return null;
  const isNewTab = target.target === '_blank' || event.ctrlKey || event.metaKey || event.shiftKey;
  return { url: withReferrer(href, location.href), isNewTab };
}

/**
 * Spec 2, 5: every click on a link to a foreign site – anywhere in the app – first asks. One
 * handler on the document catches links of every feature, content from the CMS included.
 */
export function useExternalLinkInterception(onExternalLink: (link: PendingExternalLink) => void): void {
  useEffect(() => {
    const handleClick = (event: MouseEvent) => {
      const link = externalLinkOf(event);
      if (!link) return;
      event.preventDefault();
      onExternalLink(link);
    };
    document.addEventListener('click', handleClick);
    return () => document.removeEventListener('click', handleClick);
  }, [onExternalLink]);
}

export function openExternalLink({ url, isNewTab }: PendingExternalLink): void {
  if (isNewTab) window.open(url, '_blank', 'noopener');
  else location.assign(url);
}
