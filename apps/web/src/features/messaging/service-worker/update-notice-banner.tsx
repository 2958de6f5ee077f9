import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@berufswahl/contracts/shared/limits';
import { useFormality } from '../../../lib/formality';
import { secondsUntilReload } from './update-notice-state';
import type { UpdateNoticeState } from './update-notice-state';
import '../messaging-dialog-texts';

export type UpdateNoticeBannerProps = {
  state: Exclude<UpdateNoticeState, { phase: 'idle' } | { phase: 'postponed' }>;
  reload: () => void;
  postpone: () => void;
};

/**
 * The banner of the service-worker update notice (spec 2), loaded only when an update is found:
 * loading while it is fetched; when it is available the reload button is enabled and the page
 * reloads after 20 s unless the user postpones it by closing the notice.
 */
export function UpdateNoticeBanner({ state, reload, postpone }: UpdateNoticeBannerProps) {
  const { t } = useTranslation();
  const context = useFormality();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (state.phase !== 'available') return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [state.phase]);

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
