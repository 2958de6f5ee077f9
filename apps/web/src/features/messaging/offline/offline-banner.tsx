import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Spec 2, 4, 8: follows the browser's online/offline events; announced without moving focus. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const isOnline = useSyncExternalStore(subscribe, () => navigator.onLine);
  return (
    <div role="status" className="banner-slot">
      {!isOnline && <p className="banner banner--offline">{t('messaging.offline')}</p>}
    </div>
  );
}
