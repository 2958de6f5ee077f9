import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { openMenu } from '../../lib/app-events';

export const CONTENT_ID = 'inhalt';
export const MENU_ID = 'hauptmenue';
export const ACCESSIBILITY_ID = 'barrierefreiheit';
/** The burger button: where the menu's skip links point while the menu is closed behind it. */
export const MENU_BUTTON_ID = 'hauptmenue-schalter';

/** Moves focus itself, so the skip works the same in every browser and leaves the URL alone. */
function focusTarget(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  event.preventDefault();
  const target = document.getElementById(id);
  if (!target) {
    // On small screens the menu is closed behind the burger: open it, it focuses the target.
    openMenu(id);
    return;
  }
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus();
  target.scrollIntoView({ block: 'start' });
}

/**
 * On small screens the menu and its accessibility options exist only while the menu is open: their
 * links then point at the burger button, a target that is there and takes the focus (without
 * script, the link still lands where the menu is), and a click opens the menu at the part.
 */
export function SkipLinks({ hasMenu, isMenuBehindButton }: { hasMenu: boolean; isMenuBehindButton: boolean }) {
  const { t } = useTranslation();
  const hrefOf = (id: string) => `#${isMenuBehindButton ? MENU_BUTTON_ID : id}`;
  return (
    <div className="skip-links">
      <a className="skip-link" href={`#${CONTENT_ID}`} onClick={(event) => focusTarget(event, CONTENT_ID)}>
        {t('skipLinks.toContent')}
      </a>
      {hasMenu && (
        <a className="skip-link" href={hrefOf(MENU_ID)} onClick={(event) => focusTarget(event, MENU_ID)}>
          {t('skipLinks.toMenu')}
        </a>
      )}
      {hasMenu && (
        <a className="skip-link" href={hrefOf(ACCESSIBILITY_ID)} onClick={(event) => focusTarget(event, ACCESSIBILITY_ID)}>
          {t('skipLinks.toAccessibility')}
        </a>
      )}
    </div>
  );
}
