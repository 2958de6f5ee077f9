/**
 * Portfolio PDF benchmark (issue 18, decision 237): a portfolio with 30 photos of 5 MiB each –
 * 15 JPEGs and 15 PNGs – is rendered by `renderPortfolioPdf` while the process's memory is sampled.
 * The renderer must stream: one photo at a time, the PDF written out as it is made.
 *
 *   npx tsx bench/portfolio-pdf.bench.ts            # or: npm run bench -- portfolio-pdf
 *   PORTFOLIO_PDF_BENCH_PHOTOS=60 npx tsx bench/portfolio-pdf.bench.ts
 *   PORTFOLIO_PDF_BENCH_KIND=jpeg npx tsx bench/portfolio-pdf.bench.ts   # only JPEGs (or png)
 *
 * The photos are made here and written to a temporary folder, and opened as file streams as the
 * folder storage driver does: PNGs of random pixels (incompressible, 1322 × 1322 RGB), JPEGs made
 * from a small real JPEG grown with application segments (pdfkit copies JPEG bytes without
 * decoding, so this is the same work as a photo of that size). Two runs after an unmeasured
 * warm-up: a fast reader (a counting sink) and a slow one (a pause of 2 ms per 64 KiB, a slow
 * client: the renderer must wait rather than buffer). Exits non-zero when a run grows the RSS by
 * 64 MiB or more, or the fast run takes 10 s or more.
 *
 * Like bench/upload.bench.ts it measures with MALLOC_ARENA_MAX=2, as the container image sets it
 * (`MALLOC_ARENA_MAX= npx tsx bench/portfolio-pdf.bench.ts` for glibc's default): it starts itself
 * again in a child process with that setting and with --expose-gc, so that each run starts after
 * a collection.
 */
import { spawnSync } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Writable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import type { PortfolioDocument, PortfolioImage, PortfolioItem } from '../apps/server/src/modules/bo/portfolio/pdf/portfolio-document';
import { renderPortfolioPdf } from '../apps/server/src/modules/bo/portfolio/pdf/render-portfolio-pdf';
import { encodePng, paddedJpeg } from '../apps/server/src/modules/bo/portfolio/pdf/testing/sample-images';

const MIB = 1024 * 1024;
const PHOTOS = Number(process.env.PORTFOLIO_PDF_BENCH_PHOTOS ?? 30);
const PHOTO_BYTES = 5 * MIB;
const KIND = process.env.PORTFOLIO_PDF_BENCH_KIND ?? 'mixed';
const GROWTH_LIMIT = 64 * MIB;
const TIME_LIMIT_MS = 10_000;

if (process.env.PORTFOLIO_PDF_BENCH_CHILD !== '1') {
  const child = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url)], {
    env: { ...process.env, MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2', PORTFOLIO_PDF_BENCH_CHILD: '1' },
    stdio: 'inherit',
  });
  process.exit(child.status ?? 1);
}
console.log(`MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX || '(glibc-Standard)'}`);

const folder = await mkdtemp(path.join(tmpdir(), 'portfolio-pdf-bench-'));
try {
  console.log(`Erzeuge ${PHOTOS} Fotos zu je 5 MiB in ${folder} …`);
  const photos: PortfolioImage[] = [];
  const pngSide = Math.round(Math.sqrt(PHOTO_BYTES / 3));
  for (let index = 0; index < PHOTOS; index += 1) {
    const isPng = KIND === 'png' || (KIND !== 'jpeg' && index % 2 === 1);
    const bytes = isPng ? encodePng({ width: pngSide, height: pngSide, noise: true }) : paddedJpeg(PHOTO_BYTES);
    const file = path.join(folder, `foto-${index}.${isPng ? 'png' : 'jpg'}`);
    await writeFile(file, bytes);
    photos.push({
      mimeType: isPng ? 'image/png' : 'image/jpeg',
      byteSize: bytes.length,
      altText: `Foto ${index + 1}`,
      open: async () => createReadStream(file),
    });
  }

  const documentWith = (images: PortfolioImage[]): PortfolioDocument => ({
    student: { displayName: 'Jürgen Weiß', schoolName: 'Gesamtschule Am Bärenbach', photo: images[0] },
    profile: 'Ich heiße Jürgen und möchte Mechatroniker werden.\n\nIn meiner Freizeit repariere ich Fahrräder.',
    generatedAt: new Date(),
    items: images.slice(1).map(
      (image, index): PortfolioItem => ({
        kind: 'story',
        createdAt: new Date(Date.UTC(2026, 2, 1 + index)),
        text: `Story ${index + 1}: Heute habe ich in der Werkstatt gelernt, wie man „richtig“ lötet. Das war großartig – und gar nicht so schwer, wie ich dachte.`,
        hashtags: ['Praktikum', 'Technik'],
        image,
      }),
    ),
  });

  /** A reader that counts bytes; `pauseMs` per chunk makes it a slow one. */
  const reader = (pauseMs?: number) => {
    let written = 0;
    const sink = new Writable({
      highWaterMark: 64 * 1024,
      write(chunk: Buffer, _encoding, done) {
        written += chunk.length;
        if (!pauseMs) return done();
        void delay(pauseMs).then(() => done());
      },
    });
    return { sink, written: () => written };
  };

  const run = async (label: string, images: PortfolioImage[], pauseMs?: number) => {
    (globalThis as { gc?: () => void }).gc?.();
    await delay(50);
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed;
    let peakBuffers = before.arrayBuffers;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
      peakBuffers = Math.max(peakBuffers, now.arrayBuffers);
    }, 10);
    const { sink, written } = reader(pauseMs);
    const started = performance.now();
    await renderPortfolioPdf(documentWith(images), sink);
    const elapsed = performance.now() - started;
    clearInterval(sampler);
    const growth = peakRss - before.rss;
    console.log(
      `${label}: ${images.length} Fotos (${(images.reduce((sum, image) => sum + image.byteSize, 0) / MIB).toFixed(0)} MiB) → PDF ${(written() / MIB).toFixed(1)} MiB in ${(elapsed / 1000).toFixed(2)} s` +
        ` (${(written() / MIB / (elapsed / 1000)).toFixed(0)} MiB/s); RSS ${(before.rss / MIB).toFixed(0)} → Spitze ${(peakRss / MIB).toFixed(0)} MiB,` +
        ` Zuwachs ${(growth / MIB).toFixed(1)} MiB; Heap-Zuwachs ${((peakHeap - before.heapUsed) / MIB).toFixed(1)} MiB;` +
        ` Buffer-Zuwachs ${((peakBuffers - before.arrayBuffers) / MIB).toFixed(1)} MiB`,
    );
    return { growth, elapsed };
  };

  await run('Aufwärmen', photos.slice(0, 2));
  const fast = await run('Schneller Leser', photos);
  const slow = await run('Langsamer Leser (2 ms Pause je 64 KiB)', photos, 2);

  if (fast.growth >= GROWTH_LIMIT || slow.growth >= GROWTH_LIMIT) {
    console.error(`Der Speicher ist um 64 MiB oder mehr gewachsen.`);
    process.exitCode = 1;
  }
  if (fast.elapsed >= TIME_LIMIT_MS) {
    console.error(`Das PDF hat 10 s oder länger gedauert.`);
    process.exitCode = 1;
  }
} finally {
  await rm(folder, { recursive: true, force: true });
}
