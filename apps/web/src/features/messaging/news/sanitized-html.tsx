import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * The client's own allowlist for news markup (ARCHITECTURE: DOMPurify on every HTML that is
 * shown). The server sanitises already (decision 093); this second pass protects readers even if
 * a stored item predates a stricter server rule.
 */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'hr', 'a'];
const ALLOWED_ATTR = ['href', 'rel', 'target', 'start'];

export function sanitizeForDisplay(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  });
}

/** Rich text of a news item or event, sanitised before it reaches the DOM. */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeForDisplay(html), [html]);
  // The markup has just been sanitised with the allowlist above.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
