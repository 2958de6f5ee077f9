import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTransferCode } from '@berufswahl/contracts/identity/transfer';
import { useAnnounce } from '../../../components/ui/live-announcer';
import { failureOf } from './admin-form';
import { useIssueTransferCode } from './api/accounts';
import { formatDate } from './format';

/**
 * A transfer code for a student who moves in from another school (decision 197): shown once, with
 * its expiry; the student enters it on the landing page of the deactivated account.
 */
export function TransferCodeIssuer({ schoolUuid }: { schoolUuid: string }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const issue = useIssueTransferCode(schoolUuid);
  const [failure, setFailure] = useState<string | null>(null);
  const issued = issue.data;
  return (
    <section className="admin-section" aria-labelledby="transfer-code-heading">
      <h2 id="transfer-code-heading">{t('administration.transferCode.title')}</h2>
      <p>{t('administration.transferCode.lead')}</p>
      <button
        type="button"
        className="button"
        disabled={issue.isPending}
        onClick={() => {
          setFailure(null);
          issue.mutate(undefined, {
            onSuccess: (result) => announce(t('administration.transferCode.done', { code: formatTransferCode(result.code), date: formatDate(result.expires_at) })),
            onError: (error) => setFailure(failureOf(error, t('administration.saveError')).message),
          });
        }}
      >
        {issued ? t('administration.transferCode.again') : t('administration.transferCode.submit')}
      </button>
      {issued && (
        <dl className="admin-transfer-code">
          <dt>{t('administration.transferCode.code')}</dt>
          <dd>
            <span className="admin-transfer-code__digits" data-testid="transfer-code">
              {formatTransferCode(issued.code)}
            </span>{' '}
            {t('administration.transferCode.validUntil', { date: formatDate(issued.expires_at) })}
          </dd>
        </dl>
      )}
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}
