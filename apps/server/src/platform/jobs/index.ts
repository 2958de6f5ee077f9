import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { PgBoss } from 'pg-boss';

/**
 * Advisory lock held while pg-boss installs its schema and the queues and schedules are created:
 * pg-boss's installer is not safe when two processes start at once (the second fails on
 * `create type … already exists`), so processes take turns.
 */
const JOBS_SETUP_LOCK_KEY = 7_240_300_002;

/**
 * The oldest pg-boss schema version that pg-boss 12 migrates from; pg-boss 10 left version 24
 * (decision 210). Its schema holds nothing but the schedules, which start() writes anew, and the
 * history of runs, so an older schema is dropped and installed fresh rather than walked through
 * pg-boss 11 first.
 */
const OLDEST_MIGRATABLE_SCHEMA_VERSION = 25;

/** A recurring job: a name (also the pg-boss queue), how often, and what it does. */
export type RecurringJob = {
  name: string;
  /** Runs every this many minutes (1–59, or 60 for hourly). */
  everyMinutes: number;
  run: () => Promise<unknown>;
};

export type JobRunner = {
  readonly kind: 'pg-boss' | 'in-process';
  start(): Promise<void>;
  /** Stops scheduling; waits for a running job to finish. */
  stop(): Promise<void>;
  /** Queues one run of a job now (once, whichever process picks it up). */
  runNow(name: string): Promise<void>;
};

export type JobRunnerOptions = {
  /** PostgreSQL: pg-boss schedules and runs each job once across all processes. Absent: in process. */
  databaseUrl: string | undefined;
  jobs: RecurringJob[];
  log: FastifyBaseLogger;
  /** How often pg-boss workers look for jobs; tests shorten it. */
  pollingIntervalSeconds?: number;
};

function cronFor(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 60) throw new Error(`everyMinutes must be 1–60, not ${minutes}`);
  return minutes === 60 ? '0 * * * *' : `*/${minutes} * * * *`;
}

/**
 * Recurring jobs (ARCHITECTURE.md 3: pg-boss). With PostgreSQL every process starts pg-boss on the
 * same database: the schedule is stored once, pg-boss's cron monitor creates one job per slot, and
 * exactly one worker of one process fetches it (`SKIP LOCKED`) – jobs run once, not once per
 * process. With PGlite there is only ever one process, so a timer in it is enough.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  return options.databaseUrl ? createPgBossRunner(options, options.databaseUrl) : createInProcessRunner(options);
}

async function runLogged(job: RecurringJob, log: FastifyBaseLogger): Promise<void> {
  const started = Date.now();
  try {
    const result = await job.run();
    log.info({ job: job.name, result, ms: Date.now() - started }, 'job finished');
  } catch (error) {
    log.error({ err: error, job: job.name }, 'job failed');
    throw error;
  }
}

function createPgBossRunner(options: JobRunnerOptions, connectionString: string): JobRunner {
  const boss = new PgBoss({ connectionString, application_name: 'berufswahl-jobs', max: 2 });
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  // pg-boss 12 reports slow queries, a backlog, clock skew or start retries only as this event,
  // which an EventEmitter drops unheard.
  boss.on('warning', (warning) => options.log.warn({ warning: warning.data }, `job queue: ${warning.message}`));
  const byName = new Map(options.jobs.map((job) => [job.name, job]));
  // A SIGTERM can arrive while start() still creates queues (the server listens before the jobs
  // start); stop() waits for that start to end, which sees `stopping` and goes no further, because
  // pg-boss 12 throws on a queue call after stop() and the process would end with an error.
  let starting: Promise<void> | null = null;
  let stopping = false;
  let bossStarted = false;
  async function startQueues(): Promise<void> {
    const lock = new pg.Client({ connectionString, application_name: 'berufswahl-jobs-setup' });
    await lock.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [JOBS_SETUP_LOCK_KEY]);
      await dropUnmigratableSchema(lock, options.log);
      if (stopping) return;
      await boss.start();
      bossStarted = true;
      for (const job of options.jobs) {
        if (stopping) return;
        await boss.createQueue(job.name, { policy: 'singleton', retryLimit: 2, expireInSeconds: 15 * 60 });
        await boss.schedule(job.name, cronFor(job.everyMinutes), {}, { tz: 'Europe/Berlin' });
      }
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [JOBS_SETUP_LOCK_KEY]).catch(() => undefined);
      await lock.end();
    }
    for (const job of options.jobs) {
      if (stopping) return;
      await boss.work(job.name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 10 }, async () => {
        await runLogged(job, options.log);
      });
    }
  }
  return {
    kind: 'pg-boss',
    start() {
      starting = startQueues();
      return starting;
    },
    async stop() {
      stopping = true;
      await starting?.catch(() => undefined);
      if (bossStarted) await boss.stop({ graceful: true, timeout: 20_000 });
    },
    async runNow(name) {
      if (!byName.has(name)) throw new Error(`No job ${name}`);
      await boss.send(name, {});
    },
  };
}

async function dropUnmigratableSchema(client: pg.Client, log: FastifyBaseLogger): Promise<void> {
  const installed = await client.query<{ present: boolean }>(`select to_regclass('pgboss.version') is not null as present`);
  if (!installed.rows[0]?.present) return;
  const { rows } = await client.query<{ version: number }>('select version from pgboss.version limit 1');
  const version = rows[0]?.version;
  if (version === undefined || version >= OLDEST_MIGRATABLE_SCHEMA_VERSION) return;
  log.warn({ version }, 'job queue schema too old to migrate: dropped and installed anew (schedules are recreated)');
  await client.query('drop schema pgboss cascade');
}

function createInProcessRunner(options: JobRunnerOptions): JobRunner {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<void>>();
  const byName = new Map(options.jobs.map((job) => [job.name, job]));
  const launch = (job: RecurringJob) => {
    const run = runLogged(job, options.log)
      .catch(() => undefined)
      .finally(() => running.delete(run));
    running.add(run);
    return run;
  };
  return {
    kind: 'in-process',
    async start() {
      for (const job of options.jobs) {
        cronFor(job.everyMinutes);
        const timer = setInterval(() => void launch(job), job.everyMinutes * 60_000);
        timer.unref();
        timers.push(timer);
      }
    },
    async stop() {
      for (const timer of timers.splice(0)) clearInterval(timer);
      await Promise.all(running);
    },
    async runNow(name) {
      const job = byName.get(name);
      if (!job) throw new Error(`No job ${name}`);
      await launch(job);
    },
  };
}
