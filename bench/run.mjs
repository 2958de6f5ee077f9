// `npm run bench`: runs every benchmark in this folder one after another and lets each print its
// figures. `npm run bench -- upload` runs only the benchmarks whose file name contains "upload".
// Every `*.bench.ts` here is picked up (school-morning, morning-spike, upload, …); helpers they
// share live in bench/support/ and are not run.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const filters = process.argv.slice(2);
const benches = readdirSync(here)
  .filter((file) => /\.bench\.(ts|mjs)$/.test(file))
  .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
  .sort();

if (benches.length === 0) {
  console.log('Keine passenden Benchmarks gefunden.');
  process.exit(filters.length === 0 ? 0 : 1);
}

let failed = 0;
for (const bench of benches) {
  console.log(`\n=== ${bench} ===`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, bench)], {
    cwd: path.resolve(here, '..'),
    stdio: 'inherit',
  });
  if (result.status !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
