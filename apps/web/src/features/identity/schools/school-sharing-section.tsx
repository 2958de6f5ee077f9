import { useId } from 'react';
import { Switch } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ActionOutcomeLine, useActionOutcome } from '../../../components/ui/action-outcome';
import { formatStoreError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { addTexts } from '../../../lib/i18n';
import texts from '../../../locales/de-school-sharing.json';
import { useSchoolSharing, useSetSchoolSharing } from './api/school-sharing';

addTexts(texts);

/**
 * The school coordinator's switch for share links (decision 236, Sie): off, every link of the
 * school's students stops working at once and no new one can be made; on again, the links that
 * have not expired work again. Each change is written to the audit trail.
 */
export function SchoolSharingSection({ schoolUuid }: { schoolUuid: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const sharing = useSchoolSharing(schoolUuid);
  const save = useSetSchoolSharing(schoolUuid);
  const { outcome, done, failed, clear } = useActionOutcome();

  const change = (sharingEnabled: boolean) => {
    clear();
    save.mutate(sharingEnabled, {
      onSuccess: (saved) => done(saved.sharing_enabled ? t('schoolSharing.savedOn') : t('schoolSharing.savedOff')),
      onError: (error) => failed(t('schoolSharing.saveFailed', { error: formatStoreError(error) })),
    });
  };

  return (
    <section aria-labelledby={headingId} className="school-sharing">
      <h2 id={headingId}>{t('schoolSharing.heading')}</h2>
      <p>{t('schoolSharing.intro')}</p>
      {sharing.isPending ? (
        <p role="status">{t('schoolSharing.loading')}</p>
      ) : sharing.isError ? (
        <p role="alert" className="form-error">
          {t('schoolSharing.loadFailed', { error: formatStoreError(sharing.error) })}
        </p>
      ) : (
        <>
          <Switch className="switch" isSelected={sharing.data.sharing_enabled} isDisabled={save.isPending} onChange={change}>
            <span className="switch__track" aria-hidden="true">
              <span className="switch__thumb" />
            </span>
            {t('schoolSharing.toggle')}
          </Switch>
          <p>
            {sharing.data.sharing_enabled ? t('schoolSharing.on') : t('schoolSharing.off')}
            {sharing.data.changed_at && <> {t('schoolSharing.changedAt', { date: formatDate(sharing.data.changed_at) })}</>}
          </p>
          {save.isPending && <p role="status">{t('schoolSharing.saving')}</p>}
          <ActionOutcomeLine outcome={outcome} />
        </>
      )}
    </section>
  );
}
