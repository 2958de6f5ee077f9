import { useId, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Internship } from '@berufswahl/contracts';
import { firstErrorField, focusAndReveal } from '../../../../components/ui/focus-first-error';
import { FormSelectField } from '../../../../components/ui/form-select-field';
import { FormTextField } from '../../../../components/ui/form-text-field';
import { formatStoreError, isApiError } from '../../../../lib/api-client';
import { useCreateInternship, useFieldsOfWork, useUpdateInternship } from '../api/placements';
import {
  INTERNSHIP_FORM_FIELDS,
  initialFormValues,
  internshipFormResolver,
  toInternshipBody,
  type InternshipFormField,
  type InternshipFormValues,
} from './internship-form-logic';

const OPTIONAL_FIELDS: ReadonlySet<InternshipFormField> = new Set(['supervisor_phone', 'daily_hours', 'expectations']);
const INPUT_TYPES: Partial<Record<InternshipFormField, string>> = {
  supervisor_email: 'email',
  supervisor_phone: 'tel',
  start_date: 'date',
  end_date: 'date',
};
const AUTOCOMPLETE_OFF = 'off';

interface InternshipFormProps {
  /** The placement to change; a new one without it. */
  internship?: Internship;
  /** After saving: the answer and whether it was submitted (rather than kept a draft). */
  onSaved: (internship: Internship, isSubmitted: boolean) => void;
  onCancel: () => void;
}

/**
 * Records or changes a placement (issue 16). The fields are checked with the contract's schema as
 * the student types; "Als Entwurf speichern" keeps it the student's own, "Einreichen" hands it to the
 * class's teachers. A message of the server about one field (an unknown Berufsfeld) shows under it.
 */
export function InternshipForm({ internship, onSaved, onCancel }: InternshipFormProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const fieldsOfWork = useFieldsOfWork();
  const create = useCreateInternship();
  const update = useUpdateInternship();
  const elements = useRef<Partial<Record<InternshipFormField, HTMLElement | null>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<InternshipFormValues>({
    resolver: internshipFormResolver,
    // Checked on pressing a button, then as the student corrects: a message that appeared on blur
    // would push the buttons down between press and release, and the press would be lost.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    defaultValues: initialFormValues(internship),
  });
  const isPending = create.isPending || update.isPending;

  const onInvalid = (errors: FieldErrors<InternshipFormValues>) => {
    setServerError(t('internships.student.form.fixErrors'));
    const first = firstErrorField(INTERNSHIP_FORM_FIELDS, errors);
    if (first) focusAndReveal(elements.current[first]);
  };

  const save = (draft: boolean) => async (values: InternshipFormValues) => {
    setServerError(null);
    const body = toInternshipBody(values, draft);
    try {
      const saved = internship ? await update.mutateAsync({ internshipUuid: internship.uuid, body }) : await create.mutateAsync(body);
      onSaved(saved, !draft);
    } catch (error) {
      const fields = (isApiError(error) && error.errorBody?.fields) || [];
      for (const field of fields) {
        if ((INTERNSHIP_FORM_FIELDS as readonly string[]).includes(field.field)) {
          form.setError(field.field as InternshipFormField, { type: 'server', message: field.message });
        }
      }
      const first = fields.find((field) => (INTERNSHIP_FORM_FIELDS as readonly string[]).includes(field.field));
      if (first) focusAndReveal(elements.current[first.field as InternshipFormField]);
      setServerError((isApiError(error) && error.errorBody?.message) || t('internships.student.form.saveFailed'));
    }
  };

  const requiredMark = t('internships.student.form.required');
  const textField = (name: Exclude<InternshipFormField, 'field_of_work'>, options: { hint?: string; rows?: number } = {}) => (
    <Controller
      key={name}
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <FormTextField
          label={t(`internships.student.form.${name}`)}
          requiredMark={OPTIONAL_FIELDS.has(name) ? undefined : requiredMark}
          hint={options.hint}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          errorMessage={fieldState.error?.message}
          isRequired={!OPTIONAL_FIELDS.has(name)}
          isDisabled={isPending}
          rows={options.rows}
          inputMode={name === 'postcode' ? 'numeric' : undefined}
          autoComplete={AUTOCOMPLETE_OFF}
          inputRef={(element) => {
            field.ref(element);
            elements.current[name] = element;
            // FormTextField knows text, e-mail and numbers; dates and phones set their type here.
            const type = INPUT_TYPES[name];
            if (element && type) element.type = type;
          }}
        />
      )}
    />
  );

  const options = [
    { value: '', label: t('internships.student.form.chooseFieldOfWork') },
    ...(fieldsOfWork.data ?? []).map((field) => ({ value: field.key, label: field.name })),
  ];

  return (
    <section className="card internship-form" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1} className="internship-form__heading">
        {internship ? t('internships.student.form.headingEdit', { company: internship.company_name }) : t('internships.student.form.headingNew')}
      </h2>
      <p>{t('internships.student.form.intro')}</p>
      {fieldsOfWork.isError && (
        <p className="form-error" role="alert">
          {t('internships.student.fieldsLoadError', { error: formatStoreError(fieldsOfWork.error) })}
        </p>
      )}
      <form noValidate onSubmit={(event) => void form.handleSubmit(save(false), onInvalid)(event)}>
        <fieldset className="internship-form__group">
          <legend>{t('internships.student.form.company')}</legend>
          {textField('company_name')}
          {textField('street')}
          <div className="internship-form__row">
            {textField('postcode')}
            {textField('city')}
          </div>
          <Controller
            control={form.control}
            name="field_of_work"
            render={({ field, fieldState }) => (
              <FormSelectField
                label={
                  <>
                    {t('internships.student.form.field_of_work')}
                    {requiredMark}
                  </>
                }
                hint={t('internships.student.form.fieldOfWorkHint')}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                options={options}
                errorMessage={fieldState.error?.message}
                isRequired
                selectRef={(element) => {
                  field.ref(element);
                  elements.current.field_of_work = element;
                }}
              />
            )}
          />
        </fieldset>
        <fieldset className="internship-form__group">
          <legend>{t('internships.student.form.supervisor')}</legend>
          {textField('supervisor_name')}
          {textField('supervisor_email')}
          {textField('supervisor_phone')}
        </fieldset>
        <fieldset className="internship-form__group">
          <legend>{t('internships.student.form.period')}</legend>
          <div className="internship-form__row">
            {textField('start_date')}
            {textField('end_date')}
          </div>
          {textField('daily_hours', { hint: t('internships.student.form.dailyHoursHint') })}
        </fieldset>
        <fieldset className="internship-form__group">
          <legend>{t('internships.student.form.goals')}</legend>
          {textField('expectations', { hint: t('internships.student.form.expectationsHint'), rows: 4 })}
        </fieldset>
        {serverError && (
          <p className="form-error" role="alert">
            {serverError}
          </p>
        )}
        <div className="actions internship-form__actions">
          <Button className="button button--secondary" onPress={onCancel} isDisabled={isPending}>
            {t('internships.student.form.cancel')}
          </Button>
          <Button
            className="button button--secondary"
            isDisabled={isPending}
            onPress={() => void form.handleSubmit(save(true), onInvalid)()}
          >
            {isPending ? t('internships.student.form.saving') : t('internships.student.form.saveDraft')}
          </Button>
          <Button className="button" type="submit" isDisabled={isPending}>
            {isPending ? t('internships.student.form.saving') : t('internships.student.form.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
