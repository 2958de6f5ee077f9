import { Label, ProgressBar } from 'react-aria-components';

interface ProgressMeterProps {
  label: string;
  done: number;
  total: number;
  /** The value said and shown, e.g. "2 von 3 Aufgaben erledigt". */
  valueText: string;
}

/** Progress as a bar with its value in words (react-aria ProgressBar: role progressbar, named by its label). */
export function ProgressMeter({ label, done, total, valueText }: ProgressMeterProps) {
  return (
    <ProgressBar className="progress-meter" value={done} minValue={0} maxValue={Math.max(total, 1)} valueLabel={valueText}>
      {({ percentage }) => (
        <>
          <div className="progress-meter__text">
            <Label className="progress-meter__label">{label}</Label>
            <span className="progress-meter__value">{valueText}</span>
          </div>
          <div className="progress-meter__track" aria-hidden="true">
            <div className="progress-meter__fill" style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </ProgressBar>
  );
}
