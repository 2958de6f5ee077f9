import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSpa } from './spa';

const APP_SCRIPT = 'export const greeting = "Hallo";\n'.repeat(200);

let distDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'berufswahl-spa-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><html lang="de"><title>Berufswahl</title></html>');
  await writeFile(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(path.join(distDir, 'manifest.webmanifest'), '{"name":"Berufswahl","lang":"de"}');
  // Precompressed copies as scripts/precompress-assets.mjs writes them; the stylesheet has none.
  await writeFile(path.join(distDir, 'assets', 'app-def456.js'), APP_SCRIPT);
  await writeFile(path.join(distDir, 'assets', 'app-def456.js.br'), brotliCompressSync(APP_SCRIPT));
  await writeFile(path.join(distDir, 'assets', 'app-def456.js.gz'), gzipSync(APP_SCRIPT));
  await writeFile(path.join(distDir, 'assets', 'style-fff000.css'), 'body{margin:0}');
  await writeFile(path.join(distDir, 'sw.js.br'), brotliCompressSync('self.addEventListener("fetch", () => {});'));
  await writeFile(path.join(distDir, 'index.html.br'), brotliCompressSync('<!doctype html><html lang="de"><title>Berufswahl</title></html>'));
  app = Fastify();
  await registerSpa(app, distDir);
});
afterAll(async () => {
  await app.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('registerSpa', () => {
  it('caches hashed assets for a year', async () => {
    const response = await app.inject({ url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the service worker as JavaScript, revalidated every time so an update is found at once', async () => {
    const response = await app.inject({ url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the web app manifest with its own type (decision 239)', async () => {
    const response = await app.inject({ url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a deep link with index.html, revalidated every time', async () => {
    const response = await app.inject({ url: '/imprint?x=1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('lang="de"');
  });

  it('keeps the feedback and share pages behind a link out of search engines and their token out of the Referer', async () => {
    for (const url of ['/rueckmeldung/abc-token', '/de/rueckmeldung/abc-token', '/de_DE/rueckmeldung/abc-token', '/geteilt/abc-token', '/de_DE/geteilt/abc-token']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['x-robots-tag'], url).toBe('noindex, nofollow');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });

  it('lets other pages be indexed as before', async () => {
    const response = await app.inject({ url: '/imprint' });
    expect(response.headers['x-robots-tag']).toBeUndefined();
  });

  it('answers unknown API paths with JSON, not with the page', async () => {
    const response = await app.inject({ url: '/api/unknown/v1/thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('does not answer a POST to a page path with the page', async () => {
    const response = await app.inject({ method: 'POST', url: '/imprint' });
    expect(response.statusCode).toBe(404);
  });

  it('says in German that the client is not built when the build is missing', async () => {
    const bare = Fastify();
    await registerSpa(bare, path.join(distDir, 'missing'));
    const response = await bare.inject({ url: '/' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm start');
    await bare.close();
  });

  describe('precompressed copies (decision 241)', () => {
    it('sends the brotli copy to a client that accepts brotli, with the asset caching of the file', async () => {
      const response = await app.inject({ url: '/assets/app-def456.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers['vary']).toBe('Accept-Encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['etag']).toBeDefined();
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(response.rawPayload.length).toBeLessThan(APP_SCRIPT.length);
    });

    it('sends the gzip copy to a client that accepts only gzip', async () => {
      const response = await app.inject({ url: '/assets/app-def456.js', headers: { 'accept-encoding': 'gzip' } });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(response.headers['vary']).toBe('Accept-Encoding');
    });

    it('sends the file itself to a client that accepts no compression', async () => {
      for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
        const response = await app.inject({ url: '/assets/app-def456.js', headers });
        expect(response.headers['content-encoding']).toBeUndefined();
        expect(response.body).toBe(APP_SCRIPT);
        expect(response.headers['vary']).toBe('Accept-Encoding');
      }
    });

    it('gives each copy its own ETag, so a cache never mixes them up', async () => {
      const brotli = await app.inject({ url: '/assets/app-def456.js', headers: { 'accept-encoding': 'br' } });
      const gzip = await app.inject({ url: '/assets/app-def456.js', headers: { 'accept-encoding': 'gzip' } });
      const identity = await app.inject({ url: '/assets/app-def456.js' });
      expect(new Set([brotli.headers['etag'], gzip.headers['etag'], identity.headers['etag']]).size).toBe(3);
    });

    it('falls back to the file itself when the build has no copy', async () => {
      const response = await app.inject({ url: '/assets/style-fff000.css', headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe('body{margin:0}');
    });

    it('answers a Range request with bytes of the file itself, never of a copy', async () => {
      const response = await app.inject({ url: '/assets/app-def456.js', headers: { 'accept-encoding': 'br, gzip', range: 'bytes=0-5' } });
      expect(response.statusCode).toBe(206);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(APP_SCRIPT.slice(0, 6));
    });

    it('keeps the service worker and the page revalidated every time, also as a copy', async () => {
      const worker = await app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'br' } });
      expect(worker.headers['content-encoding']).toBe('br');
      expect(worker.headers['content-type']).toContain('javascript');
      expect(worker.headers['cache-control']).toBe('no-cache');
      const page = await app.inject({ url: '/imprint', headers: { 'accept-encoding': 'br' } });
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-cache');
    });

    it('does not serve a copy as a file of its own', async () => {
      const response = await app.inject({ url: '/assets/app-def456.js.br' });
      expect(response.headers['content-type']).toContain('text/html');
    });
  });
});
