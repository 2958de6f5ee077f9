/**
 * School-morning benchmark (issue 8): the real server – a child process started as production
 * starts it (NODE_ENV=production, PostgreSQL, no demo seed) – on a fresh database with one school
 * of 30 classes × 30 students, driven by a closed-loop HTTP load generator with real bearer tokens
 * of many students (signed in through the embedded provider at the start). The mix:
 *
 *   70 % reads   GET /users/me, /navigation, /news, the dashboard (/career-orientations/my/stations
 *                and /quests) and /rankings, in equal shares
 *   25 % writes  task answers (checklist), reflections (reflection task) and quest joins
 *    5 % uploads a story with a small photo (multipart, 16 KB PNG)
 *
 * It prints req/s, p50/p95/p99 and errors – overall and per route – and then, on the same machine
 * with the same generator, the throughput of a bare Fastify hello-world route, as a ratio. Targets:
 * ≥ 1,000 req/s at p99 < 200 ms and ≥ 50 % of bare.
 *
 * It also prints where the machine's CPU went in the measured phase (server threads, PostgreSQL's
 * backends, the generator, other processes, idle – bench/support/cpu-split.ts).
 *
 * MORNING_PER_ROUTE=1 then drives single routes alone – /health (the app without token or
 * database), /ready (one `select 1`), /navigation, /users/me, /news, the dashboard's stations,
 * /quests, /rankings, the checklist and reflection answers and joining a quest – and prints each one's req/s, latency and server and PostgreSQL CPU per request next
 * to bare Fastify and to the mix, with each one's throughput as a share of `/ready` in the same run
 * (issue 20: on a busy machine only such ratios compare): the floor that the token check and the
 * queries put under every request. With
 * BENCH_CPU_PROFILE the server's profile is cut per route (SIGUSR2, support/cpu-profile.mjs) and
 * summarised per package. MORNING_PROCESSES=2 runs two server processes on the one database (one
 * per core), the generator spreading its connections over both.
 *
 *   npx tsx bench/school-morning.bench.ts        (or: npm run bench -- school-morning)
 *   MORNING_CONNECTIONS=32 MORNING_SECONDS=30 MORNING_TOKENS=300 npx tsx bench/school-morning.bench.ts
 *   MORNING_PER_ROUTE=1 BENCH_CPU_PROFILE=/tmp/server.cpuprofile npx tsx bench/school-morning.bench.ts
 *   MORNING_PER_ROUTE=1 MORNING_ROUTES=/ready,story npx tsx bench/school-morning.bench.ts   (only these single routes)
 *   MORNING_PROCESSES=2 npx tsx bench/school-morning.bench.ts
 *   BENCH_CPU_PROFILE=/tmp/server.cpuprofile npx tsx bench/school-morning.bench.ts   (then:
 *   node bench/support/top-functions.mjs /tmp/server.cpuprofile)
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { runClosedLoop, type LoadRequest, type LoadResult } from './support/closed-loop';
import { findFreePort } from '../apps/server/src/test/server-process';
import { formatCpuSplit, measureCpuSplit, type CpuSplit } from './support/cpu-split';
import { mapConcurrently, ms, signInOverHttp, startMorningServer } from './support/morning-world';
import { formatSelfTime } from './support/profile-summary';

const CONNECTIONS = Number(process.env.MORNING_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.MORNING_SECONDS ?? 30);
const WARMUP_SECONDS = Number(process.env.MORNING_WARMUP_SECONDS ?? 5);
/** Students whose tokens drive the load (access tokens live 5 minutes: the run must fit). */
const TOKENS = Number(process.env.MORNING_TOKENS ?? 300);
const CLASSES = 30;
const STUDENTS_PER_CLASS = 30;
/** Server processes on the one database (one per core: MORNING_PROCESSES=2). */
const PROCESSES = Number(process.env.MORNING_PROCESSES ?? 1);
const PER_ROUTE = process.env.MORNING_PER_ROUTE === '1';
const ROUTE_SECONDS = Number(process.env.MORNING_ROUTE_SECONDS ?? 10);
const PROFILE = process.env.BENCH_CPU_PROFILE;
/** With MORNING_PER_ROUTE: only the single routes whose name contains one of these (comma-separated), e.g. `story,/ready`. */
const ONLY_ROUTES = process.env.MORNING_ROUTES?.split(',').map((entry) => entry.trim()).filter(Boolean);

/** One route driven alone: its figures and where the CPU went. */
type RouteFloor = { name: string; result: LoadResult; split: CpuSplit; profile: string | null };

/** Runs the closed loop and measures the CPU split of its measured phase. */
async function runMeasured(
  options: Parameters<typeof runClosedLoop>[0],
  serverPids: number[],
  databaseUrl: string,
): Promise<{ result: LoadResult; split: CpuSplit }> {
  let measuring: ReturnType<typeof measureCpuSplit> | undefined;
  const result = await runClosedLoop({ ...options, onMeasuredPhase: () => (measuring = measureCpuSplit(serverPids, databaseUrl)) });
  if (!measuring) throw new Error('the measured phase never began');
  return { result, split: await (await measuring).stop() };
}

/** SIGUSR2 cuts the server's CPU profile (support/cpu-profile.mjs); returns the file of the part that ended. */
let profileCuts = 0;
async function cutProfile(pid: number): Promise<string | null> {
  if (!PROFILE) return null;
  profileCuts += 1;
  const file = `${PROFILE}.${profileCuts}`;
  process.kill(pid, 'SIGUSR2');
  for (let waited = 0; !existsSync(file) && waited < 10_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  return existsSync(file) ? file : null;
}

type MyStations = { items: { tasks: { task: { uuid: string; kind: string; items?: { id: string }[] } }[] }[] };

async function api<T>(base: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** A small PNG photo (signature, IHDR, one IDAT of 16 KB, IEND): sniffed as image/png. */
function smallPng(): Buffer {
  const signatureAndHeader = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
  const data = randomBytes(16 * 1024);
  const dataHead = Buffer.alloc(8);
  dataHead.writeUInt32BE(data.length, 0);
  dataHead.write('IDAT', 4, 'latin1');
  const end = Buffer.from('0000000049454e44ae426082', 'hex');
  return Buffer.concat([signatureAndHeader, dataHead, data, Buffer.alloc(4), end]);
}

function storyUpload(photo: Buffer): { headers: Record<string, string>; body: Buffer } {
  const boundary = `----morning${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\nMein Praktikumstag in der Werkstatt #praktikum\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="attachment_source"\r\n\r\nphoto\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="foto.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: Buffer.concat([head, photo, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

function printResult(title: string, result: LoadResult) {
  const { overall } = result;
  console.log(`\n${title}`);
  console.log(
    `  ${'gesamt'.padEnd(40)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${ms(overall.p50).padStart(9)}  p95 ${ms(overall.p95).padStart(9)}  p99 ${ms(overall.p99).padStart(9)}  max ${ms(overall.max).padStart(9)}  Fehler ${overall.errors}/${overall.count}`,
  );
  if (result.byName.size > 1) {
    for (const [name, figures] of result.byName) {
      console.log(
        `  ${name.padEnd(40)} ${(figures.count / result.seconds).toFixed(0).padStart(6)} req/s  p50 ${ms(figures.p50).padStart(9)}  p95 ${ms(figures.p95).padStart(9)}  p99 ${ms(figures.p99).padStart(9)}  max ${ms(figures.max).padStart(9)}  Fehler ${figures.errors}`,
      );
    }
  }
  for (const sample of result.errorSamples) console.log(`    Fehlerbeispiel: ${sample}`);
}

/** A bare Fastify hello-world route in its own process: the machine's ceiling for the ratio. */
async function bareFastify(): Promise<{ url: string; stop: () => void }> {
  const port = await findFreePort();
  const script = `
    const fastify = (await import('fastify')).default;
    const app = fastify({ logger: false });
    app.get('/hello', async () => ({ hello: 'world' }));
    await app.listen({ port: ${port}, host: '127.0.0.1' });
    console.log('ready');`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`hello-world server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

const seedStarted = performance.now();
const morning = await startMorningServer('morning', { classes: CLASSES, studentsPerClass: STUDENTS_PER_CLASS }, { processes: PROCESSES });
const base = morning.server.url;
const bases = morning.servers.map((server) => server.url);
const serverPids = morning.servers.map((server) => server.child.pid!);
let morningResult: LoadResult | undefined;
/** The mix's CPU split, for its row beside the single routes. */
let mixSplit: CpuSplit | undefined;
const floors: RouteFloor[] = [];
try {
  console.log(
    `1 Schule, ${CLASSES} Klassen × ${STUDENTS_PER_CLASS} Schüler*innen befüllt, ${PROCESSES} Server-Prozess(e) (NODE_ENV=production, PostgreSQL) bereit nach ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );
  // Students spread over all classes: every third one.
  const step = Math.max(1, Math.floor(morning.world.studentUsernames.length / TOKENS));
  const chosen = Array.from({ length: TOKENS }, (_, index) => index * step);
  const signInStarted = performance.now();
  const tokens = await mapConcurrently(chosen, 8, async (studentIndex) => ({
    token: (await signInOverHttp(base, morning.world.studentUsernames[studentIndex]!)).accessToken,
    classIndex: Math.floor(studentIndex / STUDENTS_PER_CLASS),
  }));
  console.log(`${TOKENS} Anmeldungen über den eingebauten Anbieter in ${((performance.now() - signInStarted) / 1000).toFixed(1)} s`);

  // The tasks of the path (all classes are Sek I) and one running quest per class.
  const stations = await api<MyStations>(base, tokens[0]!.token, 'GET', '/api/bo/v1/career-orientations/my/stations');
  const tasks = stations.items.flatMap((station) => station.tasks.map((entry) => entry.task));
  const reflectionTask = tasks.find((task) => task.kind === 'reflection');
  const checklistTask = tasks.find((task) => task.kind === 'checklist');
  if (!reflectionTask || !checklistTask?.items?.[0]) throw new Error('Der Weg hat keine Reflexions- oder Checklisten-Aufgabe.');
  const teacher = await signInOverHttp(base, morning.world.teacherUsername);
  const questOfClass = await mapConcurrently(morning.world.classUuids, 4, async (classUuid) => {
    const quest = await api<{ uuid: string }>(base, teacher.accessToken, 'POST', '/api/arcade/v1/quests', {
      class_uuid: classUuid,
      task_uuid: checklistTask.uuid,
    });
    return quest.uuid;
  });
  const photo = smallPng();
  const checklistItem = checklistTask.items[0].id;

  const reads: ((token: string, classIndex: number) => LoadRequest)[] = [
    () => ({ name: 'GET /identity/v1/users/me', method: 'GET', path: '/api/identity/v1/users/me' }),
    () => ({ name: 'GET /navigation/v1/navigation', method: 'GET', path: '/api/navigation/v1/navigation' }),
    () => ({ name: 'GET /messaging/v1/news', method: 'GET', path: '/api/messaging/v1/news' }),
    () => ({ name: 'GET /bo/v1/career-orientations/my/stations', method: 'GET', path: '/api/bo/v1/career-orientations/my/stations' }),
    () => ({ name: 'GET /arcade/v1/quests', method: 'GET', path: '/api/arcade/v1/quests' }),
    () => ({ name: 'GET /arcade/v1/rankings', method: 'GET', path: '/api/arcade/v1/rankings' }),
  ];
  const json = { 'content-type': 'application/json' };
  const writes: ((token: string, classIndex: number) => LoadRequest)[] = [
    () => ({
      name: 'PUT /bo/v1/tasks/:checklist/answer',
      method: 'PUT',
      path: `/api/bo/v1/tasks/${checklistTask.uuid}/answer`,
      headers: json,
      body: JSON.stringify({ kind: 'checklist', checked: [checklistItem], done: true }),
    }),
    () => ({
      name: 'PUT /bo/v1/tasks/:reflection/answer',
      method: 'PUT',
      path: `/api/bo/v1/tasks/${reflectionTask.uuid}/answer`,
      headers: json,
      body: JSON.stringify({ kind: 'reflection', text: `Heute habe ich gelernt, wie ein Betrieb arbeitet. ${randomBytes(4).toString('hex')}`, done: false }),
    }),
    (_token, classIndex) => ({ name: 'POST /arcade/v1/quests/:id/participations', method: 'POST', path: `/api/arcade/v1/quests/${questOfClass[classIndex]}/participations` }),
  ];
  const upload = (): LoadRequest => ({ name: 'POST /bo/v1/artefacts/story (16 KB)', method: 'POST', path: '/api/bo/v1/artefacts/story', ...storyUpload(photo) });

  const withToken = (request: LoadRequest, token: string): LoadRequest => ({ ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } });
  const mix = await runMeasured(
    {
      base: bases,
      connections: CONNECTIONS,
      warmupSeconds: WARMUP_SECONDS,
      seconds: SECONDS,
      next: () => {
        const { token, classIndex } = tokens[Math.floor(Math.random() * tokens.length)]!;
        const dice = Math.random();
        const request =
          dice < 0.7
            ? reads[Math.floor((dice / 0.7) * reads.length)]!(token, classIndex)
            : dice < 0.95
              ? writes[Math.floor(((dice - 0.7) / 0.25) * writes.length)]!(token, classIndex)
              : upload();
        return withToken(request, token);
      },
    },
    serverPids,
    morning.databaseUrl,
  );
  morningResult = mix.result;
  mixSplit = mix.split;
  printResult(
    `Schulmorgen: ${CONNECTIONS} Verbindungen, ${SECONDS} s (nach ${WARMUP_SECONDS} s Aufwärmen), ${TOKENS} Schüler*innen, ${PROCESSES} Server-Prozess(e)`,
    morningResult,
  );
  for (const line of formatCpuSplit(mix.split, morningResult.overall.count)) console.log(line);

  if (PER_ROUTE) {
    // Each route alone, same connections: what one request of it costs the server and PostgreSQL.
    const single: { name: string; request: () => LoadRequest }[] = [
      { name: 'GET /health (ohne Token, ohne Datenbank)', request: () => ({ name: 'health', method: 'GET', path: '/health' }) },
      { name: 'GET /ready (ohne Token, select 1)', request: () => ({ name: 'ready', method: 'GET', path: '/ready' }) },
      ...[0, 1, 2, 3, 4, 5].map((index) => {
        const read = reads[index]!;
        return { name: read('', 0).name, request: () => withToken(read('', 0), tokens[Math.floor(Math.random() * tokens.length)]!.token) };
      }),
      // The task answers (the checklist one marks the task done: points, the class's quest; the reflection one writes text) and joining a quest.
      ...[0, 1, 2].map((index) => ({
        name: writes[index]!('', 0).name,
        request: () => {
          const { token, classIndex } = tokens[Math.floor(Math.random() * tokens.length)]!;
          return withToken(writes[index]!(token, classIndex), token);
        },
      })),
      // The story with its photo: the mix's slowest request, measured alone too.
      { name: upload().name, request: () => withToken(upload(), tokens[Math.floor(Math.random() * tokens.length)]!.token) },
    ];
    await cutProfile(serverPids[0]!);
    for (const route of single.filter(({ name }) => !ONLY_ROUTES || ONLY_ROUTES.some((part) => name.includes(part)))) {
      const { result, split } = await runMeasured(
        { base: bases, connections: CONNECTIONS, warmupSeconds: 2, seconds: ROUTE_SECONDS, next: route.request },
        serverPids,
        morning.databaseUrl,
      );
      floors.push({ name: route.name, result, split, profile: await cutProfile(serverPids[0]!) });
    }
  }
} finally {
  await morning.close();
}

const bare = await bareFastify();
try {
  const bareResult = await runClosedLoop({
    base: bare.url,
    connections: CONNECTIONS,
    warmupSeconds: WARMUP_SECONDS,
    seconds: SECONDS,
    next: () => ({ name: 'GET /hello', method: 'GET', path: '/hello' }),
  });
  printResult('Nacktes Fastify (Hello World, gleicher Lastgenerator)', bareResult);
  const ratio = morningResult.requestsPerSecond / bareResult.requestsPerSecond;
  console.log(`\nVerhältnis Schulmorgen / nacktes Fastify: ${(ratio * 100).toFixed(1)} % (Ziel ≥ 50 %)`);
  if (floors.length > 0) {
    console.log(`\nEinzelne Routen allein (${CONNECTIONS} Verbindungen, ${ROUTE_SECONDS} s je Route), neben dem Mix und nacktem Fastify:`);
    // Ratios to /ready of the same run (issue 20): the machine's load from others cancels out of them.
    const ready = floors.find((floor) => floor.name.startsWith('GET /ready'));
    const readyRate = ready?.result.requestsPerSecond ?? Number.NaN;
    console.log('| Route | req/s | % von nackt | % von /ready | p50 | p99 | Fehler | Server-CPU je Anfrage | PostgreSQL-CPU je Anfrage | Server + PostgreSQL | frei |');
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    const rows: RouteFloor[] = mixSplit ? [{ name: 'Schulmorgen (Mix)', result: morningResult, split: mixSplit, profile: null }, ...floors] : floors;
    for (const { name, result, split } of rows) {
      const count = Math.max(1, result.overall.count);
      console.log(
        `| ${name} | ${result.requestsPerSecond.toFixed(0)} | ${((100 * result.requestsPerSecond) / bareResult.requestsPerSecond).toFixed(1)} % | ${((100 * result.requestsPerSecond) / readyRate).toFixed(1)} % | ${ms(result.overall.p50)} | ${ms(result.overall.p99)} | ${result.overall.errors} | ${((1000 * split.server) / count).toFixed(2)} ms | ${((1000 * split.postgres) / count).toFixed(2)} ms | ${((1000 * (split.server + split.postgres)) / count).toFixed(2)} ms | ${((100 * split.idle) / (split.wallSeconds * split.cores)).toFixed(0)} % |`,
      );
    }
    for (const { name, profile } of floors) if (profile) console.log(`  Profil ${name}: ${formatSelfTime(profile)} (${profile})`);
    // What a route's errors were: a count alone does not say whether the server or the load failed.
    for (const { name, result } of floors) for (const sample of result.errorSamples) console.log(`  Fehlerbeispiel ${name}: ${sample}`);
  }
  console.log(
    `Ziel ≥ 1.000 req/s bei p99 < 200 ms: ${morningResult.requestsPerSecond >= 1000 && morningResult.overall.p99 < 200 ? 'erreicht' : 'nicht erreicht'}`,
  );
} finally {
  bare.stop();
}
