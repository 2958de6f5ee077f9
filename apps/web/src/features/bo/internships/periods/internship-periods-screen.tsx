import { useId, useState, type FormEvent } from 'react';
import { Button, FieldError, Input, Label, Text, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { INTERNSHIP_LIMITS, type InternshipPeriod } from '@berufswahl/contracts/bo/internships';
import { ActionOutcomeLine, useActionOutcome } from '../../../../components/ui/action-outcome';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { PageHeading } from '../../../../components/ui/page-heading';
import { formatStoreError, isApiError } from '../../../../lib/api-client';
import { PATHS } from '../../../../lib/route-paths';
import { useCreatePeriod, useDeletePeriod, useInternshipPeriods } from '../api/periods';
import { formatDay } from '../class/staff-texts';
import { checkPeriodForm, EMPTY_PERIOD_FORM, type PeriodFormField, type PeriodFormValues } from './period-form-logic';
import '../class/internships-staff.css';

/** The fields of the server's answer that belong to the form's fields. */
const SERVER_FIELD: Record<string, PeriodFormField> = { grade: 'grade', label: 'label', start_date: 'start', end_date: 'end' };

/**
 * The school coordinator's internship periods per grade (issue 16): the list, adding one and
 * deleting one after a confirmation. Placements outside them get a warning, never a refusal. Sie.
 */
export function InternshipPeriodsScreen() {
  const { t } = useTranslation();
  const listHeadingId = useId();
  const { data, error, isPending } = useInternshipPeriods();
  const remove = useDeletePeriod();
  const { outcome, done, failed, clear } = useActionOutcome();
  const [confirming, setConfirming] = useState<InternshipPeriod | null>(null);
  const labelOf = (period: InternshipPeriod) => period.label || t('internshipsStaff.periods.noLabel');
  const datesOf = (period: InternshipPeriod) => t('internshipsStaff.periods.dates', { start: formatDay(period.start_date), end: formatDay(period.end_date) });

  const deleteConfirmed = (period: InternshipPeriod) => {
    setConfirming(null);
    clear();
    remove.mutate(period.uuid, {
      onSuccess: () => done(t('internshipsStaff.periods.deleted', { label: labelOf(period) })),
      onError: (failure) => failed(t('internshipsStaff.periods.deleteFailed', { message: formatStoreError(failure) })),
    });
  };

  return (
    <div className="page internship-periods">
      <PageHeading pageName={t('internshipsStaff.periods.pageName')}>{t('internshipsStaff.periods.title')}</PageHeading>
      <p className="lead">{t('internshipsStaff.periods.lead')}</p>
      <section aria-labelledby={listHeadingId}>
        <h2 id={listHeadingId}>{t('internshipsStaff.periods.listTitle')}</h2>
        <p role="status">{isPending && !error ? t('internshipsStaff.periods.loading') : ''}</p>
        {error && (
          <p className="form-error" role="alert">
            {t('internshipsStaff.periods.error', { message: formatStoreError(error) })}
          </p>
        )}
        <ActionOutcomeLine outcome={outcome} />
        {data &&
          (data.items.length === 0 ? (
            <p>{t('internshipsStaff.periods.empty')}</p>
          ) : (
            <div className="internship-staff__table-wrap" role="region" aria-labelledby={listHeadingId} tabIndex={0}>
              <table className="internship-staff__table" data-testid="internship-periods">
                <thead>
                  <tr>
                    <th scope="col">{t('internshipsStaff.periods.column.grade')}</th>
                    <th scope="col">{t('internshipsStaff.periods.column.label')}</th>
                    <th scope="col">{t('internshipsStaff.periods.column.dates')}</th>
                    <th scope="col">{t('internshipsStaff.periods.column.action')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((period) => (
                    <tr key={period.uuid}>
                      <th scope="row">{period.grade}</th>
                      <td>{labelOf(period)}</td>
                      <td>{datesOf(period)}</td>
                      <td>
                        <Button
                          className="button button--secondary"
                          aria-label={t('internshipsStaff.periods.deleteLabel', { label: `${labelOf(period)}, ${datesOf(period)}` })}
                          isDisabled={remove.isPending}
                          onPress={() => setConfirming(period)}
                        >
                          {t('internshipsStaff.periods.delete')}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
      </section>
      <AddPeriodForm />
      <p>
        <Link to={PATHS.administrationClasses}>{t('internshipsStaff.periods.back')}</Link>
      </p>
      {confirming && (
        <ModalDialog title={t('internshipsStaff.periods.confirmTitle')} onClose={() => setConfirming(null)} role="alertdialog" className="modal--small">
          <p>{t('internshipsStaff.periods.confirmText', { label: labelOf(confirming), dates: datesOf(confirming) })}</p>
          <div className="dialog__actions">
            <Button className="button button--secondary" onPress={() => setConfirming(null)}>
              {t('internshipsStaff.periods.cancel')}
            </Button>
            <Button className="button" onPress={() => deleteConfirmed(confirming)}>
              {t('internshipsStaff.periods.confirmDelete')}
            </Button>
          </div>
        </ModalDialog>
      )}
    </div>
  );
}

function AddPeriodForm() {
  const { t } = useTranslation();
  const headingId = useId();
  const create = useCreatePeriod();
  const { outcome, done, failed, clear } = useActionOutcome();
  const [values, setValues] = useState<PeriodFormValues>(EMPTY_PERIOD_FORM);
  const [errors, setErrors] = useState<Partial<Record<PeriodFormField, string>>>({});
  const set = (field: PeriodFormField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const required = <span className="field__required"> {t('internshipsStaff.periods.required')}</span>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    clear();
    const { problems, body } = checkPeriodForm(values);
    const messages: Partial<Record<PeriodFormField, string>> = {};
    for (const [field, problem] of Object.entries(problems) as [PeriodFormField, string][]) {
      messages[field] = t(`internshipsStaff.periods.${problem as 'gradeInvalid'}`, { max: INTERNSHIP_LIMITS.periodLabelMax });
    }
    setErrors(messages);
    if (!body) {
      failed(t('internshipsStaff.periods.addFailed'));
      return;
    }
    create.mutate(body, {
      onSuccess: (period) => {
        setValues(EMPTY_PERIOD_FORM);
        done(t('internshipsStaff.periods.added', { grade: period.grade }));
      },
      onError: (error) => {
        const fields = isApiError(error) ? (error.errorBody?.fields ?? []) : [];
        const fromServer: Partial<Record<PeriodFormField, string>> = {};
        for (const field of fields) {
          const own = SERVER_FIELD[field.field.replace(/^body\./, '')];
          if (own) fromServer[own] = field.message;
        }
        setErrors(fromServer);
        failed(Object.keys(fromServer).length > 0 ? t('internshipsStaff.periods.addFailed') : formatStoreError(error));
      },
    });
  };

  return (
    <section aria-labelledby={headingId} className="internship-periods__form">
      <h2 id={headingId}>{t('internshipsStaff.periods.addTitle')}</h2>
      <form onSubmit={submit} noValidate>
        <TextField className="field" name="grade" value={values.grade} onChange={set('grade')} isRequired isInvalid={Boolean(errors.grade)} validationBehavior="aria" inputMode="numeric">
          <Label className="field__label">
            {t('internshipsStaff.periods.grade')}
            {required}
          </Label>
          <Text slot="description" className="field__hint">
            {t('internshipsStaff.periods.gradeHint')}
          </Text>
          <Input className="field__input" />
          <FieldError className="field__error">{errors.grade}</FieldError>
        </TextField>
        <TextField className="field" name="label" value={values.label} onChange={set('label')} isInvalid={Boolean(errors.label)} validationBehavior="aria">
          <Label className="field__label">{t('internshipsStaff.periods.label')}</Label>
          <Text slot="description" className="field__hint">
            {t('internshipsStaff.periods.labelHint')}
          </Text>
          <Input className="field__input" />
          <FieldError className="field__error">{errors.label}</FieldError>
        </TextField>
        <TextField className="field" name="start_date" value={values.start} onChange={set('start')} isRequired isInvalid={Boolean(errors.start)} validationBehavior="aria">
          <Label className="field__label">
            {t('internshipsStaff.periods.start')}
            {required}
          </Label>
          <Input className="field__input" type="date" />
          <FieldError className="field__error">{errors.start}</FieldError>
        </TextField>
        <TextField className="field" name="end_date" value={values.end} onChange={set('end')} isRequired isInvalid={Boolean(errors.end)} validationBehavior="aria">
          <Label className="field__label">
            {t('internshipsStaff.periods.end')}
            {required}
          </Label>
          <Input className="field__input" type="date" />
          <FieldError className="field__error">{errors.end}</FieldError>
        </TextField>
        <Button type="submit" className="button" isDisabled={create.isPending}>
          {create.isPending ? t('internshipsStaff.periods.adding') : t('internshipsStaff.periods.add')}
        </Button>
        <ActionOutcomeLine outcome={outcome} />
      </form>
    </section>
  );
}
