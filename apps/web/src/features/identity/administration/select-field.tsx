import { useId, type ReactNode } from 'react';

interface SelectFieldProps {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  errorMessage?: string;
  hint?: ReactNode;
  isRequired?: boolean;
}

/**
 * A labelled native select: the platform's own list is the most reliable choice with screen
 * readers and on phones; hint and error are linked to it.
 */
export function SelectField({ label, name, value, onChange, options, errorMessage, hint, isRequired }: SelectFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, errorMessage ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <span className="field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      <select
        id={id}
        name={name}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={describedBy}
        required={isRequired}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {errorMessage && (
        <span className="field__error" id={`${id}-error`}>
          {errorMessage}
        </span>
      )}
    </div>
  );
}
