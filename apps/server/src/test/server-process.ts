import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export type ServerProcess = {
  /** http://127.0.0.1:<port> – where this process listens (PUBLIC_URL may name another). */
  url: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop: () => Promise<number | null>;
};

/**
 * Starts `node --import tsx apps/server/src/main.ts` as production runs it, on a free port, and
 * waits until `/ready` answers 200 – unless `waitUntilReady` is false (a test that kills the
 * process at a pause point it reaches before listening).
 */
export async function startServerProcess(
  environment: NodeJS.ProcessEnv,
  options: { port?: number; waitUntilReady?: boolean } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await findFreePort());
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repositoryRoot, 'apps/server/src/main.ts')], {
    cwd: repositoryRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      // Tests sign the same demo accounts in far more often than a person would; the limit of successful
      // sign-ins per account (decision 200) is tested on its own (sign-in-fairness.test.ts).
      LOGIN_SUCCESS_LIMIT: '100000/60',
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (options.waitUntilReady !== false) {
    if (child.exitCode !== null) throw new Error(`Server exited early:\n${log}`);
    try {
      if ((await fetch(`${url}/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Server did not get ready within 90 s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    port,
    child,
    output: () => log,
    exited,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
