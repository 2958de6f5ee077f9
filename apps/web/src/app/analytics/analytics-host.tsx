import { useEffect, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Me } from '@berufswahl/contracts';
import { useAnnounce } from '../../components/ui/live-announcer';
import { formatStoreError } from '../../lib/api-client';
import type { MatomoSettings } from '../../lib/analytics/matomo-config';
import { startMatomoTracker, stopMatomoTracker, trackMatomoPageView } from '../../lib/analytics/matomo-tracker';
import { useIsFirstRunBlocked } from '../../lib/first-run-queue';
import { useFormality } from '../../lib/formality';
import { addTexts } from '../../lib/i18n';
import { useSetTrackingConsent } from '../../lib/me/set-tracking-consent';
import texts from '../../locales/de-analytics.json';
import simpleTexts from '../../locales/de-analytics.leicht.json';

addTexts(texts, simpleTexts);

/**
 * Usage statistics for a Land that has them on (decision 186), loaded lazily by the shell only
 * then: asks the question in its turn of the first-run queue (decision 185) while the user has not
 * answered, and runs the cookieless tracker only while the answer is yes.
 */
export function AnalyticsHost({ me, settings }: { me: Me; settings: MatomoSettings }) {
  const isBlocked = useIsFirstRunBlocked('analytics-consent');
  const { pathname } = useLocation();
  const consent = me.tracking_consent;

  useEffect(() => {
    if (consent === true) startMatomoTracker(settings);
    else if (consent === false) stopMatomoTracker();
  }, [consent, settings]);

  useEffect(() => {
    if (consent === true) trackMatomoPageView(pathname, document.title);
  }, [consent, pathname]);

  return consent === null && !isBlocked ? <ConsentDialog /> : null;
}

/** Yes and no side by side, the same size and look: declining is exactly as easy as accepting. */
function ConsentDialog() {
  const { t } = useTranslation();
  const context = useFormality();
  const announce = useAnnounce();
  const setConsent = useSetTrackingConsent();
  const [answer, setAnswer] = useState<boolean | null>(null);

  const choose = (isAllowed: boolean) => {
    setAnswer(isAllowed);
    // mutateAsync, not mutate's callbacks: the stored answer closes this dialog (it unmounts with
    // the new `me`), and mutate's callbacks are skipped for an unmounted component.
    setConsent.mutateAsync(isAllowed).then(
      () => announce(isAllowed ? t('analytics.consent.accepted') : t('analytics.consent.declined')),
      () => undefined, // shown in the dialog (setConsent.isError)
    );
  };

  return (
    <ModalOverlay className="modal-overlay" isOpen isDismissable={false} isKeyboardDismissDisabled>
      <Modal className="modal">
        <Dialog className="dialog analytics-consent">
          <Heading slot="title" level={2} className="dialog__title">
            {t('analytics.consent.title')}
          </Heading>
          <p>{t('analytics.consent.text', { context })}</p>
          {setConsent.isError && (
            <p className="form-error" role="alert">
              {t('analytics.consent.saveError', { error: formatStoreError(setConsent.error) })}
            </p>
          )}
          <div className="dialog__actions">
            <Button className="button" isPending={setConsent.isPending && answer === false} onPress={() => choose(false)}>
              {t('analytics.consent.decline')}
            </Button>
            <Button className="button" isPending={setConsent.isPending && answer === true} onPress={() => choose(true)}>
              {t('analytics.consent.accept')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
