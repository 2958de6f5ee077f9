import type { MatomoSettings } from './matomo-config';

/** Matomo's command queue (`_paq`): commands pushed before the script arrives run when it does. */
type MatomoQueue = unknown[][];
declare global {
  interface Window {
    _paq?: MatomoQueue;
  }
}

let isLoaded = false;

function queue(): MatomoQueue {
  window._paq ??= [];
  return window._paq;
}

/**
 * Loads the Matomo tracker – only ever called after the user said yes (decision 186). Cookieless
 * (`disableCookies`), consent given explicitly, from the configured instance (the CSP admits that
 * origin only when it is configured).
 */
export function startMatomoTracker(settings: MatomoSettings): void {
  if (isLoaded) {
    queue().push(['setConsentGiven']);
    return;
  }
  isLoaded = true;
  const paq = queue();
  paq.push(['requireConsent'], ['setConsentGiven'], ['disableCookies'], ['setTrackerUrl', `${settings.url}matomo.php`], ['setSiteId', settings.siteId]);
  const script = document.createElement('script');
  script.async = true;
  script.src = `${settings.url}matomo.js`;
  document.head.append(script);
}

/** Counts one page view (a route change in the app). */
export function trackMatomoPageView(path: string, title: string): void {
  if (!isLoaded) return;
  queue().push(['setCustomUrl', path], ['setDocumentTitle', title], ['trackPageView']);
}

/** The user took the yes back: nothing more is sent from this page (nor loaded on the next). */
export function stopMatomoTracker(): void {
  if (isLoaded) queue().push(['forgetConsentGiven']);
}
