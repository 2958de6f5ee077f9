import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { openMenu } from '../../lib/app-events';

export const CONTENT_ID = 'inhalt';
export const MENU_ID = 'hauptmenue';
export const ACCESSIBILITY_ID = 'barrierefreiheit';

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

export function SkipLinks({ hasMenu }: { hasMenu: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="skip-links">
      <a className="skip-link" href={`#${CONTENT_ID}`} onClick={(event) => focusTarget(event, CONTENT_ID)}>
        {t('skipLinks.toContent')}
      </a>
      {hasMenu && (
        <a className="skip-link" href={`#${MENU_ID}`} onClick={(event) => focusTarget(event, MENU_ID)}>
          {t('skipLinks.toMenu')}
        </a>
      )}
      {hasMenu && (
        <a className="skip-link" href={`#${ACCESSIBILITY_ID}`} onClick={(event) => focusTarget(event, ACCESSIBILITY_ID)}>
          {t('skipLinks.toAccessibility')}
        </a>
      )}
    </div>
  );
}
