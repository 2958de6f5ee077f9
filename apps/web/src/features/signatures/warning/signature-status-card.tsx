import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { useMySignatureStatus } from '../api/get-my-signature-status';
import '../signatures.css';
import { useReportSettled } from './report-settled';
import { addTexts } from '../../../lib/i18n';
import statusTexts from '../../../locales/de-signatures-status.json';

// Only the card's own texts: the deadline warning's (register-texts.ts) are not needed here.
addTexts(statusTexts);

/**
 * The school's own confirmation status on the dashboard (spec 3, "Signature … own status"): who
 * confirmed the Land's document and when, or that it is still open. A school coordinator with an
 * open confirmation sees the deadline warning instead, so the card stays away then.
 */
export function SignatureStatusCard({ isCoordinator, onSettled }: { isCoordinator: boolean; onSettled?: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const status = useMySignatureStatus();
  const { data, isError } = status;
  useReportSettled(status, onSettled);

  if (isError) {
    return (
      <p className="form-error" role="alert">
        {t('signatures.status.error')}
      </p>
    );
  }
  if (!data?.flow || data.status === 'none') return null;
  if (isCoordinator && data.status === 'pending') return null;
  const { flow } = data;

  return (
    <section className="card" aria-labelledby={headingId} data-testid="signature-status">
      <h2 id={headingId}>{t('signatures.status.title', { title: flow.document_title })}</h2>
      {data.status === 'confirmed' ? (
        <p>
          {t('signatures.status.confirmed', {
            date: data.confirmed_at ? formatDate(data.confirmed_at) : '',
            name: data.confirmed_by ?? '',
          })}
          {data.principal_name && ` ${t('signatures.status.onBehalf', { principal: data.principal_name })}`}
        </p>
      ) : (
        <p>{t('signatures.status.pending')}</p>
      )}
    </section>
  );
}
