import { lazy, Suspense } from 'react';
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

/**
 * The students' quick menu (spec 2): a fixed bottom bar with the items from the server. A link
 * item is marked as the current page (aria-current) when the path matches; the item without a
 * link asks for the story form (window event, see menu-events.ts). Targets are at least 44 px.
 * A link item shows the notification bubble of its types (decision 141).
 */
export function QuickMenu() {
  const { t } = useTranslation();
  const { data: items } = useQuickNavigation(true);
  if (!items?.length) return null;
  return (
    <nav className="quick-menu" aria-label={t('quickMenu.label')} data-tour="quick-menu">
      <ul className="quick-menu__items">
        {items.map((item) => (
          <li key={`${item.name}-${item.link ?? 'story'}`}>
            {item.link === null ? (
              <button type="button" className="quick-menu__item quick-menu__item--action" onClick={openStoryForm}>
                <NavIcon name={item.icon} />
                <span>{item.name}</span>
              </button>
            ) : (
              <NavLink className="quick-menu__item" to={item.link} end={item.link === '/'}>
                <NavIcon name={item.icon} />
                <span>{item.name}</span>
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
  );
}
