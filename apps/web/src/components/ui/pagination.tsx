import { useId, useState } from 'react';
import { Button } from './button';
import { LIMITS } from '@berufswahl/contracts/shared/limits';
import { clampPage, pageInputTypeFor } from './pagination-logic';
import { useViewportWidth } from './use-viewport-width';

export interface PaginationLabels {
  /** Name of the whole control, e.g. "Seiten". */
  navigation: string;
  first: string;
  previous: string;
  next: string;
  last: string;
  /** Label of the page-number input, e.g. "Seite". */
  page: string;
  /** Text after the input, e.g. "von 12". */
  ofPages: (lastPage: number) => string;
}

interface PaginationProps {
  page: number;
  lastPage: number;
  onPageChange: (page: number) => void;
  labels: PaginationLabels;
}

/**
 * First, previous, next and last buttons and a page-number input (spec 2, 5). The typed number
 * is clamped when the input is left or Enter is pressed.
 */
export function Pagination({ page, lastPage, onPageChange, labels }: PaginationProps) {
  const inputId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const inputType = pageInputTypeFor(useViewportWidth(), LIMITS.paginationInputBreakpointPx);
  const last = Math.max(1, lastPage);

  const commit = () => {
    if (draft === null) return;
    const next = clampPage(draft, last);
    setDraft(null);
    if (next !== page) onPageChange(next);
  };

  return (
    <nav className="pagination" aria-label={labels.navigation}>
      <Button className="button button--secondary" isDisabled={page <= 1} onPress={() => onPageChange(1)}>
        {labels.first}
      </Button>
      <Button className="button button--secondary" isDisabled={page <= 1} onPress={() => onPageChange(page - 1)}>
        {labels.previous}
      </Button>
      <span className="pagination__page">
        <label htmlFor={inputId}>{labels.page}</label>
        <input
          id={inputId}
          className="field__input pagination__input"
          type={inputType}
          inputMode="numeric"
          min={inputType === 'number' ? 1 : undefined}
          max={inputType === 'number' ? last : undefined}
          value={draft ?? String(page)}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
        />
        <span>{labels.ofPages(last)}</span>
      </span>
      <Button className="button button--secondary" isDisabled={page >= last} onPress={() => onPageChange(page + 1)}>
        {labels.next}
      </Button>
      <Button className="button button--secondary" isDisabled={page >= last} onPress={() => onPageChange(last)}>
        {labels.last}
      </Button>
    </nav>
  );
}
