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
 *   npx tsx bench/school-morning.bench.ts        (or: npm run bench -- school-morning)
 *   MORNING_CONNECTIONS=32 MORNING_SECONDS=30 MORNING_TOKENS=300 npx tsx bench/school-morning.bench.ts
 *   BENCH_CPU_PROFILE=/tmp/server.cpuprofile npx tsx bench/school-morning.bench.ts   (then:
 *   node bench/support/top-functions.mjs /tmp/server.cpuprofile)
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { runClosedLoop, type LoadRequest, type LoadResult } from './support/closed-loop';
import { findFreePort } from '../apps/server/src/test/server-process';
import { mapConcurrently, ms, signInOverHttp, startMorningServer } from './support/morning-world';

const CONNECTIONS = Number(process.env.MORNING_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.MORNING_SECONDS ?? 30);
const WARMUP_SECONDS = Number(process.env.MORNING_WARMUP_SECONDS ?? 5);
/** Students whose tokens drive the load (access tokens live 5 minutes: the run must fit). */
const TOKENS = Number(process.env.MORNING_TOKENS ?? 300);
const CLASSES = 30;
const STUDENTS_PER_CLASS = 30;

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
const morning = await startMorningServer('morning', { classes: CLASSES, studentsPerClass: STUDENTS_PER_CLASS });
const base = morning.server.url;
let morningResult: LoadResult | undefined;
try {
  console.log(
    `1 Schule, ${CLASSES} Klassen × ${STUDENTS_PER_CLASS} Schüler*innen befüllt, Server (NODE_ENV=production, PostgreSQL) bereit nach ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
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

  morningResult = await runClosedLoop({
    base,
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
      return { ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } };
    },
  });
  printResult(`Schulmorgen: ${CONNECTIONS} Verbindungen, ${SECONDS} s (nach ${WARMUP_SECONDS} s Aufwärmen), ${TOKENS} Schüler*innen`, morningResult);
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
  console.log(
    `Ziel ≥ 1.000 req/s bei p99 < 200 ms: ${morningResult.requestsPerSecond >= 1000 && morningResult.overall.p99 < 200 ? 'erreicht' : 'nicht erreicht'}`,
  );
} finally {
  bare.stop();
}
