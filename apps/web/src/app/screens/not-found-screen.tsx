import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/ui/page-heading';
import { useFormality } from '../../lib/formality';
import { addTexts } from '../../lib/i18n';
import pageTexts from '../../locales/de-pages.json';
import { PATHS } from '../../lib/route-paths';

addTexts(pageTexts);

/** Catch-all (spec 2, 8): a friendly "lost" message and the way back. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  const context = useFormality();
  return (
    <div className="page">
      <PageHeading pageName={t('pages.notFound')}>{t('notFound.title')}</PageHeading>
      <p className="lead">{t('notFound.lost', { context })}</p>
      <p>{t('notFound.text', { context })}</p>
      <p>
        <Link className="button" to={PATHS.dashboard}>
          {t('notFound.home')}
        </Link>
      </p>
    </div>
  );
}
