import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The dev server hands API, runtime config and identity-provider calls to the Node server. The
 * browser's Host is kept (plus X-Forwarded-*), so the server can answer /config/keycloak.json with
 * this origin and the sign-in stays same-origin through the /realms proxy.
 */
const SERVER_URL = 'http://localhost:3000';
const toServer = { target: SERVER_URL, changeOrigin: false, xfwd: true };
const proxy = { '/api': toServer, '/config': toServer, '/realms': toServer };

/**
 * `/sw.js` (decisions 024, 239) is built by vite-plugin-pwa from our own worker (strategy
 * injectManifest). The page registers the worker itself and shows the update prompt
 * (use-service-worker-update.ts), so no workbox-window code reaches the first screen. The web
 * manifest makes the app installable; vite-plugin-pwa writes it and links it from index.html.
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/features/messaging/service-worker',
  filename: 'sw.js',
  registerType: 'prompt',
  injectRegister: false,
  manifest: {
    name: 'Berufswahl – Berufliche Orientierung',
    short_name: 'Berufswahl',
    description: 'Berufliche Orientierung für Schülerinnen und Schüler, Lehrkräfte und Schulen.',
    lang: 'de',
    dir: 'ltr',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // The default theme (styles/app.css: --color-primary, --color-bg), as index.html's theme-color.
    theme_color: '#1d4f91',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  // The icons are in the glob below already; listed twice they would be precached twice.
  includeManifestIcons: false,
  injectManifest: {
    globPatterns: ['**/*.{js,css,html}', 'icons/*.png', 'favicon.svg'],
    // Names and revisions of every file are read (see precacheShellOnly); only the shell is fetched.
    maximumFileSizeToCacheInBytes: 20 * 1024 * 1024,
    manifestTransforms: [precacheShellOnly],
  },
  devOptions: { enabled: false },
});

type PrecacheEntry = { url: string; revision: string | null; size: number };

/**
 * The folder this build writes to, as resolved (`--outDir` included): the benchmarks build into a
 * folder of their own, and reading `dist/` there took a stale index.html – or none on a fresh clone.
 */
let resolvedOutDir = path.join(import.meta.dirname, 'dist');
const rememberOutDir: Plugin = {
  name: 'berufswahl:remember-out-dir',
  configResolved(config) {
    resolvedOutDir = path.resolve(config.root, config.build.outDir);
  },
};

/**
 * Narrows the precache to the app shell: index.html and the files it names (entry script, its
 * preloads, its styles), preferences.js, the offline copy's chunks, the favicon, the icons and
 * the manifest. The other
 * screens' chunks are cached by the worker when first loaded (decision 239) – precaching all of
 * them would make 30 devices of a class fetch about 2 MB each over the school's Wi-Fi.
 * index.html's revision becomes a digest of every file's revision, so any change of the build
 * changes the worker's bytes – which is how the browser finds an update (decision 024).
 */
function precacheShellOnly(entries: PrecacheEntry[]) {
  const indexEntry = entries.find((entry) => entry.url === 'index.html');
  if (!indexEntry) return { manifest: entries, warnings: ['index.html missing from the precache list'] };
  const indexHtml = readFileSync(path.join(resolvedOutDir, 'index.html'), 'utf8');
  const named = new Set([...indexHtml.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]));
  // The offline copy's own chunks (lib/offline, the banner's notice) must be there offline, even if never loaded online.
  const isOfflineCode = (url: string) => /^assets\/(offline-|clear-offline-data)/.test(url);
  const isShell = (url: string) =>
    url === 'index.html' || named.has(url) || isOfflineCode(url) || url.startsWith('icons/') || url === 'favicon.svg' || url === 'manifest.webmanifest';
  const digest = createHash('sha256');
  for (const entry of [...entries].sort((a, b) => a.url.localeCompare(b.url))) digest.update(`${entry.url}:${entry.revision ?? ''}\n`);
  const manifest = entries
    .filter((entry) => isShell(entry.url))
    .map((entry) => (entry.url === 'index.html' ? { ...entry, revision: digest.digest('hex').slice(0, 32) } : entry));
  return { manifest, warnings: [] };
}

export default defineConfig({
  base: '/',
  plugins: [rememberOutDir, react(), serviceWorker],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Hashed file names under /assets/ so they can be cached forever; index.html is never cached.
    assetsDir: 'assets',
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each screen needs, for the size budget (scripts/bundle-budget.mjs).
    manifest: true,
    // No modulepreload polyfill on the first screen (0.35 KB): every browser the schools use natively
    // preloads (Chromium, Firefox ≥ 115, Safari ≥ 17); an older one only loads the chunks a moment later.
    modulePreload: {
      polyfill: false,
      // The public feedback page (/rueckmeldung/…, issue 16) is imported by start-up itself: the list
      // of its chunk's imports to preload would sit on every first screen (decision 008's budget).
      // Its imports load as the chunk asks for them; it links its stylesheet itself.
      // The offline copy's chunks (decision 239) are imported by the API client, which is on every
      // first screen, and need nothing that is not loaded already: no list of preloads for them.
      resolveDependencies: (filename, dependencies) =>
        ['feedback-page-root', 'offline-copy', 'clear-offline-data'].some((name) => filename.includes(name)) ? [] : dependencies,
    },
    rolldownOptions: {
      // Every screen calls the API: the declarations' `endpoint()` (decision 227), `callEndpoint` and
      // `apiRequest` go into one shared chunk, so a screen's chunk imports them with one statement.
      output: {
        codeSplitting: {
          groups: [
            { name: 'api-client', test: /(lib[\\/](api-client|endpoint-client)|contracts[\\/]src[\\/]shared[\\/]endpoint)\.ts$/ },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy },
  preview: { proxy },
});
