/**
 * Export benchmark (issue 7, decision 050): a 1 GiB account downloads its data export through the
 * real HTTP route while the process's RSS is sampled. The server must stream – its memory may not
 * grow with the account's size. For comparison the same export runs for a 64 MiB account first.
 *
 *   npx tsx bench/export.bench.ts            # 64 MiB, then 1 GiB (default)
 *   EXPORT_BENCH_MIB=256 npx tsx bench/export.bench.ts
 *
 * The files are written straight through the storage driver (fast) with their rows; the download
 * is consumed by a counting sink in the same process, so the RSS is the server's plus a socket.
 * Exits non-zero when the export of the largest account grows the RSS by 64 MiB or more (the
 * target of docs/performance.md) or does not answer 200.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { buildApp } from '../apps/server/src/app';
import { files } from '../apps/server/src/modules/files/files.schema';
import { loadConfig } from '../apps/server/src/platform/config';
import { openDatabase } from '../apps/server/src/platform/db/client';
import { seedDemo } from '../apps/server/src/wiring/demo-seed';
import { createStorageDriver } from '../apps/server/src/platform/storage';
import { signIn } from '../apps/server/src/test/sign-in';

const MIB = 1024 * 1024;
const FILE_MIB = 16;
const sizesMib = process.env.EXPORT_BENCH_MIB ? [Number(process.env.EXPORT_BENCH_MIB)] : [64, 1024];
const largestMib = Math.max(...sizesMib);
/** Target of docs/performance.md: the zip is streamed, so the RSS may not grow with the account. */
const RSS_GROWTH_BUDGET = 64 * MIB;

const mib = (bytes: number) => `${(bytes / MIB).toFixed(1)} MiB`;

/** Writes `bytes` of pseudo-random (incompressible) data to a local file. */
async function writeLocalFile(file: string, bytes: number): Promise<void> {
  const chunk = Buffer.alloc(MIB);
  for (let i = 0; i < chunk.length; i += 4) chunk.writeUInt32LE((Math.random() * 0xffffffff) >>> 0, i);
  const out = createWriteStream(file);
  for (let written = 0; written < bytes; written += chunk.length) {
    chunk.writeUInt32LE(written, 0); // every MiB differs a little
    if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'berufswahl-export-bench-'));
try {
  const config = loadConfig({
    LOG_LEVEL: 'warn',
    PUBLIC_URL: 'http://localhost:3999',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    DATA_DIR: dataDir,
    RATE_LIMIT_EXPORT: '100/60',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: ':memory:' });
  await database.migrate();
  const world = await seedDemo(database.db, { isProduction: false });
  const storage = createStorageDriver(config);
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const token = (await signIn(app, { username: 'schueler' })).accessToken;
  const owner = world.users.find((user) => user.username === 'schueler')!;

  let storedMib = 0;
  for (const targetMib of sizesMib) {
    // Top the account up to the target size with 16 MiB files.
    while (storedMib < targetMib) {
      const uuid = randomUUID();
      const local = path.join(dataDir, `bench-${uuid}`);
      const size = Math.min(FILE_MIB, targetMib - storedMib) * MIB;
      await writeLocalFile(local, size);
      const key = `files/${uuid}`;
      await storage.putFile(local, key, { size, contentType: 'video/mp4' });
      await database.db
        .insert(files)
        .values({ uuid, ownerUuid: owner.uuid, purpose: 'upload', originalName: `video-${storedMib}.mp4`, mimeType: 'video/mp4', sizeBytes: size, storageKey: key });
      storedMib += size / MIB;
    }

    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const started = Date.now();
    let received = 0;
    const status = await new Promise<number>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/api/identity/v1/archive', headers: { authorization: `Bearer ${token}` } }, (response) => {
          pipeline(
            response,
            new Writable({
              write(chunk: Buffer, _encoding, callback) {
                received += chunk.length;
                callback();
              },
            }),
          ).then(() => resolve(response.statusCode ?? 0), reject);
        })
        .on('error', reject);
    });
    clearInterval(sampler);
    const seconds = (Date.now() - started) / 1000;
    console.log(
      [
        `account ${mib(storedMib * MIB)}: HTTP ${status}, zip ${mib(received)} in ${seconds.toFixed(1)} s (${mib(received / seconds)}/s)`,
        `  RSS before ${mib(before)}, peak ${mib(peak)}, growth ${mib(peak - before)}`,
      ].join('\n'),
    );
    if (targetMib === largestMib) {
      // The gate applies to the largest account only: the smaller one is the comparison run.
      if (status !== 200) {
        console.error(`Der Export des größten Kontos antwortete mit HTTP ${status} statt 200.`);
        process.exitCode = 1;
      }
      if (peak - before >= RSS_GROWTH_BUDGET) {
        console.error(
          `Der Export von ${mib(storedMib * MIB)} ließ den Prozess um ${mib(peak - before)} wachsen (Grenze: unter ${mib(RSS_GROWTH_BUDGET)}): der Export liegt im Speicher.`,
        );
        process.exitCode = 1;
      }
    }
  }
  await app.close();
  await database.close();
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
