import { Fragment, lazy, Suspense, useEffect, useId, useState } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Me, NavigationElement } from '@berufswahl/contracts';
import { menuTourHook, NAVIGATION_APP_ONBOARDING } from '@berufswahl/contracts/navigation/navigation-rules';
import { isRole, ROLE_LABELS } from '@berufswahl/contracts/identity/roles';
import { activeRoleOf, listUserGroups } from '@berufswahl/contracts/identity/user-rules';
import { ErrorBoundary } from '../../components/ui/error-boundary';
import { ProfileArcadeStats } from '../../features/arcade/profile/profile-arcade-stats';
import { useOperatorConfig } from '../../features/cms/operator/api/get-operator-config';
import { useClient } from '../../features/identity/clients/api/get-client';
import { MenuBubble } from '../../features/messaging/notifications/menu-bubble';
import { useNavigation } from '../../features/navigation/api/get-navigation';
import { useFirstRunHold } from '../../lib/first-run-queue';
import { addTexts } from '../../lib/i18n';
import { logout } from '../../lib/keycloak';
import menuTexts from '../../locales/de-main-menu.json';
import { AccessibilityOptions } from './accessibility-options';
import { preloadRoleSwitcher } from './main-nav';
import { startTour } from '../../lib/app-events';
import { canSwitchRole, canSeeSupportLink, isProfileNameHidden } from './menu-visibility';
import { NavIcon } from './nav-icon';
import { MENU_ID } from './skip-links';

addTexts(menuTexts);

const RoleSwitcher = lazy(() => preloadRoleSwitcher().then((module) => ({ default: module.RoleSwitcher })));
// Students' offline drafts (decision 240): the warning and the clearing load only when a student signs out.
const SignOutWarning = lazy(() => import('../../features/bo/offline-drafts/sign-out').then((module) => ({ default: module.SignOutWarning })));

/**
 * Signing out. A student's drafts and offline data are deleted with it (shared school PCs); unsent
 * drafts are named first, with a way back (decision 240).
 */
function SignOutButton({ isStudent }: { isStudent: boolean }) {
  const { t } = useTranslation();
  const [unsent, setUnsent] = useState(0);
  const signOut = async () => {
    if (!isStudent) return logout();
    try {
      const drafts = await import('../../features/bo/offline-drafts/sign-out');
      const count = await drafts.countUnsentDrafts().catch(() => 0);
      if (count > 0) setUnsent(count);
      else await drafts.signOutClearingDrafts();
    } catch {
      // The code could not be loaded (offline, no cached copy): signing out must still work.
      await logout();
    }
  };
  return (
    <>
      <button type="button" className="button button--secondary menu-logout" onClick={() => void signOut()}>
        {t('nav.logout')}
      </button>
      {unsent > 0 && (
        <Suspense fallback={null}>
          <SignOutWarning count={unsent} onCancel={() => setUnsent(0)} />
        </Suspense>
      )}
    </>
  );
}

function isAppPath(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}

/** The profile link: avatar, name (not for technical admins) and, for students, rank and trophy. */
function ProfileLink({ me }: { me: Me }) {
  const { t } = useTranslation();
  const role = activeRoleOf(me);
  const isStudent = role === 'SCHUELER';
  const hideName = isProfileNameHidden(me);
  const initials = `${me.first_name.charAt(0)}${me.surname.charAt(0)}`.toUpperCase();
  const roleLabel = role && isRole(role) ? ROLE_LABELS[role] : role;
  return (
    <div className="menu-profile" data-tour="profile">
      <Link className="menu-profile__link" to="/meine-daten">
        {me.avatar_url ? (
          <img className="menu-profile__avatar" src={me.avatar_url} alt="" width="44" height="44" />
        ) : (
          <span className="menu-profile__avatar" aria-hidden="true">
            {hideName ? '⚙' : initials}
          </span>
        )}
        <span className="menu-profile__text">
          <span className="menu-profile__name">{hideName ? t('menu.profile.technical') : `${me.first_name} ${me.surname}`}</span>
          <span className="menu-profile__hint">{t('menu.profile.myData')}</span>
        </span>
      </Link>
      {isStudent && <ProfileArcadeStats />}
      {!canSwitchRole(me) && roleLabel && <p className="main-nav__role">{t('roleSwitcher.current', { role: roleLabel })}</p>}
    </div>
  );
}

function MenuEntry({ element, onAction }: { element: NavigationElement; onAction?: () => void }) {
  // Derived from the entry's link, so onboarding steps can point at any entry (decision 146).
  const tourHook = menuTourHook(element) ?? undefined;
  if (element.link === null) {
    if (element.app !== NAVIGATION_APP_ONBOARDING) return null;
    return (
      <button
        type="button"
        className="main-nav__link main-nav__link--button"
        data-tour={tourHook}
        onClick={() => {
          onAction?.();
          startTour();
        }}
      >
        <NavIcon name={element.icon} />
        {element.name}
      </button>
    );
  }
  // The bubble counts unread notifications of the entry's types (decision 141).
  const bubble = element.notification_types.length > 0 && <MenuBubble types={element.notification_types} />;
  if (!isAppPath(element.link)) {
    return (
      <a className="main-nav__link" href={element.link} data-tour={tourHook}>
        <NavIcon name={element.icon} />
        {element.name}
        {bubble}
      </a>
    );
  }
  return (
    <NavLink className="main-nav__link" to={element.link} end={element.link === '/'} data-tour={tourHook}>
      <NavIcon name={element.icon} />
      {element.name}
      {bubble}
    </NavLink>
  );
}

/** The entries between dividers; a divider becomes a rule between two lists (lists hold only items). */
function splitAtDividers(elements: readonly NavigationElement[]): NavigationElement[][] {
  const groups: NavigationElement[][] = [[]];
  for (const element of elements) {
    if (element.is_divider) groups.push([]);
    else groups[groups.length - 1]?.push(element);
  }
  return groups.filter((group) => group.length > 0);
}

function MenuSections({ me, onAction }: { me: Me; onAction?: () => void }) {
  const { data: sections } = useNavigation(activeRoleOf(me));
  const baseId = useId();
  if (!sections) return null;
  return (
    <>
      {sections.map((section, sectionIndex) => {
        const titleId = `${baseId}-${sectionIndex}`;
        return (
          <div key={titleId} className="menu-section">
            {section.name && (
              <p className="menu-section__title" id={titleId}>
                {section.name}
              </p>
            )}
            {splitAtDividers(section.elements).map((group, groupIndex) => (
              <Fragment key={groupIndex}>
                {groupIndex > 0 && <hr className="main-nav__divider" />}
                <ul className="main-nav__links" aria-labelledby={section.name ? titleId : undefined}>
                  {group.map((element, index) => (
                    <li key={index}>
                      <MenuEntry element={element} onAction={onAction} />
                    </li>
                  ))}
                </ul>
              </Fragment>
            ))}
          </div>
        );
      })}
    </>
  );
}

/** Everything inside the main menu (spec 2, "Main navigation"). */
export function MenuContent({ me, onAction }: { me: Me; onAction?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data: client } = useClient(me.client_uuid);
  // The funder's name and logo come from the operator's configuration (decision 233).
  const funder = useOperatorConfig().data?.funder ?? null;
  return (
    <div className="menu-content">
      {client?.subline && <p className="menu-subline">{client.subline}</p>}
      <ProfileLink me={me} />
      {canSwitchRole(me) && (
        <div data-tour="role-switcher">
          <ErrorBoundary fallback={() => null}>
            <Suspense fallback={null}>
              <RoleSwitcher groups={listUserGroups(me)} activeRole={activeRoleOf(me)} />
            </Suspense>
          </ErrorBoundary>
        </div>
      )}
      <MenuSections me={me} onAction={onAction} />
      <AccessibilityOptions me={me} />
      {canSeeSupportLink(me, client) && (
        <p className="menu-support" data-tour="support">
          <Link className="main-nav__link" to={{ pathname, search: '?technical_support_modal' }}>
            <NavIcon name="support" />
            {t('menu.support')}
          </Link>
        </p>
      )}
      <SignOutButton isStudent={activeRoleOf(me) === 'SCHUELER'} />
      <div className="menu-logos">
        {client?.banner && <img className="menu-logos__banner" src={client.banner} alt={client.name} width="240" height="48" />}
        {funder && <img className="menu-logos__funder" src={funder.logo_url} alt={t('menu.funderAlt', { name: funder.name })} width="240" height="64" />}
      </div>
    </div>
  );
}

/** The menu on small screens: a modal dialog (focus trap, Escape, focus back to the burger). */
export function MobileMenu({ me, focusId, onClose }: { me: Me; focusId?: string; onClose: () => void }) {
  const { t } = useTranslation();
  // A notification waits until the menu is closed (decision 254).
  useFirstRunHold('dialog', true);
  useEffect(() => {
    if (!focusId) return;
    // After react-aria has moved focus into the dialog, go on to the requested part (skip link).
    const timer = setTimeout(() => {
      const target = document.getElementById(focusId);
      if (!target) return;
      if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
      target.focus();
    }, 50);
    return () => clearTimeout(timer);
  }, [focusId]);

  return (
    <ModalOverlay className="modal-overlay modal-overlay--menu" isOpen isDismissable onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Modal className="menu-drawer">
        <Dialog className="dialog menu-drawer__dialog" aria-label={t('nav.label')}>
          <div className="menu-drawer__top">
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t('nav.closeMenu')}
            </button>
          </div>
          <nav id={MENU_ID} className="main-nav" aria-label={t('nav.label')}>
            <MenuContent me={me} onAction={onClose} />
          </nav>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
