import { useId } from 'react';
import { Switch } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useAnnounce } from '../../../components/ui/live-announcer';
import { analyticsAppliesTo, useMatomoConfig } from '../../../lib/analytics/matomo-config';
import { formatStoreError } from '../../../lib/api-client';
import { useFormality } from '../../../lib/formality';
import { addTexts } from '../../../lib/i18n';
import { useMe } from '../../../lib/me/get-me';
import { useSetTrackingConsent } from '../../../lib/me/set-tracking-consent';
import texts from '../../../locales/de-analytics.json';
import simpleTexts from '../../../locales/de-analytics.leicht.json';

addTexts(texts, simpleTexts);

/** "Meine Daten": the answer to the usage-statistics question, changeable at any time (decision 186). */
export function AnalyticsSection() {
  const { t } = useTranslation();
  const context = useFormality();
  const announce = useAnnounce();
  const { data: me } = useMe();
  const { data: settings } = useMatomoConfig(me !== undefined);
  const setConsent = useSetTrackingConsent();
  const headingId = useId();
  if (!me || !analyticsAppliesTo(settings, me)) return null;

  return (
    <section className="lifecycle-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('analytics.myData.title')}</h2>
      <p>{t('analytics.myData.text', { context })}</p>
      <Switch
        className="switch"
        isSelected={me.tracking_consent === true}
        // Not disabled while saving: a disabled switch drops the keyboard focus (the last answer wins).
        onChange={(isSelected) =>
          setConsent.mutate(isSelected, { onSuccess: () => announce(isSelected ? t('analytics.myData.on') : t('analytics.myData.off')) })
        }
      >
        <span className="switch__track" aria-hidden="true">
          <span className="switch__thumb" />
        </span>
        {t('analytics.myData.switch')}
      </Switch>
      {setConsent.isError && (
        <p className="form-error" role="alert">
          {t('analytics.myData.saveError', { error: formatStoreError(setConsent.error) })}
        </p>
      )}
    </section>
  );
}
