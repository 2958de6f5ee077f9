import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuickNavigation } from '../../features/navigation/api/get-quick-navigation';
import { addTexts } from '../../lib/i18n';
import menuTexts from '../../locales/de-menu.json';
import { openStoryForm } from '../../lib/app-events';
import { NavIcon } from './nav-icon';

addTexts(menuTexts);

/**
 * The students' quick menu (spec 2): a fixed bottom bar with the items from the server. A link
 * item is marked as the current page (aria-current) when the path matches; the item without a
 * link asks for the story form (window event, see menu-events.ts). Targets are at least 44 px.
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
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
