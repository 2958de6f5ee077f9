import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/ui/page-heading';
import { formatDate, formatDateLong } from '../../../lib/format';
import { addTexts } from '../../../lib/i18n';
import pageTexts from '../../../locales/de-pages.json';
import { useMe } from '../me/api/get-me';

addTexts(pageTexts);

/**
 * Landing page for deactivated accounts (spec 2). Export, moving to another school and a new
 * reactivation code arrive with their own issues; for now the page says what is coming.
 */
export function LandingpageScreen() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const upcoming = t('landing.upcoming', { returnObjects: true });

  return (
    <div className="page">
      <PageHeading pageName={t('pages.landingpage')}>{t('landing.title')}</PageHeading>
      <p className="lead">{t('landing.intro')}</p>
      <p>
        {me?.deletion_date
          ? t('landing.deletionDate', {
              date: me.simple_language ? formatDateLong(me.deletion_date) : formatDate(me.deletion_date),
            })
          : t('landing.noDeletionDate')}
      </p>
      <h2>{t('landing.upcomingTitle')}</h2>
      <ul>
        {upcoming.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
