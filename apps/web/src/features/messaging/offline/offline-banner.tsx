import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../../../components/ui/error-boundary';
import { getIsStartedOffline, getOfflineStand, subscribeToOfflineStand } from '../../../lib/offline/offline-stand';

// Precached by the service worker (vite.config.ts), so it loads offline; not on any first screen.
const OfflineCopyNotice = lazy(() => import('./offline-copy-notice').then((module) => ({ default: module.OfflineCopyNotice })));

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Spec 2, 4, 8: follows the browser's online/offline events; announced without moving focus.
 * Content from the offline copy is marked with when it was fetched – also when the browser
 * believes it is online (school Wi-Fi without a way out); after an offline start the notice
 * offers the reload that signs in again (decision 239).
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const isOnline = useSyncExternalStore(subscribe, () => navigator.onLine);
  const fetchedAt = useSyncExternalStore(subscribeToOfflineStand, getOfflineStand);
  const isStartedOffline = useSyncExternalStore(subscribeToOfflineStand, getIsStartedOffline);
  const [hasReconnected, setHasReconnected] = useState(false);
  useEffect(() => {
    const handleOnline = () => setHasReconnected(true);
    window.addEventListener('online', handleOnline);
    return () => window.removeEventListener('online', handleOnline);
  }, []);

  const offline = <p className="banner banner--offline">{t('messaging.offline')}</p>;
  const hasNotice = fetchedAt !== undefined || isStartedOffline;
  return (
    <div role="status" className="banner-slot">
      {hasNotice ? (
        <ErrorBoundary fallback={() => offline}>
          <Suspense fallback={offline}>
            <OfflineCopyNotice fetchedAt={fetchedAt} isStartedOffline={isStartedOffline} isBack={isStartedOffline && isOnline && hasReconnected} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        !isOnline && offline
      )}
    </div>
  );
}
