/**
 * The CMS's safe Markdown subset, parsed into plain data that React renders as elements – no
 * HTML string ever reaches the DOM, so content cannot inject markup or scripts.
 *
 * Blocks: `## ` / `### ` headings, paragraphs (a line break inside stays a line break), `- ` lists,
 * `> ` notes, and `::video[<slot>]` on a line of its own – the place of a managed video (decision 180),
 * which the page shows only when the slot has one. Inline: `**bold**` and `[text](target)` links; a
 * backslash before `\ * [ ] ( ) # > : + -` keeps that character as plain text (the server escapes the
 * operator's details this way, decision 233). Link targets: app paths (`/imprint`),
 * a query on the current page (`?barrier_modal`), `https:` and `mailto:`; anything else
 * (`javascript:` …) is shown as plain text.
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; children: Inline[] }
  | { kind: 'link'; href: string; children: Inline[] }
  | { kind: 'break' };

export type Block =
  | { kind: 'heading'; level: 2 | 3; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; items: Inline[][] }
  | { kind: 'note'; children: Inline[] }
  | { kind: 'video'; slot: string };

const VIDEO_LINE = /^::video\[([a-z0-9-]{1,64})\]$/;

const SAFE_HREF = /^(\/(?!\/)|\?|https:\/\/|mailto:)/;

export function isSafeHref(href: string): boolean {
  return SAFE_HREF.test(href) && !/[\s<>"']/.test(href);
}

const ESCAPE = /\\([\\*[\]()#>:+-])/g;

/** Plain text with its backslash escapes resolved. */
function unescape(text: string): string {
  return text.replace(ESCAPE, '$1');
}

function parseText(text: string): Inline[] {
  const parts: Inline[] = [];
  // An escaped character is matched first, so it can neither open nor close bold or a link.
  const pattern = /\\[\\*[\]()#>:+-]|\*\*((?:\\.|[^\\])+?)\*\*|\[((?:\\.|[^\]\\])+)\]\(([^)\s]+)\)/g;
  let last = 0;
  const pushText = (value: string) => {
    const previous = parts.at(-1);
    if (previous?.kind === 'text') previous.text += value;
    else parts.push({ kind: 'text', text: value });
  };
  for (const match of text.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > last) pushText(text.slice(last, index));
    if (match[0].startsWith('\\')) {
      pushText(match[0].slice(1));
    } else if (match[1] !== undefined) {
      parts.push({ kind: 'bold', children: parseText(match[1]) });
    } else {
      const label = match[2] ?? '';
      const href = match[3] ?? '';
      if (isSafeHref(href)) parts.push({ kind: 'link', href, children: parseText(label) });
      else pushText(unescape(label));
    }
    last = index + match[0].length;
  }
  if (last < text.length) pushText(text.slice(last));
  return parts;
}

/** Inline content of several lines, with a break between them. */
export function parseInline(lines: readonly string[]): Inline[] {
  return lines.flatMap((line, index) => (index === 0 ? parseText(line) : [{ kind: 'break' } as const, ...parseText(line)]));
}

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  const chunks = source.replaceAll('\r\n', '\n').split(/\n{2,}/);
  for (const chunk of chunks) {
    const lines = chunk.split('\n').map((line) => line.trimEnd()).filter((line) => line.trim() !== '');
    if (lines.length === 0) continue;
    const first = lines[0] ?? '';
    const video = lines.length === 1 ? VIDEO_LINE.exec(first.trim()) : null;
    if (video?.[1]) {
      blocks.push({ kind: 'video', slot: video[1] });
    } else if (first.startsWith('### ')) {
      blocks.push({ kind: 'heading', level: 3, children: parseText(first.slice(4)) });
    } else if (first.startsWith('## ') || first.startsWith('# ')) {
      blocks.push({ kind: 'heading', level: 2, children: parseText(first.replace(/^#+ /, '')) });
    } else if (lines.every((line) => line.startsWith('- '))) {
      blocks.push({ kind: 'list', items: lines.map((line) => parseText(line.slice(2))) });
    } else if (lines.every((line) => line.startsWith('>'))) {
      blocks.push({ kind: 'note', children: parseInline(lines.map((line) => line.replace(/^>\s?/, ''))) });
    } else {
      blocks.push({ kind: 'paragraph', children: parseInline(lines) });
    }
  }
  return blocks;
}

/** Plain text of a piece of Markdown (for teasers and names). */
export function toPlainText(inlines: readonly Inline[]): string {
  return inlines
    .map((inline) => (inline.kind === 'text' ? inline.text : inline.kind === 'break' ? ' ' : toPlainText(inline.children)))
    .join('');
}
