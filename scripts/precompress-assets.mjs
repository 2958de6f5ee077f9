// Precompressed copies of the built client (issue 20, decision 241): after `vite build`, every text
// file of the build gets a brotli (`.br`) and a gzip (`.gz`) sibling, which the embedded server sends
// to a client that accepts them (apps/server/src/platform/http/spa.ts, `preCompressed`), as a
// production proxy would. Done once at build time with the best compression levels rather than per
// request: the server globs the build at start-up, and a cheap tablet on a school's network gets the
// smallest files at no CPU cost per request.
//   node scripts/precompress-assets.mjs [distDir]
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts (woff2) are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.webmanifest', '.svg', '.txt', '.xml']);
/** The service worker at the root of the build (vite.config.ts). */
const SERVICE_WORKER = 'sw.js';
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

async function filesBelow(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
    // Vite's manifest is read by scripts, never served to a browser that would use a compressed copy.
    .filter((file) => !file.includes(`${path.sep}.vite${path.sep}`))
    // The service worker is compared byte for byte on every update check: a copy left stale by a
    // patched or replaced sw.js would hide the new version from every browser that accepts brotli.
    // It is small and fetched rarely, so it is always sent as it is on disk.
    .filter((file) => path.relative(dir, file) !== SERVICE_WORKER);
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of `distDir` that compression
 * makes smaller; returns what it wrote. A variant that would not be smaller is left out, and the
 * server then sends the file itself.
 */
export async function precompressAssets(distDir) {
  const written = [];
  for (const file of await filesBelow(distDir)) {
    if (!COMPRESSIBLE.has(path.extname(file))) continue;
    if ((await stat(file)).size < MIN_BYTES) continue;
    const content = await readFile(file);
    const variants = [
      ['.br', await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } })],
      ['.gz', await gzipAsync(content, { level: constants.Z_BEST_COMPRESSION })],
    ];
    for (const [extension, compressed] of variants) {
      if (compressed.length >= content.length) continue;
      await writeFile(file + extension, compressed);
      written.push(file + extension);
    }
  }
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const distDir = path.resolve(process.argv[2] ?? path.join(root, 'apps/web/dist'));
  const started = Date.now();
  const written = await precompressAssets(distDir);
  console.log(`precompress-assets: ${written.length} Dateien (.br/.gz) in ${Date.now() - started} ms`);
}
