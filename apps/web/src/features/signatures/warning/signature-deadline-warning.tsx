import '../register-texts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatStoreError } from '../../../lib/api-client';
import { PATHS } from '../../../lib/route-paths';
import { usePrincipalDeadline } from '../api/get-principal-deadline';
import { formatDay, isOverdue, remainingText } from '../format';
import '../signatures.css';
import { useReportSettled } from './report-settled';

/**
 * The school coordinator's dashboard warning (decision 111): shown from publication until the
 * school has confirmed, with the remaining time (days; hours on the last day) and the way to the flow.
 */
export function SignatureDeadlineWarning({ onSettled }: { onSettled?: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const deadline = usePrincipalDeadline();
  const { data, error } = deadline;
  useReportSettled(deadline, onSettled);

  if (error) {
    return (
      <p className="form-error" role="alert">
        {t('signatures.warning.error', { message: formatStoreError(error) })}
      </p>
    );
  }
  if (!data?.flow || data.status !== 'pending') return null;
  const { flow } = data;
  const overdue = isOverdue(flow.deadline);

  return (
    <section className={`card signature-warning${overdue ? ' signature-warning--overdue' : ''}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('signatures.warning.title', { title: flow.document_title })}</h2>
      <p className="signature-warning__remaining">
        <strong>{remainingText(t, flow.deadline)}</strong>
      </p>
      <p>
        {overdue
          ? t('signatures.warning.overdueText')
          : t('signatures.warning.text', { deadline: t('signatures.deadline.long', { date: formatDay(flow.deadline_date) }) })}
      </p>
      <Link className="button" to={PATHS.signatureFlow(flow.uuid)}>
        {t('signatures.warning.link')}
      </Link>
    </section>
  );
}
