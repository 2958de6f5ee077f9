/**
 * Upload fuzzing, long variant (issue 8, decision 057): at least 10,000 generated malformed
 * multipart requests against EVERY upload route (files, story, story edit – PATCH on an own story,
 * replacing its attachment – and task answer) plus the curated hostile corpus, on the real app
 * with a PGlite database in this process (as the route tests; TEST_DATABASE_URL for PostgreSQL).
 * Prints per route: accepted, rejected by status, 5xx, hanging (> 5 s), slowest ms; then the quota
 * drift measured against the object store (each row's size vs its object's real size, objects
 * without row), orphan objects/rows and download-header problems. Exits 1 when an invariant breaks.
 *
 *   npx tsx bench/upload-fuzz.bench.ts        (or: npm run bench -- upload-fuzz)
 *   UPLOAD_FUZZ_REQUESTS=2000 UPLOAD_FUZZ_SEED=7 npx tsx bench/upload-fuzz.bench.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFilesFrontDoor } from '../apps/server/src/modules/files/files.front-door';
import {
  checkDownloads,
  checkStore,
  FuzzStats,
  sendUpload,
  temporaryUploads,
  uploadRoutes,
} from '../apps/server/src/modules/files/testing/fuzz/fuzz-harness';
import { hostileRequest, hostileUploads, type HostileFile } from '../apps/server/src/modules/files/testing/fuzz/hostile-files';
import { generateRequest } from '../apps/server/src/modules/files/testing/fuzz/multipart-fuzz';
import { signIn } from '../apps/server/src/test/sign-in';
import { createTestApp } from '../apps/server/src/test/test-app';

const perRoute = Number(process.env.UPLOAD_FUZZ_REQUESTS ?? 10_000);
const seed = Number(process.env.UPLOAD_FUZZ_SEED ?? 20261123);
/** Access tokens are short-lived; a fresh one every so many requests keeps 401s out of the counts. */
const TOKEN_EVERY = 500;

const dataDir = await mkdtemp(path.join(tmpdir(), 'berufswahl-upload-fuzz-bench-'));
const testApp = await createTestApp({ DATA_DIR: dataDir, RATE_LIMIT_UPLOADS: '10000000/60', LOG_LEVEL: 'silent' });
let failed = false;
try {
  const front = createFilesFrontDoor({ config: testApp.config, db: testApp.database.db });
  const corpus = hostileUploads().filter((entry): entry is HostileFile => entry.kind === 'file');
  const total = new FuzzStats();
  const started = performance.now();
  for (const route of await uploadRoutes(testApp)) {
    const stats = new FuzzStats();
    let token = (await signIn(testApp.app, { username: route.username })).accessToken;
    for (const entry of hostileUploads()) {
      const outcome = await sendUpload(testApp, token, route, hostileRequest(entry, route.target));
      stats.record(`${route.name} ← ${entry.label}`, outcome);
      total.record(`${route.name} ← ${entry.label}`, outcome);
    }
    for (let index = 0; index < perRoute; index += 1) {
      if (index % TOKEN_EVERY === 0) token = (await signIn(testApp.app, { username: route.username })).accessToken;
      const request = generateRequest(seed, index, route.target, corpus);
      const label = `${route.name} #${index} [${request.recipe.join(' ')}]`;
      const outcome = await sendUpload(testApp, token, route, request);
      stats.record(label, outcome);
      total.record(label, outcome);
    }
    console.log(`${route.name.padEnd(10)} ${stats.summary()}`);
    for (const problem of stats.problems.slice(0, 10)) console.log(`  ! ${problem}`);
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`total      ${total.summary()} in ${seconds.toFixed(0)} s (${((seconds * 1000) / total.requests).toFixed(1)} ms/request, seed ${seed})`);

  const { drift, problems } = await checkStore(testApp, front);
  const downloadProblems = await checkDownloads(testApp, front);
  const leftovers = await temporaryUploads(testApp);
  console.log(`quota drift ${drift} bytes; store problems ${problems.length}; download problems ${downloadProblems.length}; temporary uploads left ${leftovers.length}`);
  for (const problem of [...problems, ...downloadProblems].slice(0, 20)) console.log(`  ! ${problem}`);
  failed = total.problems.length > 0 || total.serverErrors > 0 || total.hanging > 0 || drift !== 0 || problems.length > 0 || downloadProblems.length > 0;
} finally {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
}
console.log(failed ? 'Upload-Fuzzing: Invarianten verletzt.' : 'Upload-Fuzzing: alle Invarianten gehalten.');
process.exit(failed ? 1 : 0);
