import { spawn, type ChildProcess } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker (`E2E_WORKERS`): worker n drives `baseUrls[n - 1]` only. */
    baseUrls: string[];
    /** Where `signIn` keeps each account's provider session for the worker's other journey files. */
    sessionCacheDirs: string[];
  }
}

/**
 * Journey files run on this many workers at once, each against a server and demo world of its
 * own: the files share the demo accounts (one switches a student to Leichte Sprache, another signs
 * the teacher out), so two files must never meet on one server. One file alone keeps about 40 % of
 * the two cores idle, but with two the machine is full and journeys that open the browser's file
 * dialog or tab into a fresh dialog still fail now and then (decision 242): one worker unless
 * `E2E_WORKERS=2` is asked for.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitUntilReady(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`Server exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/config/keycloak.json`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Server did not start within 90 s:\n${output()}`);
}

type RunningServer = { baseUrl: string; sessionCacheDir: string; stop: () => Promise<void> };

/** Starts the real server on a free port with a fresh data folder (PGlite, demo seed). */
async function startServer(): Promise<RunningServer> {
  const port = await findFreePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'berufswahl-e2e-'));
  const baseUrl = `http://localhost:${port}`;
  // The operator's details of e2e/support/operator (decision 233): the legal pages and the menu's
  // funder show them; the funder's logo lies in the data folder, as in production.
  const operatorDir = path.join(root, 'e2e/support/operator');
  await mkdir(path.join(dataDir, 'operator'));
  await copyFile(path.join(operatorDir, 'funder-logo.svg'), path.join(dataDir, 'operator/funder-logo.svg'));
  let log = '';
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    // The journeys sign the same demo accounts in far more often than a person would (decision 200),
    // and `schueler` uploads more than 30 files within 30 minutes when the suite runs fast (one run
    // took 14 minutes): the upload limit's own answer is covered by the API tests (hardening.test.ts).
    env: { LOGIN_SUCCESS_LIMIT: '100000/60', RATE_LIMIT_UPLOADS: '100000/1800', ...process.env, PORT: String(port), PUBLIC_URL: baseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO_SEED: 'true', OPERATOR_CONFIG_FILE: path.join(operatorDir, 'operator.e2e.json') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => (log += chunk));
  server.stderr?.on('data', (chunk) => (log += chunk));
  await waitUntilReady(baseUrl, server, () => log);
  const sessionCacheDir = await mkdtemp(path.join(tmpdir(), 'berufswahl-e2e-sessions-'));
  return {
    baseUrl,
    sessionCacheDir,
    stop: async () => {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await new Promise((resolve) => server.once('exit', resolve));
      }
      await rm(dataDir, { recursive: true, force: true });
      await rm(sessionCacheDir, { recursive: true, force: true });
      if (process.env.E2E_SERVER_LOG) console.log(log);
    },
  };
}

/** Starts one server per worker (see `E2E_WORKERS`). */
export default async function setup(project: TestProject) {
  const started = await Promise.allSettled(Array.from({ length: E2E_WORKERS }, () => startServer()));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((server) => server.stop()));
    throw failed.reason;
  }
  project.provide('baseUrls', servers.map((server) => server.baseUrl));
  project.provide('sessionCacheDirs', servers.map((server) => server.sessionCacheDir));
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
