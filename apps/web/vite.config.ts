import { defineConfig } from 'vite';
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
 * `/sw.js` (decision 024) is built by vite-plugin-pwa from our own worker (strategy injectManifest):
 * Workbox injects the build's file list with revisions, so every change of the client changes the
 * worker's bytes and the browser finds the update. The page registers the worker itself and shows
 * the prompt (use-service-worker-update.ts), so nothing is injected into index.html and no
 * workbox-window code reaches the first screen; no web manifest either (nothing to install).
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/features/messaging/service-worker',
  filename: 'sw.js',
  registerType: 'prompt',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    globPatterns: ['**/*.{js,css,html}'],
    // Only names and revisions are listed, never fetched: the largest chunk must not drop out.
    maximumFileSizeToCacheInBytes: 20 * 1024 * 1024,
  },
  devOptions: { enabled: false },
});

export default defineConfig({
  base: '/',
  plugins: [react(), serviceWorker],
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
      resolveDependencies: (filename, dependencies) => (filename.includes('feedback-page-root') ? [] : dependencies),
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
