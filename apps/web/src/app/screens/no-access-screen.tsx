import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/ui/page-heading';

/** The account holds no role that may use the app, and redirecting would only loop. */
export function NoAccessScreen() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeading pageName={t('pages.noAccess')}>{t('noAccess.title')}</PageHeading>
      <p>{t('noAccess.text')}</p>
    </div>
  );
}
