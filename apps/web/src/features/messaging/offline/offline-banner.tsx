import { lazy, Suspense, useSyncExternalStore } from 'react';
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
 * Offline it says when the content shown was fetched, if it came from the offline copy; online
 * again after an offline start it offers the reload that signs in (decision 239).
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const isOnline = useSyncExternalStore(subscribe, () => navigator.onLine);
  const fetchedAt = useSyncExternalStore(subscribeToOfflineStand, getOfflineStand);
  const isStartedOffline = useSyncExternalStore(subscribeToOfflineStand, getIsStartedOffline);
  const offline = <p className="banner banner--offline">{t('messaging.offline')}</p>;
  const notice = !isOnline && fetchedAt !== undefined ? <OfflineCopyNotice kind="stand" fetchedAt={fetchedAt} /> : isOnline && isStartedOffline ? <OfflineCopyNotice kind="back" /> : undefined;
  return (
    <div role="status" className="banner-slot">
      {notice ? (
        <ErrorBoundary fallback={() => (isOnline ? null : offline)}>
          <Suspense fallback={isOnline ? null : offline}>{notice}</Suspense>
        </ErrorBoundary>
      ) : (
        !isOnline && offline
      )}
    </div>
  );
}
