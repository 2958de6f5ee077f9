import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSpa } from './spa';

let distDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'berufswahl-spa-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><html lang="de"><title>Berufswahl</title></html>');
  await writeFile(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(path.join(distDir, 'manifest.webmanifest'), '{"name":"Berufswahl","lang":"de"}');
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
});
