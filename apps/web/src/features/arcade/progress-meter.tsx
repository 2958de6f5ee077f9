import { Label, ProgressBar } from 'react-aria-components';

/** A labelled progress bar (react-aria: role progressbar with value text) in the arcade's look. */
export function ProgressMeter({ label, value, maxValue, valueText }: { label: string; value: number; maxValue: number; valueText: string }) {
  return (
    <ProgressBar className="progress-meter" value={value} minValue={0} maxValue={Math.max(1, maxValue)} valueLabel={valueText}>
      {({ percentage }) => (
        <>
          <Label className="progress-meter__label">{label}</Label>
          <span className="progress-meter__track">
            <span className="progress-meter__fill" style={{ width: `${percentage ?? 0}%` }} />
          </span>
          <span className="progress-meter__value">{valueText}</span>
        </>
      )}
    </ProgressBar>
  );
}
