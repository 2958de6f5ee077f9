import { describe, expect, it } from 'vitest';
import { isSafeHref, parseMarkdown } from './parse-markdown';

describe('parseMarkdown', () => {
  it('reads headings, paragraphs, lists and notes', () => {
    const blocks = parseMarkdown('## Titel\n\nErster Satz.\nZweite Zeile.\n\n- eins\n- **zwei**\n\n> Hinweis');
    expect(blocks.map((block) => block.kind)).toEqual(['heading', 'paragraph', 'list', 'note']);
    expect(blocks[1]).toEqual({
      kind: 'paragraph',
      children: [{ kind: 'text', text: 'Erster Satz.' }, { kind: 'break' }, { kind: 'text', text: 'Zweite Zeile.' }],
    });
    expect(blocks[2]).toMatchObject({ kind: 'list', items: [[{ text: 'eins' }], [{ kind: 'bold', children: [{ text: 'zwei' }] }]] });
  });

  it('keeps app paths, page queries, https and mailto links', () => {
    const [paragraph] = parseMarkdown('[A](/imprint) [B](?barrier_modal) [C](https://example.org) [D](mailto:a@b.de)');
    expect(paragraph).toMatchObject({
      children: [
        { kind: 'link', href: '/imprint' },
        { kind: 'text' },
        { kind: 'link', href: '?barrier_modal' },
        { kind: 'text' },
        { kind: 'link', href: 'https://example.org' },
        { kind: 'text' },
        { kind: 'link', href: 'mailto:a@b.de' },
      ],
    });
  });

  it('turns a javascript link into its plain label', () => {
    const [paragraph] = parseMarkdown('[klick](javascript:alert(1))');
    expect(JSON.stringify(paragraph)).not.toContain('javascript');
  });

  it('leaves HTML as visible text, never as markup', () => {
    const [paragraph] = parseMarkdown('<img src=x onerror=alert(1)>');
    expect(paragraph).toEqual({ kind: 'paragraph', children: [{ kind: 'text', text: '<img src=x onerror=alert(1)>' }] });
  });
});

describe('isSafeHref', () => {
  it('refuses protocol-relative and data links', () => {
    expect(isSafeHref('//evil.example')).toBe(false);
    expect(isSafeHref('data:text/html,x')).toBe(false);
    expect(isSafeHref('http://example.org')).toBe(false);
  });
});

describe('managed video lines (decision 180)', () => {
  it('reads ::video[slot] on a line of its own as the place of a video', () => {
    expect(parseMarkdown('Text\n\n::video[dgs-welcome]\n\nMehr')).toEqual([
      { kind: 'paragraph', children: [{ kind: 'text', text: 'Text' }] },
      { kind: 'video', slot: 'dgs-welcome' },
      { kind: 'paragraph', children: [{ kind: 'text', text: 'Mehr' }] },
    ]);
  });

  it('leaves anything else as text', () => {
    expect(parseMarkdown('::video[Böse Folie]')).toEqual([{ kind: 'paragraph', children: [{ kind: 'text', text: '::video[Böse Folie]' }] }]);
  });
});

describe('backslash escapes (the operator details the server fills in, decision 233)', () => {
  it('keeps escaped characters as text: no bold, no link, no heading, list or video line', () => {
    expect(parseMarkdown('\\*\\*Amt\\*\\* \\[x\\]\\(https://b.example\\)')).toEqual([
      { kind: 'paragraph', children: [{ kind: 'text', text: '**Amt** [x](https://b.example)' }] },
    ]);
    expect(parseMarkdown('\\## Referat')).toEqual([{ kind: 'paragraph', children: [{ kind: 'text', text: '## Referat' }] }]);
    expect(parseMarkdown('\\- Straße 1\n\\> 2')).toEqual([
      { kind: 'paragraph', children: [{ kind: 'text', text: '- Straße 1' }, { kind: 'break' }, { kind: 'text', text: '> 2' }] },
    ]);
    expect(parseMarkdown('\\::video[a]')).toEqual([{ kind: 'paragraph', children: [{ kind: 'text', text: '::video[a]' }] }]);
  });

  it('keeps escaped brackets inside a link label', () => {
    expect(parseMarkdown('[Amt \\(Mitte\\)](mailto:a@b.de)')).toEqual([
      { kind: 'paragraph', children: [{ kind: 'link', href: 'mailto:a@b.de', children: [{ kind: 'text', text: 'Amt (Mitte)' }] }] },
    ]);
  });
});
