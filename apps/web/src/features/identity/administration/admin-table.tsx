import type { ReactNode } from 'react';

interface AdminTableProps {
  /** The id of the heading (or caption) that names the scrollable region. */
  labelledBy: string;
  caption: ReactNode;
  /** Set when the caption names the region itself (no heading above the table). */
  captionId?: string;
  /** The caption only for screen readers, when a visible heading above already says it. */
  isCaptionHidden?: boolean;
  /** Column headers, left to right. */
  columns: readonly ReactNode[];
  /** The rows (`<tr>`). */
  children: ReactNode;
}

/**
 * The administration's tables: a named region that scrolls sideways at 375 px and can be reached by
 * keyboard to scroll (WCAG 2.1.1), a caption and column headers.
 */
export function AdminTable({ labelledBy, caption, captionId, isCaptionHidden = false, columns, children }: AdminTableProps) {
  return (
    <div className="admin-table-wrap" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className="admin-table">
        <caption id={captionId} className={isCaptionHidden ? 'visually-hidden' : undefined}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
