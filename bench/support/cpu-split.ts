/**
 * Where the machine's CPU went during a measured phase (Linux, /proc): the server processes split
 * into the main thread (JavaScript) and the other threads (libuv's pool – scrypt, file I/O, zlib –
 * and V8's helpers; Node 20 names them all "node", so they are told apart by thread id), PostgreSQL's backends of the bench's database, this process (the load generator)
 * and everything else on the machine (other people's work). Printed by the benches as the `top`
 * split of docs/performance.md, measured instead of sampled by eye.
 */
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

const TICKS_PER_SECOND = Number(execSync('getconf CLK_TCK').toString().trim()) || 100;

/** utime + stime of a /proc/<…>/stat line, in seconds; the name is the `(comm)` field. */
function parseStat(text: string): { name: string; seconds: number } {
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  const fields = text.slice(close + 2).split(' ');
  // After "(comm) ": state is field 3 of the man page, utime 14 and stime 15 → index 11 and 12 here.
  return { name: text.slice(open + 1, close), seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND };
}

function readStat(path: string): { name: string; seconds: number } | null {
  try {
    return parseStat(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** Server thread groups: the main thread runs the JavaScript, the others scrypt, I/O and V8's helpers. */
export const MAIN_THREAD = 'Haupt-Thread';
export const OTHER_THREADS = 'weitere Threads';

/** CPU seconds of a process's main thread and of its other threads together. */
function threadSeconds(pid: number): Map<string, number> {
  const byName = new Map<string, number>();
  let tids: string[] = [];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return byName;
  }
  for (const tid of tids) {
    const stat = readStat(`/proc/${pid}/task/${tid}/stat`);
    const group = Number(tid) === pid ? MAIN_THREAD : OTHER_THREADS;
    if (stat) byName.set(group, (byName.get(group) ?? 0) + stat.seconds);
  }
  return byName;
}

/** Busy and total CPU seconds of the whole machine (all cores), from /proc/stat. */
function machineSeconds(): { busy: number; total: number } {
  const [cpu] = readFileSync('/proc/stat', 'utf8').split('\n');
  const values = (cpu ?? '').trim().split(/\s+/).slice(1).map(Number);
  const total = values.reduce((sum, value) => sum + value, 0) / TICKS_PER_SECOND;
  const idle = ((values[3] ?? 0) + (values[4] ?? 0)) / TICKS_PER_SECOND;
  return { busy: total - idle, total };
}

async function backendPids(databaseUrl: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

type Snapshot = {
  at: number;
  servers: Map<string, number>;
  backends: Map<number, number>;
  generator: number;
  machine: { busy: number; total: number };
};

export type CpuSplit = {
  wallSeconds: number;
  /** CPU seconds of the servers' main threads and of their other threads, summed over the server processes. */
  serverThreads: Map<string, number>;
  server: number;
  postgres: number;
  generator: number;
  /** Busy CPU of the machine that is none of the above (other processes). */
  others: number;
  idle: number;
  cores: number;
};

async function snapshot(serverPids: readonly number[], databaseUrl: string): Promise<Snapshot> {
  const servers = new Map<string, number>();
  for (const pid of serverPids) for (const [name, seconds] of threadSeconds(pid)) servers.set(name, (servers.get(name) ?? 0) + seconds);
  const backends = new Map<number, number>();
  for (const pid of await backendPids(databaseUrl)) {
    const stat = readStat(`/proc/${pid}/stat`);
    if (stat) backends.set(pid, stat.seconds);
  }
  const usage = process.cpuUsage();
  return { at: performance.now(), servers, backends, generator: (usage.user + usage.system) / 1e6, machine: machineSeconds() };
}

/** Starts measuring; `stop()` returns the split of the time in between. */
export async function measureCpuSplit(serverPids: readonly number[], databaseUrl: string): Promise<{ stop: () => Promise<CpuSplit> }> {
  const start = await snapshot(serverPids, databaseUrl);
  return {
    stop: async () => {
      const end = await snapshot(serverPids, databaseUrl);
      const serverThreads = new Map<string, number>();
      for (const [name, seconds] of end.servers) serverThreads.set(name, seconds - (start.servers.get(name) ?? 0));
      const server = [...serverThreads.values()].reduce((sum, seconds) => sum + seconds, 0);
      // Backends that appeared during the phase count from zero.
      let postgres = 0;
      for (const [pid, seconds] of end.backends) postgres += seconds - (start.backends.get(pid) ?? 0);
      const generator = end.generator - start.generator;
      const busy = end.machine.busy - start.machine.busy;
      const total = end.machine.total - start.machine.total;
      const wallSeconds = (end.at - start.at) / 1000;
      return {
        wallSeconds,
        serverThreads,
        server,
        postgres,
        generator,
        others: Math.max(0, busy - server - postgres - generator),
        idle: total - busy,
        cores: total / wallSeconds,
      };
    },
  };
}

/** The split as a few lines: core-seconds and share of the machine's capacity in the phase. */
export function formatCpuSplit(split: CpuSplit, perRequest?: number): string[] {
  const capacity = split.wallSeconds * split.cores;
  const share = (seconds: number) => `${seconds.toFixed(1).padStart(6)} Kern-s (${((100 * seconds) / capacity).toFixed(0).padStart(3)} %)`;
  const perUnit = (seconds: number) => (perRequest ? `  ${((1000 * seconds) / perRequest).toFixed(2)} ms je Anfrage` : '');
  const threads = [...split.serverThreads].filter(([, seconds]) => seconds >= 0.05).sort(([, a], [, b]) => b - a);
  return [
    `  CPU in ${split.wallSeconds.toFixed(1)} s auf ${split.cores.toFixed(1)} Kernen (${capacity.toFixed(0)} Kern-s):`,
    `    Server          ${share(split.server)}${perUnit(split.server)}`,
    ...threads.map(([name, seconds]) => `      ${name.padEnd(16)} ${share(seconds)}${perUnit(seconds)}`),
    `    PostgreSQL      ${share(split.postgres)}${perUnit(split.postgres)}`,
    `    Lastgenerator   ${share(split.generator)}`,
    `    andere Prozesse ${share(split.others)}`,
    `    frei            ${share(split.idle)}`,
  ];
}
