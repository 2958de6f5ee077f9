import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The dev server hands API, runtime config and identity-provider calls to the Node server. The
 * browser's Host is kept (plus X-Forwarded-*), so the server can answer /config/keycloak.json with
 * this origin and the sign-in stays same-origin through the /realms proxy.
 */
const SERVER_URL = 'http://localhost:3000';
const toServer = { target: SERVER_URL, changeOrigin: false, xfwd: true };
const proxy = { '/api': toServer, '/config': toServer, '/realms': toServer };

/**
 * Emits `/sw.js` (decision 024) with a version derived from the names of all built files – they
 * carry content hashes, so any change of the client changes the service worker's bytes, which is
 * how the browser notices an update and the update notice of spec 2 appears.
 */
function serviceWorker(): Plugin {
  const source = new URL('./src/features/messaging/service-worker/sw.js', import.meta.url);
  return {
    name: 'berufswahl-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const version = createHash('sha256').update(Object.keys(bundle).sort().join('\n')).digest('hex').slice(0, 16);
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: readFileSync(source, 'utf8').replace('__BUILD_VERSION__', version),
      });
    },
  };
}

export default defineConfig({
  base: '/',
  plugins: [react(), serviceWorker()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Hashed file names under /assets/ so they can be cached forever; index.html is never cached.
    assetsDir: 'assets',
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each screen needs, for the size budget (scripts/bundle-budget.mjs).
    manifest: true,
  },
  server: { port: 5173, proxy },
  preview: { proxy },
});
