import type { ReactNode, Ref } from 'react';
import { FieldError, Input, Label, Text, TextArea, TextField } from 'react-aria-components';

export interface FormTextFieldProps {
  label: ReactNode;
  /** Shown after the label, e.g. "(Pflichtfeld)": required is said in text, not by colour. */
  requiredMark?: ReactNode;
  hint?: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  errorMessage?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  /** A multi-line field with this many rows; a single line without it. */
  rows?: number;
  inputRef: Ref<HTMLInputElement & HTMLTextAreaElement>;
  /** A single line's input type and keyboard (e-mail, numbers); text when left out. */
  type?: 'text' | 'email' | 'number';
  inputMode?: 'numeric' | 'text' | 'email';
  autoComplete?: string;
}

/**
 * A labelled text field for react-hook-form's `Controller`: label, optional hint (linked as
 * description), the input or text area, and the error linked to the field (react-aria).
 */
export function FormTextField({
  label,
  requiredMark,
  hint,
  name,
  value,
  onChange,
  onBlur,
  errorMessage,
  isDisabled,
  isRequired,
  rows,
  inputRef,
  type,
  inputMode,
  autoComplete,
}: FormTextFieldProps) {
  return (
    <TextField
      className="field"
      name={name}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete}
    >
      <Label className="field__label">
        {label}
        {requiredMark}
      </Label>
      {hint && (
        <Text slot="description" className="field__hint">
          {hint}
        </Text>
      )}
      {rows === undefined ? (
        <Input className="field__input" ref={inputRef} />
      ) : (
        <TextArea className="field__input field__input--multiline" rows={rows} ref={inputRef} />
      )}
      <FieldError className="field__error">{errorMessage}</FieldError>
    </TextField>
  );
}
