import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The dev server hands API, runtime config and identity-provider calls to the Node server. The
 * browser's Host is kept (plus X-Forwarded-*), so the server can answer /config/keycloak.json with
 * this origin and the sign-in stays same-origin through the /realms proxy.
 */
const SERVER_URL = 'http://localhost:3000';
const toServer = { target: SERVER_URL, changeOrigin: false, xfwd: true };
const proxy = { '/api': toServer, '/config': toServer, '/realms': toServer };

export default defineConfig({
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Hashed file names under /assets/ so they can be cached forever; index.html is never cached.
    assetsDir: 'assets',
    sourcemap: true,
  },
  server: { port: 5173, proxy },
  preview: { proxy },
});
