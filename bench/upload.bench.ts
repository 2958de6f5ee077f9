/**
 * Upload benchmark (issues 7 and 5): one file of the maximum size (50000 KB) is uploaded through the
 * files route and as a story's attachment through the story route of the real
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
import { MAX_FILE_BYTES } from '../packages/contracts/src/files/file-rules';
import { findFreePort, startServerProcess } from '../apps/server/src/test/server-process';
import { overHttp, signIn } from '../apps/server/src/test/sign-in';

const MIB = 1024 * 1024;
const runs = Number(process.env.UPLOAD_BENCH_RUNS ?? 3);
/** A streaming upload must not grow the server by this much (issue 5: a 50 MB file never sits in memory). */
const RSS_BUDGET = 32 * MIB;
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
// As the container image runs it (deploy/Dockerfile); `MALLOC_ARENA_MAX= npx tsx …` measures glibc's default.
const mallocArenaMax = process.env.MALLOC_ARENA_MAX ?? '2';
const server = await startServerProcess(
  {
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    RATE_LIMIT_UPLOADS: '1000/60',
    LOG_LEVEL: 'error',
    ...(mallocArenaMax === '' ? {} : { MALLOC_ARENA_MAX: mallocArenaMax }),
  },
  { port },
);
try {
  // A PNG (signature, IHDR) whose one IDAT chunk holds incompressible data up to the limit: sniffed
  // as PNG, accepted at exactly 50000 KB. (Random bytes after an IEND were read as further chunks
  // and made the sniffing fail in about 4 of 10 runs.)
  const source = path.join(dataDir, 'quelle.png');
  const signatureAndHeader = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
  const dataLength = MAX_FILE_BYTES - signatureAndHeader.length - 12;
  const dataChunkHead = Buffer.alloc(8);
  dataChunkHead.writeUInt32BE(dataLength, 0);
  dataChunkHead.write('IDAT', 4, 'latin1');
  await writeFile(source, Buffer.concat([signatureAndHeader, dataChunkHead, randomBytes(dataLength), Buffer.alloc(4)]));
  const size = (await stat(source)).size;
  const pid = server.child.pid!;
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

  /**
   * Uploads the source `runs` times (after one warm-up upload) as the one file of a multipart body
   * (after `fields`) and measures seconds and the server's peak RSS growth (median seconds, largest
   * growth); `remove` frees the quota after each run.
   */
  async function measure(route: {
    label: string;
    url: string;
    accessToken: string;
    fileField: string;
    fields: Record<string, string>;
    uuidOf: (answer: Record<string, unknown>) => string;
    remove: (uuid: string) => string;
  }): Promise<{ seconds: number; peakGrowth: number; coldPeakGrowth: number }> {
    const boundary = `----bench${Date.now()}`;
    const fieldParts = Object.entries(route.fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('');
    const head = Buffer.from(
      `${fieldParts}--${boundary}\r\nContent-Disposition: form-data; name="${route.fileField}"; filename="gross.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    async function* multipart() {
      yield head;
      yield* createReadStream(source, { highWaterMark: 256 * 1024 });
      yield tail;
    }
    const uploads: { seconds: number; peakGrowth: number }[] = [];
    let coldPeakGrowth = 0;
    // Run 0 warms the route up (lazily loaded code, JIT, first database pages): not counted in the
    // median and maximum, but its growth is printed on its own – a server's first upload is cold.
    for (let run = 0; run <= runs; run += 1) {
      const rssBefore = await procBytes(pid, 'VmRSS');
      await resetPeak(pid);
      const started = process.hrtime.bigint();
      const response = await fetch(`${server.url}${route.url}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${route.accessToken}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + size + tail.length),
        },
        body: Readable.toWeb(Readable.from(multipart())) as ReadableStream,
        duplex: 'half',
      } as RequestInit & { duplex: 'half' });
      const answer = (await response.json()) as Record<string, unknown>;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (response.status !== 201) throw new Error(`${route.label} answered ${response.status}: ${String(answer.message)}`);
      const peakGrowth = (await procBytes(pid, 'VmHWM')) - rssBefore;
      if (run > 0) uploads.push({ seconds, peakGrowth });
      else coldPeakGrowth = peakGrowth;
      // Keep the quota free for the next run.
      await fetch(`${server.url}${route.remove(route.uuidOf(answer))}`, { method: 'DELETE', headers: { authorization: `Bearer ${route.accessToken}` } });
    }
    return {
      seconds: median(uploads.map((entry) => entry.seconds)),
      peakGrowth: Math.max(...uploads.map((entry) => entry.peakGrowth)),
      coldPeakGrowth,
    };
  }

  const copies: { seconds: number; peakGrowth: number }[] = [];
  for (let run = 0; run < runs; run += 1) copies.push(await plainCopy(source, path.join(dataDir, `kopie-${run}.png`)));
  const copySeconds = median(copies.map((entry) => entry.seconds));
  const copyPeak = Math.max(...copies.map((entry) => entry.peakGrowth));

  const teacher = (await signIn(overHttp(server.url), { username: 'lehrer' })).accessToken;
  const student = (await signIn(overHttp(server.url), { username: 'schueler' })).accessToken;
  const results = [
    {
      label: 'POST /api/files/v1/me/files',
      ...(await measure({
        label: 'file upload',
        url: '/api/files/v1/me/files',
        accessToken: teacher,
        fileField: 'file',
        fields: {},
        uuidOf: (answer) => String(answer.uuid),
        remove: (uuid) => `/api/files/v1/me/files/${uuid}`,
      })),
    },
    {
      // Issue 5: the story route streams its attachment the same way (files front door).
      label: 'POST /api/bo/v1/artefacts/story',
      ...(await measure({
        label: 'story upload',
        url: '/api/bo/v1/artefacts/story',
        accessToken: student,
        fileField: 'attachment',
        fields: { description: 'Benchmark #upload', attachment_source: 'photo' },
        uuidOf: (answer) => String(answer.uuid),
        remove: (uuid) => `/api/bo/v1/artefacts/stories/${uuid}/forever`,
      })),
    },
  ];

  console.log(`Datei: ${mib(size)} (50000 KB), ${runs} Läufe nach je einem Aufwärmlauf; Durchsatz als Median, RSS-Zuwachs als Maximum`);
  console.log(`Server mit MALLOC_ARENA_MAX=${mallocArenaMax === '' ? '(glibc-Standard)' : mallocArenaMax}`);
  console.log(`Einfache Dateikopie: ${(size / MIB / copySeconds).toFixed(1)} MiB/s, Spitzen-RSS-Zuwachs ${mib(copyPeak)}`);
  let tooMuchMemory = false;
  for (const result of results) {
    console.log(`${result.label}: ${(size / MIB / result.seconds).toFixed(1)} MiB/s, Spitzen-RSS-Zuwachs des Servers ${mib(result.peakGrowth)}`);
    console.log(`  erster Upload der Route (kalt, nicht im Median): Spitzen-RSS-Zuwachs ${mib(result.coldPeakGrowth)}`);
    console.log(
      `  Verhältnis zur Kopie: Durchsatz ${(copySeconds / result.seconds).toFixed(2)}×, RSS-Zuwachs ${(result.peakGrowth / Math.max(copyPeak, 1)).toFixed(2)}×, ` +
        `${((result.peakGrowth / size) * 100).toFixed(1)} % der Dateigröße`,
    );
    if (Math.max(result.peakGrowth, result.coldPeakGrowth) >= RSS_BUDGET) tooMuchMemory = true;
  }
  if (tooMuchMemory) {
    console.error(`Ein Upload ließ den Server um ${mib(RSS_BUDGET)} oder mehr wachsen: die Datei liegt im Speicher.`);
    process.exitCode = 1;
  }
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
