import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { activeRoleOf, isRole, listUserGroups, ROLE_LABELS, type Me } from '@berufswahl/contracts';
import { ErrorBoundary } from '../../components/ui/error-boundary';
import { importWithTimeout } from '../../lib/import-with-timeout';
import { logout } from '../../lib/keycloak';
import { PATHS } from '../route-paths';
import { canSwitchRole } from './menu-visibility';
import { MENU_ID } from './skip-links';

const loadRoleSwitcher = () => importWithTimeout(() => import('./role-switcher'));
let roleSwitcherModule: ReturnType<typeof loadRoleSwitcher> | undefined;

/** Starts loading the role switcher's code; start-up calls it early for accounts that need it. */
export function preloadRoleSwitcher() {
  roleSwitcherModule ??= loadRoleSwitcher();
  return roleSwitcherModule;
}

const RoleSwitcher = lazy(() => preloadRoleSwitcher().then((module) => ({ default: module.RoleSwitcher })));

/**
 * The main menu, minimal for now: the server-driven sections, quick menu and accessibility
 * switches come with their own issues (spec 2, "Main navigation").
 */
export function MainNav({ me }: { me: Me }) {
  const { t } = useTranslation();
  const activeRole = activeRoleOf(me);
  const links = [
    { to: PATHS.dashboard, label: t('nav.start'), end: true },
    { to: PATHS.dataProtection, label: t('nav.dataProtection'), end: false },
    { to: PATHS.imprint, label: t('nav.imprint'), end: false },
    { to: PATHS.barrierFreeInfo, label: t('nav.accessibility'), end: false },
  ];

  return (
    <nav id={MENU_ID} className="main-nav" aria-label={t('nav.label')}>
      <ul className="main-nav__links">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink className="main-nav__link" to={link.to} end={link.end}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="main-nav__account">
        {activeRole && !canSwitchRole(me) && (
          <p className="main-nav__role">
            {t('roleSwitcher.current', { role: isRole(activeRole) ? ROLE_LABELS[activeRole] : activeRole })}
          </p>
        )}
        {canSwitchRole(me) && (
          <ErrorBoundary fallback={() => null}>
            <Suspense fallback={null}>
              <RoleSwitcher groups={listUserGroups(me)} activeRole={activeRole} />
            </Suspense>
          </ErrorBoundary>
        )}
        <button type="button" className="button button--secondary" onClick={() => void logout()}>
          {t('nav.logout')}
        </button>
      </div>
    </nav>
  );
}
