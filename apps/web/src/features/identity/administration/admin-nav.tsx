import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

export const SCHOOL_ADMIN_LINKS = [
  { to: '/verwaltung/klassen', key: 'classes' },
  { to: '/verwaltung/konten', key: 'accounts' },
  { to: '/verwaltung/import', key: 'import' },
  { to: '/verwaltung/praktikumszeiten', key: 'internshipPeriods' },
  { to: '/verwaltung/protokoll', key: 'audit' },
] as const;

/** The sub-navigation between the school coordinator's administration screens. */
export function SchoolAdminNav() {
  const { t } = useTranslation();
  return (
    <nav className="admin-nav" aria-label={t('administration.nav.label')}>
      <ul>
        {SCHOOL_ADMIN_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className="admin-nav__link">
              {t(`administration.nav.${link.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
