import { useId, type ReactNode, type Ref } from 'react';

export interface FormSelectFieldProps {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  options: readonly { value: string; label: string }[];
  errorMessage?: string;
  hint?: ReactNode;
  isRequired?: boolean;
  selectRef?: Ref<HTMLSelectElement>;
}

/**
 * A labelled native select, for react-hook-form's `Controller` or plain state: the platform's own
 * list is the most reliable choice with screen readers and on phones; hint and error are linked
 * to it.
 */
export function FormSelectField({ label, name, value, onChange, onBlur, options, errorMessage, hint, isRequired, selectRef }: FormSelectFieldProps) {
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
        ref={selectRef}
        id={id}
        name={name}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
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
