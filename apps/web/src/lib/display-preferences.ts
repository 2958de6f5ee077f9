import type { Theme } from '@berufswahl/contracts';
import { applyContrastMode } from './contrast';

/** Where public/preferences.js looks for the last choice before the app has started. */
export const DISPLAY_STORAGE_KEY = 'berufswahl.display';
const THEME_LINK_ID = 'theme-stylesheet';

/** The stylesheet of a colour theme; 'original' has none (spec 4). */
export function themeStylesheetHref(theme: Theme): string | null {
  return theme === 'original' ? null : `/styleguide/themes/${theme}.css`;
}

/**
 * Spec 4: high contrast switches the contrast styles on; otherwise the user's theme stylesheet is
 * loaded, or none for 'original'. The choice is remembered in this browser so that the next visit
 * paints in the right colours from the start (public/preferences.js).
 */
export function applyDisplayPreferences({ contrast, theme }: { contrast: boolean; theme: Theme }): void {
  applyContrastMode(contrast);
  const href = contrast ? null : themeStylesheetHref(theme);
  let link = document.getElementById(THEME_LINK_ID) as HTMLLinkElement | null;
  if (!href) {
    link?.remove();
  } else {
    if (!link) {
      link = document.createElement('link');
      link.rel = 'stylesheet';
      link.id = THEME_LINK_ID;
      document.head.appendChild(link);
    }
    if (link.getAttribute('href') !== href) link.setAttribute('href', href);
  }
  document.documentElement.dataset.theme = contrast ? 'contrast' : theme;
  try {
    localStorage.setItem(DISPLAY_STORAGE_KEY, JSON.stringify({ contrast, theme }));
  } catch {
    // Storage blocked: the next visit applies the settings after start-up instead.
  }
}
