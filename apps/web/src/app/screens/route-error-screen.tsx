import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/ui/page-heading';
import { isChunkLoadError } from '../../lib/import-with-timeout';
import { useFormality } from '../../lib/formality';

/**
 * A screen failed: most often its code did not arrive within 120 s (spec 2, 8). The user can
 * reload the page, which also fetches a newer deployment's files.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const { t } = useTranslation();
  const context = useFormality();
  const isChunkError = isChunkLoadError(error);
  useEffect(() => {
    console.error('Route failed', error);
  }, [error]);

  const title = isChunkError ? t('errors.chunkTitle') : t('errors.genericTitle');
  return (
    <div className="page">
      <PageHeading pageName={title}>{title}</PageHeading>
      <p role="alert">{isChunkError ? t('errors.chunkText', { context }) : t('errors.genericText', { context })}</p>
      <div className="actions">
        <button type="button" className="button" onClick={() => location.reload()}>
          {t('errors.reload')}
        </button>
        <a className="button button--secondary" href="/">
          {t('errors.toStart')}
        </a>
      </div>
    </div>
  );
}

/** The same, for when the shell itself failed and no <main> is around. */
export function RootErrorScreen() {
  return (
    <main id="inhalt" className="main" tabIndex={-1}>
      <RouteErrorScreen />
    </main>
  );
}
