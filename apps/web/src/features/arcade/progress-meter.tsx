import { useId } from 'react';

/**
 * A labelled progress bar in the arcade's look: role `progressbar` with value, range and the value
 * as text, named by its label. Plain markup instead of react-aria's `ProgressBar`, which would bring
 * react-aria's base code to the students' start page (decision 008).
 */
export function ProgressMeter({ label, value, maxValue, valueText }: { label: string; value: number; maxValue: number; valueText: string }) {
  const labelId = useId();
  const max = Math.max(1, maxValue);
  const clamped = Math.min(Math.max(value, 0), max);
  return (
    <div
      className="progress-meter"
      role="progressbar"
      aria-labelledby={labelId}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
    >
      <span id={labelId} className="progress-meter__label">
        {label}
      </span>
      <span className="progress-meter__track">
        <span className="progress-meter__fill" style={{ width: `${(clamped / max) * 100}%` }} />
      </span>
      <span className="progress-meter__value">{valueText}</span>
    </div>
  );
}
