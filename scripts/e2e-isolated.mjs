// Runs chosen end-to-end files against a client built into a private folder, so that several
// people (or agents) can work in one checkout without replacing each other's apps/web/dist.
//   node scripts/e2e-isolated.mjs <name> [e2e file filters …]
//   SKIP_BUILD=1 reuses the last private build.
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [name, ...filters] = process.argv.slice(2);
if (!name || !/^[a-z0-9-]+$/.test(name)) {
  console.error('Aufruf: node scripts/e2e-isolated.mjs <name> [Dateifilter …]');
  process.exit(2);
}
const distDir = path.join(tmpdir(), `berufswahl-dist-${name}`);

function run(command, args, options) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!process.env.SKIP_BUILD) {
  run('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir'], { cwd: path.join(root, 'apps/web') });
}
run('npx', ['vitest', 'run', '--config', 'vitest.config.ts', ...filters], {
  cwd: path.join(root, 'e2e'),
  env: { ...process.env, WEB_DIST_DIR: distDir },
});
