import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

export const CONTENT_ID = 'inhalt';
export const MENU_ID = 'hauptmenue';

/** Moves focus itself, so the skip works the same in every browser and leaves the URL alone. */
function focusTarget(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
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
    </div>
  );
}
