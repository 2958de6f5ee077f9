import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/ui/page-heading';
import { addTexts } from '../../../lib/i18n';
import pageTexts from '../../../locales/de-pages.json';

addTexts(pageTexts);

/**
 * Where the identity provider sends the browser after logout (spec 2). Start-up signed nobody in
 * here; the link loads the start page anew, which starts a fresh login.
 */
export function LogoutScreen() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeading pageName={t('pages.logout')}>{t('logout.title')}</PageHeading>
      <p className="lead">{t('logout.text')}</p>
      <p>
        <a className="button" href="/">
          {t('logout.login')}
        </a>
      </p>
    </div>
  );
}
