import { buildServer } from './app';
import { seedDemoPortfolioPhoto } from './modules/bo';
import { seedDemoVideos } from './modules/cms';
import { loadConfig } from './platform/config';
import { openDatabase } from './platform/db/client';
import { refuseDemoAccountsInProduction } from './platform/db/seed/demo-accounts-guard';
import { createJobRunner } from './platform/jobs';
import { platformJobs } from './platform/jobs/platform-jobs';
import { seedDemo } from './wiring/demo-seed';
import { MODULES } from './wiring/modules';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  preparedStatements: config.databasePreparedStatements,
});
await database.migrate();
// Refuses a production start while demo accounts still sign in with their published password (issue 14).
await refuseDemoAccountsInProduction(database.db, { isProduction: config.isProduction });
// The platform's demo Land, schools and accounts, then each module's part (decision 217).
const world = config.demoSeed ? await seedDemo(database.db, { isProduction: config.isProduction, withLife: true }) : null;

let isClosing = false;
const { app, ports } = await buildServer({ config, database, isShuttingDown: () => isClosing });
// The demo world's explainer videos need the object store as well as the database (decision 180),
// stored through the same files front door as the modules use.
if (config.demoSeed) await seedDemoVideos({ db: database.db, files: ports.files }, { isProduction: config.isProduction });
// The demo portfolio's story photo (issue 18), the same way.
if (config.demoSeed) await seedDemoPortfolioPhoto({ db: database.db, files: ports.files }, { isProduction: config.isProduction });
// Every module's jobs, built from the same shared services as its routes.
const moduleContext = { config, db: database.db, log: app.log, ...ports };
const recurringJobs = [...platformJobs(config, database.db), ...MODULES.flatMap((module) => module.jobs?.(moduleContext) ?? [])];
const jobs = createJobRunner({ databaseUrl: config.databaseUrl, jobs: recurringJobs, log: app.log });

// Fault tests only (TEST_RUN_JOBS_AT_START, refused in production; decision 169): run before the
// server listens, so a test knows they are done once /ready answers. Directly, not through pg-boss,
// whose singleton queue would still hold the run a killed process left active.
for (const name of config.testRunJobsAtStart) {
  const job = recurringJobs.find((candidate) => candidate.name === name);
  if (!job) throw new Error(`TEST_RUN_JOBS_AT_START names no job ${name}`);
  app.log.info({ job: name, result: await job.run() }, 'job run at start finished');
}

/**
 * Graceful shutdown (SIGTERM from the orchestrator, SIGINT from a terminal): stop accepting
 * connections, let in-flight requests finish (new requests on open connections get 503), stop the
 * jobs after their current run, close the database. After SHUTDOWN_TIMEOUT_SECONDS the process
 * exits anyway.
 */
async function shutDown(signal: string) {
  if (isClosing) return;
  isClosing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const deadline = setTimeout(() => {
    app.log.error({ signal }, 'shutdown timed out: exiting with requests still open');
    process.exit(1);
  }, config.shutdownTimeoutSeconds * 1000);
  deadline.unref();
  try {
    await app.close();
    await jobs.stop();
    await database.close();
    app.log.info('shut down');
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutDown('SIGTERM'));
process.on('SIGINT', () => void shutDown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
await jobs.start();
app.log.info({ runner: jobs.kind }, 'jobs started');

const lines = [
  '',
  `  Berufswahl läuft: ${config.publicUrl}`,
  `  Datenbank: ${database.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}`,
];
if (world) {
  lines.push(
    `  Demo-Anmeldungen (Passwort für alle: ${world.password}):`,
    ...world.users.map((user) => `    ${user.username.padEnd(12)} ${user.roles.join(' + ')}`),
  );
}
console.log(lines.join('\n') + '\n');
