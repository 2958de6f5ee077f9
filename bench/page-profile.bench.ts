/**
 * Where a screen's main-thread time goes on a slow device (issue 20): the built client on the real
 * server (PGlite, demo world), one account signed in with Debian's Chromium, then the screen loaded
 * PAGE_PROFILE_RUNS times with the CPU slowed as Lighthouse's mobile preset assumes (4×) and
 * Chromium's sampling profiler running over the DevTools protocol – warm cache and service worker,
 * as Lighthouse measures. Prints per run the main thread's busy time by script file and by
 * function, and the native calls' callers (`appendChild` of the preload links, `Cache.delete`, …):
 * what Lighthouse's "bootup-time" cannot name beyond the file.
 *
 *   npx tsx bench/page-profile.bench.ts                              (schueler, /stories)
 *   PAGE_PROFILE_USER=lehrer PAGE_PROFILE_PATH=/pinnwand-lerngruppe npx tsx bench/page-profile.bench.ts
 *   SKIP_BUILD=1 PAGE_PROFILE_SAVE=/tmp/stories …                    (the last private build; profiles to /tmp/stories.<run>.cpuprofile)
 *
 * "(program)" is the browser's own work outside JavaScript (parsing, style, layout, loading
 * modules); "(idle)" is left out. Figures: docs/performance.md (issue 20).
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort, startServerProcess } from '../apps/server/src/test/server-process';
import { launchBrowserWithProfile, signInReturningUser } from './support/browser-session';

const root = path.resolve(import.meta.dirname, '..');
const distDir = path.join(tmpdir(), 'berufswahl-dist-page-profile');
const username = process.env.PAGE_PROFILE_USER ?? 'schueler';
const screenPath = process.env.PAGE_PROFILE_PATH ?? '/stories';
const runs = Math.max(1, Number(process.env.PAGE_PROFILE_RUNS ?? 3));
const saveTo = process.env.PAGE_PROFILE_SAVE;
/** Lighthouse's mobile preset: a mid-range phone is about four times slower than a desktop. */
const CPU_SLOWDOWN = 4;
/** Long enough for the screen's data, its lazily loaded parts and the idle work after them. */
const OBSERVED_MS = 4_000;
/** Native calls whose callers are printed: the ones that stood out in earlier profiles. */
const NATIVE_CALLS = ['appendChild', 'delete', 'put', 'fetch', 'setAttribute'];

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] };
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

if (!process.env.SKIP_BUILD) {
  const build = spawnSync('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const fileOf = (url: string) => url.replace(/.*\//, '');
const where = (frame: ProfileNode['callFrame']) => `${frame.functionName || '(anonym)'} ${fileOf(frame.url)}:${frame.lineNumber}:${frame.columnNumber}`;

function summarise(profile: CpuProfile): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const selfMs = new Map<number, number>();
  // A sample's time is the gap to the next one.
  profile.samples.forEach((id, index) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000));
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const byCaller = new Map<string, number>();
  for (const [id, ms] of selfMs) {
    const { callFrame } = byId.get(id)!;
    if (callFrame.functionName === '(idle)') continue;
    const file = fileOf(callFrame.url) || callFrame.functionName;
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    byFunction.set(where(callFrame), (byFunction.get(where(callFrame)) ?? 0) + ms);
    if (!callFrame.url && NATIVE_CALLS.includes(callFrame.functionName)) {
      const parent = parentOf.get(id);
      const caller = parent === undefined ? '(Wurzel)' : where(byId.get(parent)!.callFrame);
      const key = `${callFrame.functionName} ← ${caller}`;
      byCaller.set(key, (byCaller.get(key) ?? 0) + ms);
    }
  }
  const busy = [...byFile.values()].reduce((sum, ms) => sum + ms, 0);
  const top = (entries: Map<string, number>, count: number) =>
    [...entries]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, ms]) => `    ${ms.toFixed(0).padStart(5)} ms  ${key}`)
      .join('\n');
  return [
    `  Hauptthread beschäftigt: ${busy.toFixed(0)} ms`,
    `  nach Datei:\n${top(byFile, 12)}`,
    `  nach Funktion:\n${top(byFunction, 15)}`,
    `  eingebaute Aufrufe und wer sie aufrief:\n${top(byCaller, 8)}`,
  ].join('\n');
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'berufswahl-page-profile-'));
const port = await findFreePort();
const baseUrl = `http://localhost:${port}`;
const server = await startServerProcess(
  { DATA_DIR: dataDir, PUBLIC_URL: baseUrl, WEB_DIST_DIR: distDir, DEMO_SEED: 'true', HOST: 'localhost' },
  { port },
);
const browserProfile = await mkdtemp(path.join(tmpdir(), 'berufswahl-page-profile-browser-'));
const context = await launchBrowserWithProfile(browserProfile);
try {
  const page = context.pages()[0] ?? (await context.newPage());
  await signInReturningUser(page, baseUrl, username);
  // Once unmeasured, so that the screen's chunks are in the worker's cache as on a later visit.
  await page.goto(`${baseUrl}${screenPath}`);
  await page.waitForTimeout(OBSERVED_MS);

  const devTools = await context.newCDPSession(page);
  await devTools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await devTools.send('Profiler.enable');
  await devTools.send('Profiler.setSamplingInterval', { interval: 200 });
  for (let run = 1; run <= runs; run += 1) {
    await devTools.send('Profiler.start');
    await page.goto(`${baseUrl}${screenPath}`);
    await page.waitForTimeout(OBSERVED_MS);
    const { profile } = (await devTools.send('Profiler.stop')) as { profile: CpuProfile };
    console.log(`\n${screenPath} als ${username}, Lauf ${run} von ${runs} (CPU ${CPU_SLOWDOWN}× verlangsamt, ${OBSERVED_MS / 1000} s ab dem Laden)`);
    console.log(summarise(profile));
    if (saveTo) writeFileSync(`${saveTo}.${run}.cpuprofile`, JSON.stringify(profile));
  }
} finally {
  await context.close();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
  await rm(browserProfile, { recursive: true, force: true });
}
