import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../../../components/ui/error-boundary';
import { importWithTimeout } from '../../../lib/import-with-timeout';

const loadTermsModal = () => importWithTimeout(() => import('./terms-modal'));
let termsModalModule: ReturnType<typeof loadTermsModal> | undefined;

/** Starts loading the modal's code; start-up calls it early for users who must accept the terms. */
export function preloadTermsModal() {
  termsModalModule ??= loadTermsModal();
  return termsModalModule;
}

const TermsModal = lazy(() => preloadTermsModal().then((module) => ({ default: module.TermsModal })));

/** Loads the terms modal (and react-aria's dialog code) only for users who must accept the terms. */
export function TermsGate() {
  return (
    <ErrorBoundary fallback={() => <TermsLoadError />}>
      <Suspense fallback={null}>
        <TermsModal />
      </Suspense>
    </ErrorBoundary>
  );
}

function TermsLoadError() {
  const { t } = useTranslation();
  return (
    <div className="terms-load-error" role="alert">
      <p>{t('terms.loadError')}</p>
      <button type="button" className="button" onClick={() => location.reload()}>
        {t('errors.reload')}
      </button>
    </div>
  );
}
