import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../components/ui/form-select-field';
import { FormTextField } from '../../../components/ui/form-text-field';

interface ControlledFieldProps<Values extends FieldValues, Body> {
  control: Control<Values, unknown, Body>;
  name: Path<Values>;
  label: ReactNode;
  hint?: ReactNode;
  isRequired?: boolean;
}

/** The shared text field bound to an administration form; "(Pflichtfeld)" said in text after the label. */
export function AdminFormTextField<Values extends FieldValues, Body>({
  control,
  name,
  label,
  hint,
  isRequired,
  type,
  inputMode,
}: ControlledFieldProps<Values, Body> & { type?: 'text' | 'email'; inputMode?: 'numeric' | 'text' | 'email' }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormTextField
          label={label}
          requiredMark={isRequired ? <span className="field__required"> ({t('administration.required')})</span> : undefined}
          hint={hint}
          name={field.name}
          value={String(field.value ?? '')}
          onChange={field.onChange}
          onBlur={field.onBlur}
          errorMessage={fieldState.error?.message}
          isRequired={isRequired}
          type={type}
          inputMode={inputMode}
          // Names and codes are not the browser's to fill in: they belong to other people.
          autoComplete="off"
          inputRef={field.ref}
        />
      )}
    />
  );
}

/** The shared native select bound to an administration form. */
export function AdminFormSelectField<Values extends FieldValues, Body>({
  control,
  name,
  label,
  hint,
  isRequired,
  options,
}: ControlledFieldProps<Values, Body> & { options: readonly { value: string; label: string }[] }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormSelectField
          label={label}
          hint={hint}
          name={field.name}
          value={String(field.value ?? '')}
          onChange={field.onChange}
          onBlur={field.onBlur}
          options={options}
          errorMessage={fieldState.error?.message}
          isRequired={isRequired}
          selectRef={field.ref}
        />
      )}
    />
  );
}
