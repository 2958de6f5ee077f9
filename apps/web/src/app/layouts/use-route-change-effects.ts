import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAnnounce } from '../../components/ui/live-announcer';
import { findPageHeading, pageNameOf } from '../../components/ui/page-heading';

function scrollToTop(): void {
  const prefersReducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion ? 'instant' : 'smooth' });
}

/**
 * After every route change (not the first page): scroll to the top – smoothly unless reduced
 * motion is asked for (spec 2) –, move focus to the page's h1 and announce "<Seite> geladen".
 * Runs in the shell, i.e. after the new screen (loaded lazily before the location commits) is in
 * the DOM.
 */
export function useRouteChangeEffects(): void {
  const { pathname } = useLocation();
  const announce = useAnnounce();
  const { t } = useTranslation();
  const previousPathname = useRef<string | null>(null);

  useEffect(() => {
    const previous = previousPathname.current;
    previousPathname.current = pathname;
    if (previous === null || previous === pathname) return;

    scrollToTop();
    const heading = findPageHeading();
    if (!heading) return;
    heading.focus({ preventScroll: true });
    announce(t('announcer.pageLoaded', { page: pageNameOf(heading) }));
  }, [pathname, announce, t]);
}
