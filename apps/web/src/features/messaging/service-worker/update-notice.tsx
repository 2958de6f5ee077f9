import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '../../../components/ui/error-boundary';
import { useServiceWorkerUpdate } from './use-service-worker-update';

// The banner's code loads only when an update is found: most sessions never see it, and it would
// otherwise sit in every first screen (decision 008's budget).
const UpdateNoticeBanner = lazy(() => import('./update-notice-banner').then((module) => ({ default: module.UpdateNoticeBanner })));

/**
 * The service-worker update notice (spec 2). The service worker is watched from the first screen
 * on; the banner appears once an update is being loaded or is available.
 */
export function UpdateNotice() {
  const { state, reload, postpone } = useServiceWorkerUpdate();
  if (state.phase === 'idle' || state.phase === 'postponed') return null;
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <UpdateNoticeBanner state={state} reload={reload} postpone={postpone} />
      </Suspense>
    </ErrorBoundary>
  );
}
