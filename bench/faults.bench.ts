/**
 * Fault suites, long variant (issue 8, docs/fault-injection.md): the fault tests of `npm test`
 * run again, scaled up through their environment variables, each in a vitest process of its own:
 * - the SIGKILL test kills the server at 5, 15, …, 95 % of a 48 MiB upload (and between storing
 *   the object and committing its row) instead of at 10, 50 and 90 %;
 * - the database outage runs 5 outages in a row under load through the cut proxy, and the same
 *   against a private PostgreSQL cluster that is really restarted (`pg_ctl stop -m immediate`, and
 *   `-m fast`, then `pg_ctl start`) – the machine's shared PostgreSQL is never stopped;
 * - every other fault file (retries on 40001/40P01, identity provider unreachable, disk full,
 *   stalled upload, hanging type detection, deletion and export crashing) runs FAULT_BENCH_REPEAT
 *   times.
 * It prints a table of runs, passes, failures, times and each scenario's key figures, and exits
 * non-zero when any run failed. The output of a failed run is kept in a log file it names.
 *
 *   npx tsx bench/faults.bench.ts        (or: npm run bench -- faults)
 *   FAULT_BENCH_REPEAT=10 FAULT_BENCH_SCENARIOS=restart,retry npx tsx bench/faults.bench.ts
 *   FAULT_BENCH_DATABASES=postgresql,pglite   also runs the files that can, on PGlite
 *   FAULT_KILL_PERCENTS, OUTAGE_ROUNDS, OUTAGE_DOWN_MS   override the long settings
 *
 * PostgreSQL: TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); the tests
 * create and drop databases of their own on it.
 */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { privatePostgresUnavailableReason } from '../apps/server/src/test/private-postgres';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vitestCli = path.join(repositoryRoot, 'node_modules/vitest/vitest.mjs');
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const repeat = Number(process.env.FAULT_BENCH_REPEAT || 5);
if (!Number.isInteger(repeat) || repeat < 1) throw new Error(`FAULT_BENCH_REPEAT must be a positive whole number, not "${process.env.FAULT_BENCH_REPEAT}"`);
const databases = (process.env.FAULT_BENCH_DATABASES ?? 'postgresql').split(',').map((name) => name.trim());
const scenarioFilters = (process.env.FAULT_BENCH_SCENARIOS ?? '').split(',').map((name) => name.trim()).filter(Boolean);
/** A run that takes longer than this hangs; it is ended and counted as failed. */
const RUN_LIMIT_MS = 45 * 60_000;
/** Lines of a failed run's output printed right away; the whole output stays in its log file. */
const FAILED_LOG_LINES = 40;

const LONG_KILL_PERCENTS = process.env.FAULT_KILL_PERCENTS ?? '5,15,25,35,45,55,65,75,85,95';
const LONG_OUTAGE = { OUTAGE_ROUNDS: process.env.OUTAGE_ROUNDS ?? '5', OUTAGE_DOWN_MS: process.env.OUTAGE_DOWN_MS ?? '3000' };

type Database = 'postgresql' | 'pglite' | 'private cluster';
/** What a test file wrote to FAULT_FIGURES_FILE: one JSON object per line. */
type Figures = Record<string, unknown>;

type Scenario = {
  name: string;
  file: string;
  database: Database;
  runs: number;
  /** Set on top of the bench's environment; `undefined` removes a variable. */
  environment: Record<string, string | undefined>;
  /** Why the scenario cannot run on this machine, or null. */
  unavailableReason?: () => string | null;
  /** The key figures of all runs in one cell of the table. */
  summarise?: (figures: Figures[]) => string;
};

type RunResult = {
  outcome: 'passed' | 'failed' | 'skipped';
  passedTests: number;
  failedTests: number;
  skippedTests: number;
  wallMs: number;
  /** Sum of the tests' own durations, without the files' start-up and hooks. */
  testMs: number;
  figures: Figures[];
  logFile: string;
};

const numbersOf = (figures: Figures[], key: string) => figures.map((entry) => entry[key]).filter((value): value is number => typeof value === 'number');
const rangeOf = (values: number[]) => (values.length === 0 ? '–' : Math.min(...values) === Math.max(...values) ? `${values[0]}` : `${Math.min(...values)}–${Math.max(...values)}`);

function summariseKills(figures: Figures[]): string {
  if (figures.length === 0) return 'no figures (the run failed before its checks)';
  const kills = figures.map((entry) => (entry.killPercents as number[]).length + 1);
  return [
    `kills per run ${rangeOf(kills)} (${LONG_KILL_PERCENTS} % and before commit)`,
    `temporary uploads left ${rangeOf(numbersOf(figures, 'temporaryUploads'))}`,
    `objects without row ${rangeOf(numbersOf(figures, 'objectsWithoutRowBefore'))}, drift before ${rangeOf(numbersOf(figures, 'driftBefore'))} B`,
    `cleanup removed ${rangeOf(numbersOf(figures, 'orphanObjectsCleaned'))}, rows without object ${rangeOf(numbersOf(figures, 'rowsWithoutObject'))}`,
    `drift after ${rangeOf(numbersOf(figures, 'driftAfter'))} B`,
  ].join('; ');
}

function summariseOutages(figures: Figures[]): string {
  if (figures.length === 0) return 'no figures (the run failed before its checks)';
  type Round = { answersWhileDown: number; bringBackMs: number; recoveryMs: number | null };
  const rounds = figures.flatMap((entry) => entry.rounds as Round[]);
  const recoveries = rounds.map((round) => round.recoveryMs).filter((value): value is number => value !== null);
  return [
    `${rounds.length} outages of ${LONG_OUTAGE.OUTAGE_DOWN_MS} ms`,
    `requests ${rangeOf(numbersOf(figures, 'requests'))}, of them 503 ${rangeOf(numbersOf(figures, 'unavailable'))}`,
    `statuses ${[...new Set(figures.flatMap((entry) => entry.statuses as number[]))].sort((a, b) => a - b).join('/')}`,
    `answers while down per outage ${rangeOf(rounds.map((round) => round.answersWhileDown))}`,
    `PostgreSQL back after ${rangeOf(rounds.map((round) => round.bringBackMs))} ms`,
    `first write ${rangeOf(recoveries)} ms later${recoveries.length < rounds.length ? `, ${rounds.length - recoveries.length} never` : ''}`,
  ].join('; ');
}

/** Without TEST_DATABASE_URL a file runs on PGlite (the default of `npm test`). */
const databaseEnvironment = (database: Database): Record<string, string | undefined> =>
  database === 'postgresql' ? { TEST_DATABASE_URL: serverUrl } : { TEST_DATABASE_URL: undefined };

/** Fault files that are only repeated: their short form is already the whole scenario. */
const REPEATED_FILES: { name: string; file: string }[] = [
  { name: 'retry: scripted and real deadlocks on upload routes', file: 'apps/server/src/modules/files/files.retry.test.ts' },
  { name: 'retry: retryOnTransactionConflict', file: 'apps/server/src/platform/db/database-errors.test.ts' },
  { name: 'retry: 503 for unavailable/conflict', file: 'apps/server/src/platform/http/database-unavailable.test.ts' },
  { name: 'retry: pooled transaction BEGIN/ROLLBACK', file: 'apps/server/src/platform/db/pooled-transaction.test.ts' },
  { name: 'retry: quest join deadlock (lock order)', file: 'apps/server/src/modules/arcade/quests/quest-join-concurrency.test.ts' },
  { name: 'identity provider unreachable', file: 'apps/server/src/platform/auth/idp-unreachable.test.ts' },
  { name: 'disk full', file: 'apps/server/src/modules/files/files.disk-full.test.ts' },
  { name: 'stalled upload', file: 'apps/server/src/modules/files/files.stall.test.ts' },
  { name: 'stalled request body', file: 'apps/server/src/platform/http/request-body-stall.test.ts' },
  { name: 'type detection hangs', file: 'apps/server/src/modules/files/file-sniffer.timeout.test.ts' },
  { name: 'type detection busy', file: 'apps/server/src/modules/files/files.sniff-busy.test.ts' },
  { name: 'deletion job crashes', file: 'apps/server/src/modules/identity/deletion/account-deletion.fault.test.ts' },
  { name: 'deletion job killed (SIGKILL)', file: 'apps/server/src/modules/identity/deletion/account-deletion.kill.test.ts' },
  { name: 'export crashes', file: 'apps/server/src/modules/identity/archive/archive.fault.test.ts' },
];

const OUTAGE_FILE = 'apps/server/src/platform/db/db-outage.test.ts';

function buildScenarios(): Scenario[] {
  const scenarios: Scenario[] = [];
  for (const database of databases) {
    if (database !== 'postgresql' && database !== 'pglite') throw new Error(`FAULT_BENCH_DATABASES: unknown database "${database}" (postgresql, pglite)`);
    scenarios.push({
      name: 'sigkill during 48 MiB upload',
      file: 'apps/server/src/modules/files/files.fault.test.ts',
      database,
      runs: 1,
      environment: { ...databaseEnvironment(database), FAULT_KILL_PERCENTS: LONG_KILL_PERCENTS },
      summarise: summariseKills,
    });
    if (database === 'postgresql') {
      scenarios.push({
        name: 'outage: proxy cut',
        file: OUTAGE_FILE,
        database,
        runs: 1,
        environment: { ...databaseEnvironment(database), ...LONG_OUTAGE, OUTAGE_PRIVATE_CLUSTER: undefined },
        summarise: summariseOutages,
      });
    }
    for (const repeated of REPEATED_FILES) {
      scenarios.push({ name: repeated.name, file: repeated.file, database, runs: repeat, environment: databaseEnvironment(database) });
    }
  }
  // A real restart needs a cluster that may be stopped: never the shared one, so one of its own.
  for (const mode of ['immediate', 'fast']) {
    scenarios.push({
      name: `outage: real restart (-m ${mode})`,
      file: OUTAGE_FILE,
      database: 'private cluster',
      runs: 1,
      environment: { TEST_DATABASE_URL: undefined, ...LONG_OUTAGE, OUTAGE_PRIVATE_CLUSTER: '1', OUTAGE_RESTART_MODE: mode },
      unavailableReason: privatePostgresUnavailableReason,
      summarise: summariseOutages,
    });
  }
  if (scenarioFilters.length === 0) return scenarios;
  return scenarios.filter((scenario) => scenarioFilters.some((filter) => `${scenario.name} ${scenario.file}`.includes(filter)));
}

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults: { assertionResults: { duration?: number | null }[] }[];
};

/** One `vitest run <file>` in a process of its own; its output goes to a log file. */
async function runOnce(scenario: Scenario, workDir: string, label: string): Promise<RunResult> {
  const reportFile = path.join(workDir, `${label}.json`);
  const figuresFile = path.join(workDir, `${label}.figures.jsonl`);
  const logFile = path.join(workDir, `${label}.log`);
  const environment: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', FAULT_FIGURES_FILE: figuresFile };
  for (const [name, value] of Object.entries(scenario.environment)) {
    if (value === undefined) delete environment[name];
    else environment[name] = value;
  }
  const started = performance.now();
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [vitestCli, 'run', scenario.file, '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`], {
    cwd: repositoryRoot,
    env: environment,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const hangTimer = setTimeout(() => child.kill('SIGTERM'), RUN_LIMIT_MS);
  const exitCode = await new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  clearTimeout(hangTimer);
  await new Promise<void>((resolve) => log.end(resolve));
  const wallMs = performance.now() - started;

  const report = JSON.parse(await readFile(reportFile, 'utf8').catch(() => 'null')) as VitestReport | null;
  const figures = (await readFile(figuresFile, 'utf8').catch(() => ''))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Figures);
  const passedTests = report?.numPassedTests ?? 0;
  const failedTests = report?.numFailedTests ?? 0;
  const skippedTests = report?.numPendingTests ?? 0;
  const testMs = (report?.testResults ?? []).flatMap((file) => file.assertionResults).reduce((sum, test) => sum + (test.duration ?? 0), 0);
  const hasFailed = exitCode !== 0 || report === null || failedTests > 0;
  const outcome = hasFailed ? 'failed' : passedTests === 0 ? 'skipped' : 'passed';
  return { outcome, passedTests, failedTests, skippedTests, wallMs, testMs, figures, logFile };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor((sorted.length - 1) / 2)]!;
};

type ScenarioResult = { scenario: Scenario; runs: RunResult[]; skipReason: string | null };

function tableOf(results: ScenarioResult[]): string {
  const rows = [
    '| scenario | database | runs | passed | failed | tests per run (passed/skipped) | wall time median (max) | test time median | key figures |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const { scenario, runs, skipReason } of results) {
    if (skipReason) {
      rows.push(`| ${scenario.name} | ${scenario.database} | 0 | – | – | – | – | – | skipped: ${skipReason} |`);
      continue;
    }
    const passed = runs.filter((run) => run.outcome === 'passed').length;
    const failed = runs.filter((run) => run.outcome === 'failed').length;
    const skippedRuns = runs.filter((run) => run.outcome === 'skipped').length;
    const tests = `${rangeOf(runs.map((run) => run.passedTests))}/${rangeOf(runs.map((run) => run.skippedTests))}`;
    const walls = runs.map((run) => run.wallMs);
    const figures = scenario.summarise?.(runs.flatMap((run) => run.figures)) ?? '';
    const skippedNote = skippedRuns > 0 ? `${skippedRuns} run(s) skipped every test` : '';
    rows.push(
      `| ${scenario.name} | ${scenario.database} | ${runs.length} | ${passed} | ${failed} | ${tests} | ${seconds(median(walls))} (${seconds(Math.max(...walls))}) | ${seconds(median(runs.map((run) => run.testMs)))} | ${[figures, skippedNote].filter(Boolean).join('; ')} |`,
    );
  }
  return rows.join('\n');
}

const scenarios = buildScenarios();
if (scenarios.length === 0) {
  console.log(`Keine Szenarien passen zu FAULT_BENCH_SCENARIOS=${scenarioFilters.join(',')}.`);
  process.exit(1);
}
const workDir = await mkdtemp(path.join(tmpdir(), 'berufswahl-faults-bench-'));
const results: ScenarioResult[] = [];
const benchStarted = performance.now();
for (const [index, scenario] of scenarios.entries()) {
  const skipReason = scenario.unavailableReason?.() ?? null;
  const result: ScenarioResult = { scenario, runs: [], skipReason };
  results.push(result);
  if (skipReason) {
    console.log(`[${index + 1}/${scenarios.length}] ${scenario.name} (${scenario.database}): skipped – ${skipReason}`);
    continue;
  }
  for (let run = 1; run <= scenario.runs; run += 1) {
    const outcome = await runOnce(scenario, workDir, `${index + 1}-${run}`);
    result.runs.push(outcome);
    console.log(
      `[${index + 1}/${scenarios.length}] ${scenario.name} (${scenario.database}) run ${run}/${scenario.runs}: ${outcome.outcome}, ` +
        `${outcome.passedTests} passed, ${outcome.failedTests} failed, ${outcome.skippedTests} skipped, ${seconds(outcome.wallMs)}` +
        (outcome.outcome === 'failed' ? ` – log: ${outcome.logFile}` : ''),
    );
    if (outcome.outcome === 'failed') {
      const tail = (await readFile(outcome.logFile, 'utf8')).trimEnd().split('\n').slice(-FAILED_LOG_LINES);
      console.log(tail.map((line) => `    ${line}`).join('\n'));
    }
  }
}

console.log(`\nFault suites, long variant (${seconds(performance.now() - benchStarted)}; FAULT_BENCH_REPEAT=${repeat}, kills at ${LONG_KILL_PERCENTS} %, ${LONG_OUTAGE.OUTAGE_ROUNDS} outages of ${LONG_OUTAGE.OUTAGE_DOWN_MS} ms):\n`);
console.log(tableOf(results));
const failedRuns = results.flatMap((result) => result.runs).filter((run) => run.outcome === 'failed');
if (failedRuns.length === 0) {
  await rm(workDir, { recursive: true, force: true });
  console.log('\nFehler-Szenarien: alle Läufe bestanden.');
} else {
  console.log(`\nFehler-Szenarien: ${failedRuns.length} Lauf/Läufe fehlgeschlagen; Ausgaben in ${workDir}`);
}
process.exit(failedRuns.length === 0 ? 0 : 1);
