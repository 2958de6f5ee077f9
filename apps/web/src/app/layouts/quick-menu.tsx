import { lazy, Suspense, useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../../components/ui/error-boundary';
import { useQuickNavigation } from '../../features/navigation/api/get-quick-navigation';
import { addTexts } from '../../lib/i18n';
import menuTexts from '../../locales/de-menu.json';
import { openStoryForm } from '../../lib/app-events';
import { NavIcon } from './nav-icon';

addTexts(menuTexts);

// Notification bubbles (decision 141) load after the bar: the quick menu belongs to the first screen.
const MenuBubble = lazy(() => import('../../features/messaging/notifications/menu-bubble').then((module) => ({ default: module.MenuBubble })));
// Sends a student's offline drafts at start and when the connection returns (decision 240). Here, in
// the students' own part of the shell, so that staff pages never carry it.
const DraftSync = lazy(() => import('../../features/bo/offline-drafts/draft-sync').then((module) => ({ default: module.DraftSync })));

/**
 * The students' quick menu (spec 2): a fixed bottom bar with the items from the server. A link
 * item is marked as the current page (aria-current) when the path matches; the item without a
 * link asks for the story form (window event, see menu-events.ts). Targets are at least 44 px.
 * A link item shows the notification bubble of its types (decision 141).
 */
export function QuickMenu() {
  const { t } = useTranslation();
  const { data: items } = useQuickNavigation(true);
  const ref = useQuickMenuHeight(Boolean(items?.length));
  const draftSync = (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <DraftSync />
      </Suspense>
    </ErrorBoundary>
  );
  if (!items?.length) return draftSync;
  return (
    <>
      {draftSync}
      <nav ref={ref} className="quick-menu" aria-label={t('quickMenu.label')} data-tour="quick-menu">
        <ul className="quick-menu__items">
          {items.map((item) => (
            <li key={`${item.name}-${item.link ?? 'story'}`}>
              {item.link === null ? (
                <button type="button" className="quick-menu__item quick-menu__item--action" onClick={openStoryForm}>
                  <NavIcon name={item.icon} />
                  <span className="quick-menu__label">{item.name}</span>
                </button>
              ) : (
                <NavLink className="quick-menu__item" to={item.link} end={item.link === '/'}>
                  <NavIcon name={item.icon} />
                  <span className="quick-menu__label">{item.name}</span>
                  {item.notification_types.length > 0 && (
                    <ErrorBoundary fallback={() => null}>
                      <Suspense fallback={null}>
                        <MenuBubble types={item.notification_types} />
                      </Suspense>
                    </ErrorBoundary>
                  )}
                </NavLink>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

/**
 * Publishes the bar's height as `--quick-menu-height` on the root element: the banners fixed to
 * the bottom of the window (offline, update, important) stand on top of the bar instead of
 * covering it (issue 14).
 */
function useQuickMenuHeight(isShown: boolean) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty('--quick-menu-height', `${element.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--quick-menu-height');
    };
  }, [isShown]);
  return ref;
}
