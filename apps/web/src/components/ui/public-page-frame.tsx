import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The frame of a page behind a secret link (feedback, share): the app's name as its header and one
 * main landmark, no menu; sets the document title. `className` names the page for its stylesheet.
 */
export function PublicPageFrame({ title, className, children }: { title: string; className: string; children: ReactNode }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('app.documentTitle', { page: title });
  }, [t, title]);
  return (
    <div className={`app app--bare ${className}`}>
      <header className="site-header">
        <p className="brand">{t('app.name')}</p>
      </header>
      <main id="inhalt" className="main">
        <div className="page">{children}</div>
      </main>
    </div>
  );
}
