import { FieldError, Input, Label, Text, TextField } from 'react-aria-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface AdminTextFieldProps {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string;
  hint?: ReactNode;
  isRequired?: boolean;
  type?: 'text' | 'email' | 'number';
  inputMode?: 'numeric' | 'text' | 'email';
  autoComplete?: string;
}

/** A labelled text field of the administration forms (react-aria: label, hint and error linked). */
export function AdminTextField({ label, name, value, onChange, errorMessage, hint, isRequired, type = 'text', inputMode, autoComplete = 'off' }: AdminTextFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      className="field"
      name={name}
      value={value}
      onChange={onChange}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete}
    >
      <Label className="field__label">
        {label}
        {isRequired && <span className="field__required"> ({t('administration.required')})</span>}
      </Label>
      {hint && (
        <Text slot="description" className="field__hint">
          {hint}
        </Text>
      )}
      <Input className="field__input" />
      <FieldError className="field__error">{errorMessage}</FieldError>
    </TextField>
  );
}
