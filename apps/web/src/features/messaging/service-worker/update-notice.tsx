import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@berufswahl/contracts/shared/limits';
import { useFormality } from '../../../lib/formality';
import { secondsUntilReload } from './update-notice-state';
import { useServiceWorkerUpdate } from './use-service-worker-update';

/**
 * The service-worker update notice (spec 2): loading while an update is found; when it is
 * available the reload button is enabled and the page reloads after 20 s unless the user
 * postpones it by closing the notice.
 */
export function UpdateNotice() {
  const { t } = useTranslation();
  const context = useFormality();
  const { state, reload, postpone } = useServiceWorkerUpdate();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (state.phase !== 'available') return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [state.phase]);

  if (state.phase === 'idle' || state.phase === 'postponed') return null;
  const isAvailable = state.phase === 'available';

  return (
    <section className="banner banner--update" aria-label={t('messaging.update.label')}>
      {/* Announced once; the ticking countdown is for the eyes only, or it would be read every second. */}
      <p className="banner__text" role="status">
        {isAvailable
          ? t('messaging.update.available', { context, seconds: LIMITS.serviceWorkerForcedReloadMs / 1000 })
          : t('messaging.update.loading')}
        {isAvailable && (
          <span className="banner__countdown" aria-hidden="true">
            {' '}
            ({secondsUntilReload(state, now)} s)
          </span>
        )}
      </p>
      <div className="banner__actions">
        <Button className="button" isDisabled={!isAvailable} isPending={state.phase === 'reloading'} onPress={reload}>
          {t('messaging.update.reload')}
        </Button>
        <Button className="button button--secondary" onPress={postpone} isDisabled={state.phase === 'reloading'}>
          {t('messaging.update.later')}
        </Button>
      </div>
    </section>
  );
}
