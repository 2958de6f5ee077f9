import { useSyncExternalStore } from 'react';
import { LIMITS } from '@berufswahl/contracts/shared/limits';

/** Spec 5: "mobile" means at most 768 px wide. */
export const SMALL_SCREEN_QUERY = `(max-width: ${LIMITS.mobileBreakpointPx}px)`;

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(SMALL_SCREEN_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function isSmallScreen(): boolean {
  return window.matchMedia(SMALL_SCREEN_QUERY).matches;
}

/** True on screens up to the mobile breakpoint, where the menu sits behind a burger button. */
export function useIsSmallScreen(): boolean {
  return useSyncExternalStore(subscribe, isSmallScreen, () => false);
}
