import sanitizeHtml from 'sanitize-html';

/**
 * The allowlist of news and event markup (decision 093): what TipTap's starter kit writes, minus
 * everything that can run code or load something. Links keep only http, https and mailto targets
 * and always open safely. Everything else – script, style, iframe, img, event handlers, style
 * attributes, javascript: links – is dropped, the text inside unknown tags is kept.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'hr', 'a'],
  allowedAttributes: { a: ['href'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    h1: 'h2',
    // Every link opens in a new tab without access to this page (and is shown with the external-link guard).
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href,
};
OPTIONS.allowedAttributes = { a: ['href', 'rel', 'target'], ol: ['start'] };

export function sanitizeNewsHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
