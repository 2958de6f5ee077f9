import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressAssets } from './precompress-assets.mjs';

const SCRIPT = 'export const greeting = "Hallo";\n'.repeat(200);
let distDir;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'berufswahl-precompress-'));
  await mkdir(path.join(distDir, 'assets'));
  await mkdir(path.join(distDir, '.vite'));
  await writeFile(path.join(distDir, 'assets', 'app-abc.js'), SCRIPT);
  await writeFile(path.join(distDir, 'assets', 'tiny-abc.js'), 'console.log(1)');
  await writeFile(path.join(distDir, 'assets', 'photo-abc.png'), Buffer.alloc(4096, 7));
  await writeFile(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify({ padding: 'x'.repeat(4096) }));
  await writeFile(path.join(distDir, 'sw.js'), SCRIPT);
  await precompressAssets(distDir);
});
afterAll(() => rm(distDir, { recursive: true, force: true }));

describe('precompressAssets (decision 241)', () => {
  it('writes brotli and gzip copies that unpack to the file', async () => {
    const file = path.join(distDir, 'assets', 'app-abc.js');
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(SCRIPT);
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(SCRIPT);
  });

  it('leaves out the service worker: an update check must see the file on disk, never a stale copy', () => {
    expect(existsSync(path.join(distDir, 'sw.js.br'))).toBe(false);
    expect(existsSync(path.join(distDir, 'sw.js.gz'))).toBe(false);
  });

  it('leaves out small files, images and the build manifest that scripts read', () => {
    expect(existsSync(path.join(distDir, 'assets', 'tiny-abc.js.br'))).toBe(false);
    expect(existsSync(path.join(distDir, 'assets', 'photo-abc.png.br'))).toBe(false);
    expect(existsSync(path.join(distDir, '.vite', 'manifest.json.br'))).toBe(false);
  });
});
