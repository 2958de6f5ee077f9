import { Fragment, useMemo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { parseMarkdown, type Block, type Inline } from './parse-markdown';

function renderInline(inlines: readonly Inline[], pathname: string): ReactNode[] {
  return inlines.map((inline, index) => {
    switch (inline.kind) {
      case 'text':
        return <Fragment key={index}>{inline.text}</Fragment>;
      case 'break':
        return <br key={index} />;
      case 'bold':
        return <strong key={index}>{renderInline(inline.children, pathname)}</strong>;
      case 'link':
        if (inline.href.startsWith('?')) {
          // e.g. ?barrier_modal: a dialog on the current page (the messaging feature opens it).
          return (
            <Link key={index} to={{ pathname, search: inline.href }}>
              {renderInline(inline.children, pathname)}
            </Link>
          );
        }
        if (inline.href.startsWith('/')) {
          return (
            <Link key={index} to={inline.href}>
              {renderInline(inline.children, pathname)}
            </Link>
          );
        }
        return (
          <a key={index} href={inline.href}>
            {renderInline(inline.children, pathname)}
          </a>
        );
    }
  });
}

/** Renders the managed video of a slot, or nothing while the slot has none (decision 180). */
export type VideoRenderer = (slot: string) => ReactNode;

function renderBlock(block: Block, index: number, pathname: string, headingOffset: number, renderVideo?: VideoRenderer): ReactNode {
  switch (block.kind) {
    case 'heading': {
      const level = Math.min(6, block.level + headingOffset);
      const Heading = `h${level}` as 'h2';
      return <Heading key={index}>{renderInline(block.children, pathname)}</Heading>;
    }
    case 'paragraph':
      return <p key={index}>{renderInline(block.children, pathname)}</p>;
    case 'list':
      return (
        <ul key={index}>
          {block.items.map((item, itemIndex) => (
            <li key={itemIndex}>{renderInline(item, pathname)}</li>
          ))}
        </ul>
      );
    case 'note':
      return (
        <div key={index} className="content-note">
          <p>{renderInline(block.children, pathname)}</p>
        </div>
      );
    case 'video':
      return <Fragment key={index}>{renderVideo?.(block.slot) ?? null}</Fragment>;
  }
}

/**
 * Renders CMS Markdown (see parse-markdown.ts) as React elements. `headingOffset` shifts heading
 * levels, e.g. 1 inside a dialog whose title is an h2. `renderVideo` shows a `::video[slot]` line's
 * video; without it such lines show nothing.
 */
export function Markdown({ source, headingOffset = 0, renderVideo }: { source: string; headingOffset?: number; renderVideo?: VideoRenderer }) {
  const { pathname } = useLocation();
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return <div className="content">{blocks.map((block, index) => renderBlock(block, index, pathname, headingOffset, renderVideo))}</div>;
}
