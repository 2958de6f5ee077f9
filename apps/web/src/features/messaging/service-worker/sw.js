/* global self */
/*
 * Berufswahl's service worker (decision 024), built by vite-plugin-pwa (strategy injectManifest).
 * It caches nothing and answers no request: it exists so that the browser notices a new version
 * and the page can offer the update notice of spec 2. It takes over only when the page asks –
 * after the user chose to reload or the forced reload ran.
 *
 * Workbox injects the list of this build's files with their revisions below. Nothing is
 * precached from it (a school's 30 devices would each fetch every screen of the app at once over
 * the same Wi-Fi); it is kept so that the worker's bytes change with every build – which is how
 * the browser finds an update.
 */
self.__BERUFSWAHL_BUILD_FILES__ = self.__WB_MANIFEST;

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});
