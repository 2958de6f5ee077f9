import '../register-page-texts';
import { useId, useState, type FormEvent } from 'react';
import { Button, FieldError, Input, Label, Text, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { SignatureLandOverview, SignatureSchoolStatus } from '@berufswahl/contracts';
import { ActionOutcomeLine, useActionOutcome } from '../../../components/ui/action-outcome';
import { useAnnounce } from '../../../components/ui/live-announcer';
import { PageHeading } from '../../../components/ui/page-heading';
import { ExplanationBox } from '../../../components/explanations/explanation-box';
import { formatStoreError, isApiError } from '../../../lib/api-client';
import { useLandOverview } from '../api/get-land-overview';
import { useSetSignatureDeadline } from '../api/set-signature-deadline';
import { useWithdrawConfirmation } from '../api/withdraw-confirmation';
import { formatDay, formatInstant } from '../format';
import '../signatures.css';

/**
 * The state coordinator's overview (decision 110): which schools of the Land have confirmed the
 * current document, the deadline (setting it publishes the document), and withdrawing a
 * school's confirmation (decision 112).
 */
export function SignatureLandScreen() {
  const { t } = useTranslation();
  const overview = useLandOverview();

  return (
    <div className="page signature-land">
      <PageHeading pageName={t('signatures.land.pageName')}>{t('signatures.land.title')}</PageHeading>
      <ExplanationBox target="verwaltung-avv" />
      {overview.isPending && <p role="status">{t('signatures.land.loading')}</p>}
      {overview.error && (
        <p className="form-error" role="alert">
          {t('signatures.land.error', { message: formatStoreError(overview.error) })}
        </p>
      )}
      {overview.data && (
        <>
          {overview.data.flow ? (
            <p className="lead">
              {t('signatures.land.document', { title: overview.data.flow.document_title, version: overview.data.flow.document_version })}
              <br />
              <strong>{t('signatures.land.count', { confirmed: overview.data.confirmed_count, total: overview.data.school_count })}</strong>
            </p>
          ) : (
            <p className="lead">{t('signatures.land.none')}</p>
          )}
          <DeadlineForm overview={overview.data} />
          <SchoolsTable schools={overview.data.schools} />
        </>
      )}
    </div>
  );
}

function DeadlineForm({ overview }: { overview: SignatureLandOverview }) {
  const { t } = useTranslation();
  const headingId = useId();
  const announce = useAnnounce();
  const [deadline, setDeadline] = useState(overview.flow?.deadline_date ?? '');
  const save = useSetSignatureDeadline();
  const fieldError = save.error && isApiError(save.error) && save.error.status === 400 ? formatStoreError(save.error) : undefined;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ deadline_date: deadline }, { onSuccess: (flow) => announce(t('signatures.land.deadlineSaved', { date: formatDay(flow.deadline_date) })) });
  }

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('signatures.land.deadlineTitle')}</h2>
      <form onSubmit={handleSubmit} noValidate>
        <TextField className="field" name="deadline_date" value={deadline} onChange={setDeadline} isRequired isInvalid={Boolean(fieldError)} validationBehavior="aria">
          <Label className="field__label">{t('signatures.land.deadlineLabel')}</Label>
          <Text slot="description" className="field__hint">
            {t('signatures.land.deadlineHint')}
          </Text>
          <Input className="field__input" type="date" />
          <FieldError className="field__error">{fieldError}</FieldError>
        </TextField>
        {save.error && !fieldError && (
          <p className="form-error" role="alert">
            {formatStoreError(save.error)}
          </p>
        )}
        {save.isSuccess && (
          <p className="notice" role="status">
            {t('signatures.land.deadlineSaved', { date: formatDay(save.data.deadline_date) })}
          </p>
        )}
        <Button type="submit" className="button" isPending={save.isPending}>
          {t('signatures.land.saveDeadline')}
        </Button>
      </form>
    </section>
  );
}

function SchoolsTable({ schools }: { schools: SignatureSchoolStatus[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  // The row's status changes quietly: the line above the table says whose confirmation went (decision 205).
  const { outcome, done } = useActionOutcome();
  const withdraw = useWithdrawConfirmation();

  function statusText(school: SignatureSchoolStatus): string {
    if (school.status === 'confirmed') return t('signatures.land.statusConfirmed', { date: school.confirmed_at ? formatInstant(school.confirmed_at) : '' });
    return school.status === 'pending' ? t('signatures.land.statusPending') : t('signatures.land.statusNone');
  }

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('signatures.land.schoolsTitle')}</h2>
      {withdraw.isError && (
        <p className="form-error" role="alert">
          {t('signatures.land.withdrawError', { message: formatStoreError(withdraw.error) })}
        </p>
      )}
      {withdraw.isSuccess && <ActionOutcomeLine outcome={outcome} />}
      <div className="signature-table-wrapper" role="region" aria-labelledby={headingId} tabIndex={0}>
        <table className="signature-table">
          <thead>
            <tr>
              <th scope="col">{t('signatures.land.school')}</th>
              <th scope="col">{t('signatures.land.status')}</th>
              <th scope="col">{t('signatures.land.confirmedBy')}</th>
              <th scope="col">{t('signatures.land.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {schools.map((school) => (
              <tr key={school.uuid}>
                <th scope="row">
                  {school.name}
                  {school.city && <span className="hint"> ({school.city})</span>}
                </th>
                <td>{statusText(school)}</td>
                <td>{school.confirmed_by ?? '–'}</td>
                <td>
                  {school.status === 'confirmed' && (
                    <Button
                      className="button button--secondary"
                      aria-label={t('signatures.land.withdrawLabel', { name: school.name })}
                      // Not isPending: the button goes away on success, and react-aria's pending announcement would point at it.
                      isDisabled={withdraw.isPending}
                      onPress={() => withdraw.mutate(school.uuid, { onSuccess: () => done(t('signatures.land.withdrawn', { name: school.name })) })}
                    >
                      {t('signatures.land.withdraw')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
