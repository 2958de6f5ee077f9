import type { Config, DOMPurify } from 'dompurify';
import { useEffect, useMemo, useState } from 'react';
import { importWithTimeout } from '../../../lib/import-with-timeout';

/**
 * The client's own allowlist for news markup (ARCHITECTURE: DOMPurify on every HTML that is
 * shown). The server sanitises already (decision 093); this second pass protects readers even if
 * a stored item predates a stricter server rule.
 */
const PURIFY_CONFIG: Config = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'hr', 'a'],
  ALLOWED_ATTR: ['href', 'rel', 'target', 'start'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  // DOMPurify checks every other attribute's value against the URI pattern too: without this,
  // a list's start number and a link's rel/target (set by the server, decision 093) were dropped.
  ADD_URI_SAFE_ATTR: ['rel', 'target', 'start'],
};

// DOMPurify (≈ 9 KB gzip) is not part of the start page's code (decision 008): its download starts
// when this module runs – with the start page, in parallel to the news request – so it is there
// before the first news item is.
let purifier: DOMPurify | null = null;
const purifierLoad: Promise<DOMPurify> = importWithTimeout(() => import('dompurify')).then((module) => {
  purifier = module.default;
  return module.default;
});
purifierLoad.catch(() => undefined);

export function sanitizeForDisplay(purify: DOMPurify, html: string): string {
  return purify.sanitize(html, PURIFY_CONFIG);
}

/** The text alone, for when DOMPurify could not load: parsed inertly, shown as text by React. */
function plainTextOf(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

/** Rich text of a news item or event, sanitised before it reaches the DOM. */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const [purify, setPurify] = useState<DOMPurify | 'failed' | null>(() => purifier);
  useEffect(() => {
    if (purify !== null) return;
    let current = true;
    purifierLoad.then(
      (loaded) => current && setPurify(() => loaded),
      () => current && setPurify('failed'),
    );
    return () => {
      current = false;
    };
  }, [purify]);
  const clean = useMemo(() => (purify && purify !== 'failed' ? sanitizeForDisplay(purify, html) : null), [purify, html]);

  if (purify === 'failed') return <div className={className}>{plainTextOf(html)}</div>;
  if (clean === null) return <div className={className} aria-busy="true" />;
  // The markup has just been sanitised with the allowlist above.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
