import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { sanitizeForDisplay } from './sanitized-html';

/**
 * The client's second pass over news markup (decision 093): DOMPurify with the allowlist of
 * sanitized-html.tsx, run here on jsdom's DOM instead of a browser's.
 */
let purify: DOMPurify;
beforeAll(() => {
  purify = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
});

/** The sanitised markup parsed again, to ask what survived. */
function sanitized(html: string): Document {
  return new JSDOM(`<body>${sanitizeForDisplay(purify, html)}</body>`).window.document;
}

describe('sanitizeForDisplay', () => {
  it('keeps the formatting the editor produces', () => {
    const html =
      '<h2>Titel</h2><p>Ein <strong>fetter</strong>, <em>kursiver</em>, <u>unterstrichener</u> und <s>durchgestrichener</s> Text.</p>' +
      '<ul><li>eins</li></ul><ol start="3"><li>drei</li></ol><blockquote><p>Zitat</p></blockquote><pre><code>code</code></pre><hr>' +
      '<p><a href="https://www.arbeitsagentur.de" target="_blank" rel="noopener noreferrer">Link</a> <a href="mailto:info@schule.example">Mail</a></p>';
    expect(sanitizeForDisplay(purify, html)).toBe(html);
  });

  it('removes scripts, styles, frames and images with their content', () => {
    const document = sanitized(
      '<p>Vorher</p><script>window.hacked = 1</script><style>p { display: none }</style><iframe src="https://evil.example"></iframe><img src="x"><svg><script>1</script></svg><p>Nachher</p>',
    );
    expect(document.querySelectorAll('script, style, iframe, img, svg')).toHaveLength(0);
    expect(document.body.textContent).toBe('VorherNachher');
  });

  it('removes event handlers and styles but keeps the text of their element', () => {
    const document = sanitized('<p onclick="alert(1)" onmouseover="alert(2)" style="color:red" class="x" id="y">Klick <strong onfocus="alert(3)">mich</strong></p>');
    const paragraph = document.querySelector('p');
    expect(paragraph?.getAttributeNames()).toEqual([]);
    expect(document.querySelector('strong')?.getAttributeNames()).toEqual([]);
    expect(paragraph?.textContent).toBe('Klick mich');
  });

  it('drops links to javascript:, data: and other schemes, keeping their text', () => {
    const document = sanitized(
      '<p><a href="javascript:alert(1)">eins</a> <a href=" JaVaScRiPt:alert(2)">zwei</a> <a href="data:text/html,<script>alert(3)</script>">drei</a> <a href="vbscript:x">vier</a> <a href="ftp://x.example">fünf</a></p>',
    );
    for (const link of document.querySelectorAll('a')) expect(link.hasAttribute('href')).toBe(false);
    expect(document.body.textContent).toBe('eins zwei drei vier fünf');
  });

  it('drops tags outside the allowlist but keeps their text', () => {
    const document = sanitized('<div><span>Text</span> <h1>Groß</h1> <table><tr><td>Zelle</td></tr></table> <form><input value="x"><button>Los</button></form></div>');
    expect(document.querySelectorAll('div, span, h1, table, td, form, input, button')).toHaveLength(0);
    expect(document.body.textContent).toContain('Text');
    expect(document.body.textContent).toContain('Groß');
    expect(document.body.textContent).toContain('Zelle');
  });

  it('cannot be tricked by markup that changes meaning when parsed again', () => {
    // Classic mutation XSS: a comment or a noscript that closes early on the second parse.
    const result = sanitizeForDisplay(purify, '<p><noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript></p><!--<img src=x onerror=alert(2)>-->');
    const document = sanitized(result);
    expect(document.querySelectorAll('img, noscript, [onerror]')).toHaveLength(0);
  });
});
