/* global self, caches */
/*
 * Berufswahl's service worker (decisions 024 and 239), built by vite-plugin-pwa (strategy
 * injectManifest; Workbox bundled in).
 *
 * - Precaches the app shell only: index.html and what it loads (entry script, its preloads and
 *   styles), the icons and the manifest – the list vite.config.ts narrows `self.__WB_MANIFEST` to.
 *   Every other screen's chunk is cached the first time it is loaded (hashed names, so a cached
 *   file can never be stale): a class of 30 devices does not fetch the whole app at once.
 * - Navigations are answered with the precached shell, so the app opens without a network – but
 *   never the API, the identity provider, the runtime config or the public pages behind a link
 *   (feedback, shared), which the server answers with headers of their own.
 * - No API answer passes through here: what a user read is kept by the page, per user
 *   (lib/offline, decision 239), where signing out removes it.
 * - It takes over only when the page asks (SKIP_WAITING): the update notice of spec 2.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';

/** Paths whose navigations go to the server as they are: they are no screens of the app. */
const NOT_SHELL_NAVIGATIONS = [
  /^\/api\//,
  /^\/realms\//,
  /^\/config\//,
  /\/rueckmeldung\//,
  /\/geteilt\//,
  /^\/assets-static\//,
  /^\/styleguide\//,
  /^\/illustrations\//,
];

const ASSETS_CACHE = 'berufswahl-assets';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker controls the open page at once, so its next reload already works offline. An
// update still waits for SKIP_WAITING (the update notice); claiming then reloads the page as before.
clientsClaim();

registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NOT_SHELL_NAVIGATIONS }));

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && request.method === 'GET' && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })],
  }),
);

/**
 * The chunks a page loaded before this worker controlled it (the first visit) never passed through
 * it; the page names them (use-service-worker-update.ts) and they are copied from the browser's
 * HTTP cache, so the screens already seen open offline too.
 */
async function cacheLoadedAssets(urls) {
  const cache = await caches.open(ASSETS_CACHE);
  for (const value of Array.isArray(urls) ? urls.slice(0, 300) : []) {
    if (typeof value !== 'string') continue;
    const url = new URL(value, self.location.origin);
    if (url.origin !== self.location.origin || !url.pathname.startsWith('/assets/')) continue;
    if (await cache.match(url.pathname)) continue;
    try {
      await cache.add(url.pathname);
    } catch {
      // Offline or gone with a new build: the next load through the worker caches it.
    }
  }
}

self.addEventListener('message', (event) => {
  if (!event.data) return;
  if (event.data.type === 'SKIP_WAITING') self.skipWaiting();
  if (event.data.type === 'CACHE_LOADED_ASSETS') event.waitUntil(cacheLoadedAssets(event.data.urls));
});
