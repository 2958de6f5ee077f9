import { execFile, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { appendFile, chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { findFreePort } from './server-process';

const run = promisify(execFile);

/**
 * Where initdb and pg_ctl live. The machine's (and CI's) PostgreSQL 15 links them into
 * /usr/local/bin; PRIVATE_POSTGRES_BIN names another folder.
 */
const binDir = process.env.PRIVATE_POSTGRES_BIN ?? '/usr/local/bin';
/** initdb refuses to run as root, so as root the cluster belongs to this user. */
const CLUSTER_USER = 'postgres';

/** How PostgreSQL is stopped: `immediate` is a crash (no checkpoint, recovery on start), `fast` a clean shutdown that aborts open transactions. */
export type ShutdownMode = 'immediate' | 'fast';

/** A PostgreSQL cluster of this process alone, in a temporary folder, that may be stopped and started at will. */
export type PrivatePostgres = {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  stop: (mode: ShutdownMode) => Promise<void>;
  start: () => Promise<void>;
  /** Stops the cluster (if it runs) and removes its folder; safe to call more than once. */
  close: () => Promise<void>;
};

const isRoot = () => process.getuid?.() === 0;

function idsOf(user: string): { uid: number; gid: number } | null {
  const uid = spawnSync('id', ['-u', user], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', user], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * Why a private cluster cannot be started on this machine, or null when it can. Checked before a
 * test asks for one, so it is skipped with this reason instead of failing half-way.
 */
export function privatePostgresUnavailableReason(): string | null {
  for (const tool of ['initdb', 'pg_ctl']) {
    if (!existsSync(path.join(binDir, tool))) return `${path.join(binDir, tool)} not found (PRIVATE_POSTGRES_BIN names the folder of initdb and pg_ctl)`;
  }
  if (!isRoot()) return null;
  if (!idsOf(CLUSTER_USER)) return `running as root, and initdb refuses root, but there is no user "${CLUSTER_USER}" to run it as`;
  if (spawnSync('runuser', ['--help']).error) return 'running as root, and initdb refuses root, but runuser is not available to switch users';
  return null;
}

/** Runs a PostgreSQL tool as the cluster's owner: through runuser when we are root, directly otherwise. */
async function runTool(tool: string, args: string[], cwd: string): Promise<void> {
  const executable = path.join(binDir, tool);
  const [command, commandArgs] = isRoot() ? ['runuser', ['-u', CLUSTER_USER, '--', executable, ...args]] : [executable, args];
  // cwd: the cluster's folder, because the owner may not be allowed into the repository.
  await run(command, commandArgs, { cwd, timeout: 120_000 });
}

/**
 * Starts a PostgreSQL cluster of its own on a free port in a temporary folder (trust
 * authentication, 127.0.0.1 only), for tests that must stop and start PostgreSQL – which the
 * machine's shared server never may be. The cluster is stopped and its folder removed by `close`,
 * and, should the process end without it (a failed or killed test run), by an exit hook.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const reason = privatePostgresUnavailableReason();
  if (reason) throw new Error(`no private PostgreSQL: ${reason}`);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'berufswahl-private-pg-'));
  const dataDir = path.join(folder, 'data');
  const logFile = path.join(folder, 'postgres.log');
  let isRunning = false;

  const stopNow = () => {
    // Synchronous, because it also runs in the exit hook, where nothing asynchronous happens any more.
    if (!isRunning) return;
    const executable = path.join(binDir, 'pg_ctl');
    const args = ['-D', dataDir, '-m', 'immediate', '-w', 'stop'];
    if (isRoot()) spawnSync('runuser', ['-u', CLUSTER_USER, '--', executable, ...args], { cwd: folder });
    else spawnSync(executable, args, { cwd: folder });
    isRunning = false;
  };
  const onExit = () => {
    stopNow();
    rmSync(folder, { recursive: true, force: true });
  };
  process.once('exit', onExit);

  const close = async () => {
    process.off('exit', onExit);
    stopNow();
    await rm(folder, { recursive: true, force: true });
  };

  try {
    if (isRoot()) {
      const owner = idsOf(CLUSTER_USER)!;
      await chown(folder, owner.uid, owner.gid);
    }
    await runTool('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync', '--no-instructions'], folder);
    const port = await findFreePort();
    // Appended as root the file keeps its owner (initdb's), so the server can still read it.
    await appendFile(
      path.join(dataDir, 'postgresql.conf'),
      `\n# berufswahl private test cluster\nport = ${port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${folder}'\n`,
    );
    const start = async () => {
      // Counted as running before pg_ctl returns: a start that timed out may still have left a server behind.
      isRunning = true;
      try {
        await runTool('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '60', 'start'], folder);
      } catch (error) {
        const log = await readFile(logFile, 'utf8').catch(() => '');
        throw new Error(`private PostgreSQL did not start: ${(error as Error).message}\n${log.slice(-2_000)}`, { cause: error });
      }
    };
    const stop = async (mode: ShutdownMode) => {
      await runTool('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop'], folder);
      isRunning = false;
    };
    await start();
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, stop, start, close };
  } catch (error) {
    await close();
    throw error;
  }
}
