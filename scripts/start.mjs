// `npm start`: builds the client when its build is missing or older than its sources, then
// starts one server. Plain JavaScript so that it runs before anything is compiled.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const clientSources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/package.json', 'packages/contracts/src'];

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce((newest, entry) => Math.max(newest, newestChange(path.join(target, entry))), stats.mtimeMs);
}

function isClientBuildStale() {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return clientSources.some((source) => newestChange(path.join(root, source)) > builtAt);
}

if (isClientBuildStale()) {
  console.log('Die Oberfläche wird gebaut …');
  const build = spawnSync('npm', ['run', 'build', '-w', '@berufswahl/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  // As the container image (deploy/Dockerfile): glibc's per-thread malloc arenas otherwise add
  // ~30 MiB on the first upload or export (docs/performance.md, "Uploads").
  env: { MALLOC_ARENA_MAX: '2', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
