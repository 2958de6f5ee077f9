/**
 * Upload benchmark (issue 7): one file of the maximum size (50000 KB) is uploaded through the real
 * server – a child process started like production (`node --import tsx apps/server/src/main.ts`) –
 * and compared with a plain streamed file copy on the same disk. Prints throughput and the
 * server's peak RSS growth during the upload (from /proc: VmHWM after resetting it), each as a
 * ratio to the copy. The server streams (multipart → temporary file → rename), so its memory must
 * not grow by anything like the file's size.
 *
 *   npx tsx bench/upload.bench.ts        (or: npm run bench -- upload)
 *   UPLOAD_BENCH_RUNS=5 npx tsx bench/upload.bench.ts
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { MAX_FILE_BYTES } from '../packages/contracts/src/files/file-rules';
import { findFreePort, startServerProcess } from '../apps/server/src/test/server-process';
import { signIn } from '../apps/server/src/test/sign-in';

const MIB = 1024 * 1024;
const runs = Number(process.env.UPLOAD_BENCH_RUNS ?? 3);
const mib = (bytes: number) => `${(bytes / MIB).toFixed(1)} MiB`;

/** Reads a /proc/<pid>/status field in bytes (VmRSS, VmHWM). */
async function procBytes(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return Number(match?.[1] ?? 0) * 1024;
}

/** Resets the peak RSS (VmHWM) of a process to its current RSS (Linux: clear_refs 5). */
async function resetPeak(pid: number): Promise<void> {
  await writeFile(`/proc/${pid}/clear_refs`, '5');
}

/** `signIn` drives `app.inject`; this sends the same requests to the child over HTTP. */
function overHttp(base: string): FastifyInstance {
  const inject = async (options: { method: string; url: string; headers?: Record<string, string>; payload?: string }) => {
    const url = new URL(options.url, base);
    const response = await fetch(`${base}${url.pathname}${url.search}`, { method: options.method, headers: options.headers, body: options.payload, redirect: 'manual' });
    const body = await response.text();
    const headers: Record<string, string | string[]> = Object.fromEntries(response.headers);
    headers['set-cookie'] = response.headers.getSetCookie();
    return { statusCode: response.status, headers, body, json: () => JSON.parse(body) as unknown };
  };
  return { inject } as unknown as FastifyInstance;
}

/** A plain streamed copy in its own node process; prints seconds and peak RSS growth. */
async function plainCopy(source: string, target: string): Promise<{ seconds: number; peakGrowth: number }> {
  const script = `
    const fs = require('node:fs'); const { pipeline } = require('node:stream/promises');
    (async () => {
      const before = process.memoryUsage.rss();
      const started = process.hrtime.bigint();
      await pipeline(fs.createReadStream(process.argv[1]), fs.createWriteStream(process.argv[2]));
      const fd = fs.openSync(process.argv[2], 'r'); fs.fsyncSync(fd); fs.closeSync(fd);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      console.log(JSON.stringify({ seconds, peakGrowth: process.resourceUsage().maxRSS * 1024 - before }));
    })();`;
  const child = spawn(process.execPath, ['-e', script, source, target], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  await new Promise((resolve) => child.once('exit', resolve));
  return JSON.parse(output) as { seconds: number; peakGrowth: number };
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'berufswahl-upload-bench-'));
const port = await findFreePort();
const server = await startServerProcess({ DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}`, RATE_LIMIT_UPLOADS: '1000/60', LOG_LEVEL: 'error' }, { port });
try {
  // A PNG header (signature, IHDR, IEND) and incompressible data up to the limit: sniffed as PNG,
  // accepted at exactly 50000 KB.
  const source = path.join(dataDir, 'quelle.png');
  const header = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000049454e44ae426082', 'hex');
  await writeFile(source, Buffer.concat([header, randomBytes(MAX_FILE_BYTES - header.length)]));
  const size = (await stat(source)).size;
  const { accessToken } = await signIn(overHttp(server.url), { username: 'lehrer' });
  const pid = server.child.pid!;

  const boundary = `----bench${Date.now()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="gross.png"\r\nContent-Type: image/png\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  async function* multipart() {
    yield head;
    yield* createReadStream(source, { highWaterMark: 256 * 1024 });
    yield tail;
  }

  const uploads: { seconds: number; peakGrowth: number }[] = [];
  const copies: { seconds: number; peakGrowth: number }[] = [];
  for (let run = 0; run < runs; run += 1) {
    const rssBefore = await procBytes(pid, 'VmRSS');
    await resetPeak(pid);
    const started = process.hrtime.bigint();
    const response = await fetch(`${server.url}/api/files/v1/me/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(head.length + size + tail.length) },
      body: Readable.toWeb(Readable.from(multipart())) as ReadableStream,
      duplex: 'half',
    } as RequestInit & { duplex: 'half' });
    const answer = (await response.json()) as { uuid?: string; message?: string };
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${answer.message}`);
    uploads.push({ seconds, peakGrowth: (await procBytes(pid, 'VmHWM')) - rssBefore });
    // Keep the quota free for the next run.
    await fetch(`${server.url}/api/files/v1/me/files/${answer.uuid}`, { method: 'DELETE', headers: { authorization: `Bearer ${accessToken}` } });
    copies.push(await plainCopy(source, path.join(dataDir, `kopie-${run}.png`)));
  }

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const uploadSeconds = median(uploads.map((entry) => entry.seconds));
  const copySeconds = median(copies.map((entry) => entry.seconds));
  const uploadPeak = Math.max(...uploads.map((entry) => entry.peakGrowth));
  const copyPeak = Math.max(...copies.map((entry) => entry.peakGrowth));
  console.log(`Datei: ${mib(size)} (50000 KB), ${runs} Läufe, Median`);
  console.log(`Upload über den Server: ${(size / MIB / uploadSeconds).toFixed(1)} MiB/s, Spitzen-RSS-Zuwachs des Servers ${mib(uploadPeak)}`);
  console.log(`Einfache Dateikopie:    ${(size / MIB / copySeconds).toFixed(1)} MiB/s, Spitzen-RSS-Zuwachs ${mib(copyPeak)}`);
  console.log(`Verhältnis Upload/Kopie: Durchsatz ${(copySeconds / uploadSeconds).toFixed(2)}×, RSS-Zuwachs ${(uploadPeak / Math.max(copyPeak, 1)).toFixed(2)}×`);
  console.log(`RSS-Zuwachs des Servers im Verhältnis zur Dateigröße: ${((uploadPeak / size) * 100).toFixed(1)} %`);
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
