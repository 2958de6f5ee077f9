import { lazy, Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Me } from '@berufswahl/contracts';
import { ErrorBoundary } from '../../components/ui/error-boundary';
import { importWithTimeout } from '../../lib/import-with-timeout';
import { OPEN_MENU_EVENT, useAppRequest, type OpenMenuDetail } from '../../lib/app-events';
import { MENU_BUTTON_ID, MENU_ID } from './skip-links';

const loadRoleSwitcher = () => importWithTimeout(() => import('./role-switcher'));
let roleSwitcherModule: ReturnType<typeof loadRoleSwitcher> | undefined;

/** Starts loading the role switcher's code; start-up calls it early for accounts that need it. */
export function preloadRoleSwitcher() {
  roleSwitcherModule ??= loadRoleSwitcher();
  return roleSwitcherModule;
}

const loadMainMenu = () => importWithTimeout(() => import('./main-menu'));
// The menu's contents (sections from the server, accessibility switches, react-aria widgets) load
// after the first screen, which keeps the entry chunk small.
const MenuContent = lazy(() => loadMainMenu().then((module) => ({ default: module.MenuContent })));
const MobileMenu = lazy(() => loadMainMenu().then((module) => ({ default: module.MobileMenu })));

/** The main menu on wide screens: a sidebar landmark whose contents load lazily. */
export function SidebarNav({ me }: { me: Me }) {
  const { t } = useTranslation();
  return (
    <nav id={MENU_ID} className="main-nav" aria-label={t('nav.label')} data-tour="main-menu">
      <ErrorBoundary fallback={() => null}>
        <Suspense fallback={null}>
          <MenuContent me={me} />
        </Suspense>
      </ErrorBoundary>
    </nav>
  );
}

/**
 * The burger button on small screens (spec 2). The open menu is a modal dialog (react-aria): focus
 * is trapped inside, Escape closes it and focus returns to the button. A route change closes it.
 */
export function MenuButton({ me }: { me: Me }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const [isOpen, setIsOpen] = useState(false);
  const [focusId, setFocusId] = useState<string | undefined>();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setIsOpen(false);
    // The loading drawer that had the focus is gone with the menu: back to the button, as the open
    // menu's own focus handling does (a link followed moves the focus to the new page instead).
    requestAnimationFrame(() => {
      if (document.activeElement === document.body || document.activeElement === null) buttonRef.current?.focus();
    });
  }, []);

  useAppRequest<OpenMenuDetail>(OPEN_MENU_EVENT, (detail) => {
    setFocusId(detail.focusId);
    setIsOpen(true);
  });

  // A link in the menu was followed (also to a query like ?barrier_modal): the menu has done its job.
  const [lastLocation, setLastLocation] = useState(pathname + search);
  if (lastLocation !== pathname + search) {
    setLastLocation(pathname + search);
    setIsOpen(false);
  }

  return (
    <>
      <button
        ref={buttonRef}
        id={MENU_BUTTON_ID}
        type="button"
        className="button button--secondary menu-button"
        aria-expanded={isOpen}
        aria-haspopup="dialog"
        onClick={() => {
          setFocusId(undefined);
          setIsOpen(true);
        }}
        // Start fetching the menu's code as soon as the button is approached.
        onPointerEnter={() => void loadMainMenu().catch(() => undefined)}
        onFocus={() => void loadMainMenu().catch(() => undefined)}
        data-tour="menu-button"
      >
        <span className="menu-button__bars" aria-hidden="true" />
        {t('nav.menuButton')}
      </button>
      {isOpen && (
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={<MenuLoadingDrawer onClose={close} />}>
            <MobileMenu me={me} focusId={focusId} onClose={close} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}

/**
 * Stands in for the drawer while its code loads: it takes the focus at once and Escape closes it,
 * so a keyboard user's Escape right after Enter is not lost on the button (issue 14); Tab keeps the
 * focus on it, as in the real drawer, instead of moving on to the page behind the overlay. The real
 * drawer (react-aria's modal) moves the focus into itself when it arrives.
 */
function MenuLoadingDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') event.preventDefault();
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose();
  };
  return (
    <div className="modal-overlay modal-overlay--menu">
      <div ref={ref} className="menu-drawer" role="dialog" aria-modal="true" aria-label={t('nav.label')} tabIndex={-1} onKeyDown={onKeyDown}>
        <p className="menu-drawer__loading" role="status">
          {t('nav.menuLoading')}
        </p>
      </div>
    </div>
  );
}
