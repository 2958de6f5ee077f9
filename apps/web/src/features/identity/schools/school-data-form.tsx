import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef } from 'react';
import { Button } from 'react-aria-components';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatStoreError, isApiError } from '../../../lib/api-client';
import { schoolDataBodySchema, type SchoolDataBody } from '@berufswahl/contracts/identity/schools';
import type { SchoolSummary } from '@berufswahl/contracts/identity/users';
import { firstErrorField, focusAndReveal } from '../../../components/ui/focus-first-error';
import { FormTextField } from '../../../components/ui/form-text-field';
import { useUpdateSchoolData } from './api/update-school-data';
import './school-data.css';
import { addTexts } from '../../../lib/i18n';
import schoolDataTexts from '../../../locales/de-school-data.json';

// The form loads only while the school data are missing; its texts come with it (decision 008).
addTexts(schoolDataTexts);

const FIELD_ORDER = [
  'data_protection_officer_email',
  'data_protection_officer_first_name',
  'data_protection_officer_last_name',
  'data_protection_officer_phone',
  'principal_email',
  'principal_first_name',
  'principal_last_name',
] as const;
type FieldName = (typeof FIELD_ORDER)[number];
type FormValues = Record<FieldName, string>;

const LABEL_KEYS: Record<FieldName, 'email' | 'firstName' | 'lastName' | 'phone'> = {
  data_protection_officer_email: 'email',
  data_protection_officer_first_name: 'firstName',
  data_protection_officer_last_name: 'lastName',
  data_protection_officer_phone: 'phone',
  principal_email: 'email',
  principal_first_name: 'firstName',
  principal_last_name: 'lastName',
};

/**
 * The school data form (spec 5): shown on the school coordinator's dashboard while the data
 * protection officer's or the principal's e-mail is missing – in the page, not as a modal, so it
 * blocks nothing else. Validated with the contract's schema on change and blur; a failed save is
 * logged (spec 8) and also shown under the form (issue 14: every action says how it went), which
 * stays to try again. `onDone` hides it (saved or "Später").
 */
export function SchoolDataForm({ school, onDone }: { school: SchoolSummary; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const save = useUpdateSchoolData(school.uuid);
  const fieldElements = useRef<Partial<Record<FieldName, HTMLElement | null>>>({});
  const form = useForm<FormValues, unknown, SchoolDataBody>({
    resolver: zodResolver(schoolDataBodySchema) as never,
    mode: 'all',
    shouldFocusError: false,
    defaultValues: Object.fromEntries(FIELD_ORDER.map((name) => [name, school[name] ?? ''])) as FormValues,
  });

  const onInvalid = (errors: FieldErrors<FormValues>) => {
    const first = firstErrorField(FIELD_ORDER, errors);
    if (first) focusAndReveal(fieldElements.current[first]);
  };
  const store = (body: SchoolDataBody) =>
    save.mutate(body, {
      onSuccess: () => onDone(true),
      // Spec 8: "School data save error: only logged."
      onError: (error) => console.error('Schuldaten nicht gespeichert', isApiError(error) ? error.status : error),
    });

  const requiredMark = ` (${t('schoolData.required')})`;
  const field = (name: FieldName) => (
    <Controller
      key={name}
      control={form.control}
      name={name}
      render={({ field: control, fieldState }) => (
        <FormTextField
          label={t(`schoolData.${LABEL_KEYS[name]}`)}
          requiredMark={name === 'data_protection_officer_phone' ? undefined : requiredMark}
          hint={name === 'data_protection_officer_phone' ? t('schoolData.phoneHint') : undefined}
          name={control.name}
          value={control.value}
          onChange={control.onChange}
          onBlur={control.onBlur}
          errorMessage={fieldState.error?.message}
          isRequired={name !== 'data_protection_officer_phone'}
          inputRef={(element) => {
            control.ref(element);
            fieldElements.current[name] = element;
            if (element && name.endsWith('email')) element.type = 'email';
            if (element && name.endsWith('phone')) element.type = 'tel';
          }}
        />
      )}
    />
  );

  return (
    <section className="card school-data" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('schoolData.title')}</h2>
      <form className="school-data-form" noValidate onSubmit={(event) => void form.handleSubmit(store, onInvalid)(event)}>
        <p>{t('schoolData.intro')}</p>
        <fieldset className="school-data-form__group">
          <legend>{t('schoolData.officer')}</legend>
          {FIELD_ORDER.slice(0, 4).map(field)}
        </fieldset>
        <fieldset className="school-data-form__group">
          <legend>{t('schoolData.principal')}</legend>
          {FIELD_ORDER.slice(4).map(field)}
        </fieldset>
        {save.isError && (
          <p className="form-error" role="alert" data-testid="school-data-error">
            {t('schoolData.saveError', { error: formatStoreError(save.error) })}
          </p>
        )}
        <div className="dialog__actions actions">
          <Button className="button button--secondary" onPress={() => onDone(false)}>
            {t('schoolData.later')}
          </Button>
          <Button type="submit" className="button" isDisabled={save.isPending}>
            {save.isPending ? t('schoolData.saving') : t('schoolData.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
