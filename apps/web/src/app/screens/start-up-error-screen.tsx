import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Start-up could not finish (config missing, sign-in or loading the user kept failing). */
export function StartUpErrorScreen() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('app.documentTitle', { page: t('startup.failedTitle') });
  }, [t]);

  return (
    <div className="app app--bare">
      <header className="site-header">
        <p className="brand">{t('app.name')}</p>
      </header>
      <main id="inhalt" className="main" tabIndex={-1}>
        <h1 className="page-heading">{t('startup.failedTitle')}</h1>
        <p>{t('startup.failedText')}</p>
        <button type="button" className="button" onClick={() => location.reload()}>
          {t('errors.reload')}
        </button>
      </main>
    </div>
  );
}
