import { useId } from 'react';
import { segmentPercentages } from './segment-bar-logic';

export interface Segment {
  id: string;
  label: string;
  value: number;
  /** A CSS colour; pick ones with 3:1 contrast to their neighbours and the background. */
  color: string;
  /** The value as people read it, e.g. "1,5 GB". */
  valueText: string;
}

interface SegmentBarProps {
  label: string;
  segments: readonly Segment[];
  total: number;
  /** Formats a percentage, e.g. 12.5 → "12,50 %". */
  formatPercent: (percent: number) => string;
}

/**
 * A progress bar of several segments (e.g. storage: files, trash, free). The bar is drawn for the
 * eyes; the legend below carries every value as text for everyone.
 */
export function SegmentBar({ label, segments, total, formatPercent }: SegmentBarProps) {
  const labelId = useId();
  const percentages = segmentPercentages(
    segments.map((segment) => segment.value),
    total,
  );
  return (
    <figure className="segment-bar" aria-labelledby={labelId}>
      <figcaption id={labelId} className="field__label">
        {label}
      </figcaption>
      <div className="segment-bar__track" aria-hidden="true">
        {segments.map((segment, index) => (
          <div
            key={segment.id}
            className="segment-bar__segment"
            style={{ width: `${percentages[index] ?? 0}%`, background: segment.color }}
          />
        ))}
      </div>
      <ul className="segment-bar__legend">
        {segments.map((segment, index) => (
          <li key={segment.id}>
            <span className="segment-bar__swatch" style={{ background: segment.color }} aria-hidden="true" />
            {segment.label}: {segment.valueText} ({formatPercent(percentages[index] ?? 0)})
          </li>
        ))}
      </ul>
    </figure>
  );
}
