import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { PATHS } from '../../../lib/route-paths';

/** The sub-navigation of the state coordinator's and the federal admin's administration. */
export function LandAdminNav() {
  const { t } = useTranslation();
  return (
    <nav className="admin-nav" aria-label={t('administration.nav.label')}>
      <ul>
        <li>
          <NavLink to="/verwaltung/schulen" className="admin-nav__link">
            {t('administration.nav.land')}
          </NavLink>
        </li>
        <li>
          <NavLink to={PATHS.administrationImportantNotification} className="admin-nav__link">
            {t('administration.nav.importantNotification')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/verwaltung/protokoll" className="admin-nav__link">
            {t('administration.nav.audit')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
