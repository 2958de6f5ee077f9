import '../register-page-texts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, Checkbox } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { SignatureFlowDetail } from '@berufswahl/contracts';
import { useAnnounce } from '../../../components/ui/live-announcer';
import { Markdown } from '../../../components/ui/markdown/markdown';
import { PageHeading } from '../../../components/ui/page-heading';
import { formatStoreError, isApiError } from '../../../lib/api-client';
import { PATHS } from '../../../lib/route-paths';
import { useConfirmSignatureFlow } from '../api/confirm-signature-flow';
import { useSignatureFlow } from '../api/get-signature-flow';
import { useSnoozeSignatureFlow } from '../api/snooze-signature-flow';
import { formatDay, formatInstant, isOverdue, remainingText } from '../format';
import '../signatures.css';

/**
 * `/slp/{uuid}` (spec 7, decisions 110–112): the document to confirm, who confirms for whom, the
 * deadline, a required checkbox and "Verbindlich bestätigen"; "Später erinnern" until the deadline.
 */
export function SignatureFlowScreen() {
  const { t } = useTranslation();
  const { uuid = '' } = useParams();
  const flow = useSignatureFlow(uuid);

  return (
    <div className="page signature-flow">
      <PageHeading pageName={t('signatures.flow.pageName')}>{flow.data?.flow.document_title ?? t('signatures.flow.pageName')}</PageHeading>
      {flow.isPending && <p role="status">{t('signatures.flow.loading')}</p>}
      {flow.error && (
        <>
          <p className="form-error" role="alert">
            {isApiError(flow.error) && flow.error.status === 404
              ? t('signatures.flow.notFound')
              : t('signatures.flow.error', { message: formatStoreError(flow.error) })}
          </p>
          <Link to={PATHS.dashboard}>{t('signatures.flow.toDashboard')}</Link>
        </>
      )}
      {flow.data && <FlowContent detail={flow.data} />}
    </div>
  );
}

function FlowContent({ detail }: { detail: SignatureFlowDetail }) {
  const { t } = useTranslation();
  const documentLabelId = useId();
  const { flow } = detail;
  const overdue = isOverdue(flow.deadline);
  const principal = detail.current_principal_name
    ? t('signatures.flow.principal', { name: detail.current_principal_name })
    : t('signatures.flow.principalMissing');

  return (
    <>
      <dl className="signature-facts" aria-label={t('signatures.flow.factsLabel')}>
        {detail.school && (
          <>
            <dt>{t('signatures.flow.school')}</dt>
            <dd>{detail.school.name}</dd>
            <dt>{t('signatures.flow.signer')}</dt>
            <dd>{detail.signer_name}</dd>
            <dt>{t('signatures.flow.onBehalf')}</dt>
            <dd>{principal}</dd>
          </>
        )}
        <dt>{t('signatures.flow.version')}</dt>
        <dd>{flow.document_version}</dd>
        <dt>{t('signatures.flow.deadline')}</dt>
        <dd>
          {t('signatures.deadline.long', { date: formatDay(flow.deadline_date) })}
          {detail.status === 'pending' && <> – {remainingText(t, flow.deadline)}</>}
        </dd>
      </dl>

      {detail.status === 'pending' && detail.can_confirm && (
        <p className={overdue ? 'notice notice--error' : 'notice'}>{overdue ? t('signatures.flow.overdue') : t('signatures.flow.inWindow')}</p>
      )}
      {!detail.school && <p className="hint">{t('signatures.flow.readOnly')}</p>}

      <h2 id={documentLabelId}>{t('signatures.flow.documentLabel')}</h2>
      {/* Focusable so keyboard users can scroll the long text. */}
      <div className="signature-document" role="region" aria-labelledby={documentLabelId} tabIndex={0}>
        <Markdown source={detail.document_markdown} headingOffset={1} />
      </div>
      <p className="hint">{t('signatures.flow.legalNote')}</p>

      {detail.status === 'confirmed' ? (
        <Confirmed detail={detail} />
      ) : (
        detail.can_confirm && <ConfirmForm detail={detail} />
      )}
    </>
  );
}

function Confirmed({ detail }: { detail: SignatureFlowDetail }) {
  const { t } = useTranslation();
  return (
    <div className="notice" role="status">
      <p>
        {t('signatures.flow.confirmed', {
          date: detail.confirmed_at ? formatInstant(detail.confirmed_at) : '',
          name: detail.confirmed_by ?? '',
        })}{' '}
        {t('signatures.flow.confirmedFor', { principal: detail.principal_name ?? t('signatures.flow.principalMissing') })}
      </p>
      <p>
        <Link to={PATHS.dashboard}>{t('signatures.flow.toDashboard')}</Link>
      </p>
    </div>
  );
}

function ConfirmForm({ detail }: { detail: SignatureFlowDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const announce = useAnnounce();
  const hintId = useId();
  const missingId = useId();
  const checkboxRef = useRef<HTMLLabelElement>(null);
  const [isChecked, setIsChecked] = useState(false);
  const [isMissing, setIsMissing] = useState(false);
  const confirm = useConfirmSignatureFlow(detail.flow.uuid);
  const snooze = useSnoozeSignatureFlow(detail.flow.uuid);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isChecked) {
      setIsMissing(true);
      checkboxRef.current?.querySelector('input')?.focus();
      return;
    }
    confirm.mutate(undefined, { onSuccess: () => announce(t('signatures.flow.confirmedAnnouncement')) });
  }

  return (
    <form className="signature-form" onSubmit={handleSubmit} noValidate>
      <Checkbox
        ref={checkboxRef}
        className="checkbox"
        isSelected={isChecked}
        onChange={(checked) => {
          setIsChecked(checked);
          if (checked) setIsMissing(false);
        }}
        isRequired
        isInvalid={isMissing}
        aria-describedby={isMissing ? `${missingId} ${hintId}` : hintId}
      >
        <span className="checkbox__box" aria-hidden="true" />
        <span>{t('signatures.flow.checkbox')}</span>
      </Checkbox>
      <p id={hintId} className="hint">
        {t('signatures.flow.checkboxHint')}
      </p>
      {isMissing && (
        <p id={missingId} className="form-error" role="alert">
          {t('signatures.flow.checkboxMissing')}
        </p>
      )}
      {confirm.isError && (
        <p className="form-error" role="alert">
          {t('signatures.flow.confirmError', { message: formatStoreError(confirm.error) })}
        </p>
      )}
      {snooze.isError && (
        <p className="form-error" role="alert">
          {t('signatures.flow.laterError', { message: formatStoreError(snooze.error) })}
        </p>
      )}
      <div className="actions">
        {/* Not isPending: react-aria then announces the button by id, and this button goes away on success. */}
        <Button type="submit" className="button" isDisabled={confirm.isPending}>
          {t('signatures.flow.confirm')}
        </Button>
        {detail.can_snooze && (
          <Button
            className="button button--secondary"
            isDisabled={snooze.isPending}
            onPress={() => snooze.mutate(undefined, { onSuccess: () => void navigate(PATHS.dashboard) })}
          >
            {t('signatures.flow.later')}
          </Button>
        )}
      </div>
    </form>
  );
}
