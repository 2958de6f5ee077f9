/* global self */
/*
 * Berufswahl's service worker (decision 024). It caches nothing and answers no request: it exists
 * so that the browser notices a new version (this file changes with every build, see
 * vite.config.ts) and the page can offer the update notice of spec 2. It takes over only when the
 * page asks – after the user chose to reload or the forced reload ran.
 *
 * Build: __BUILD_VERSION__
 */
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});
