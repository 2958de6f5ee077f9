// The client's JavaScript budget (issue 8, "What good looks like"): the first screen – start-up
// code plus what the shell and the dashboard load at once – should be at most 170 KB gzip, and any
// screen opened from there at most 300 KB gzip. Reads the production build's Vite manifest; run
// after `npm run build` (part of `npm test`). Prints a table; exits 1 when a limit is exceeded.
// Every first screen meets the 170 KB target since decision 008's second step (docs/performance.md,
// "JavaScript of the first screen"); the target is the limit.
//   node scripts/bundle-budget.mjs [distDir]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1024;
const FIRST_SCREEN_TARGET = 170 * KB;
const ANY_SCREEN_BUDGET = 300 * KB;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.resolve(process.argv[2] ?? path.join(root, 'apps/web/dist'));
const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));

/** Loaded with every signed-in page (app/layouts/app-shell.tsx). */
const SHELL_LAZY = ['src/app/layouts/global-dialogs.tsx', 'src/features/cms/onboarding/onboarding-host.tsx'];
/** Loaded with a student's pages only: the quick menu (menu-visibility.ts `hasQuickMenu`) and the start-up loads (global-dialogs.tsx). */
const STUDENT_SHELL_LAZY = ['src/app/layouts/quick-menu.tsx', 'src/features/arcade/start-loads/student-start-loads.tsx'];
/** What the dashboard shows at once, per kind of user (app/dashboard/, role-specific cards load lazily). */
const DASHBOARD = ['src/app/dashboard/dashboard-screen.tsx', 'src/components/explanations/explanation-box.tsx'];
const STAFF = [...DASHBOARD, 'src/app/dashboard/staff/staff-dashboard.tsx'];
const FIRST_SCREENS = {
  'Startseite (Schüler)': { limit: FIRST_SCREEN_TARGET, keys: [...STUDENT_SHELL_LAZY, ...DASHBOARD, 'src/app/dashboard/student/student-dashboard.tsx'] },
  'Startseite (Lehrkraft)': { limit: FIRST_SCREEN_TARGET, keys: [...STAFF, 'src/app/dashboard/staff/learning-groups-card.tsx'] },
  'Startseite (Schulkoordination)': {
    limit: FIRST_SCREEN_TARGET,
    keys: [...STAFF, 'src/features/signatures/warning/signature-deadline-warning.tsx', 'src/features/identity/key-figures/key-figures-card.tsx'],
  },
  'Startseite (Landeskoordination)': {
    limit: FIRST_SCREEN_TARGET,
    keys: [...STAFF, 'src/features/identity/key-figures/key-figures-card.tsx', 'src/features/signatures/land/signature-land-card.tsx'],
  },
};

const gzipSizes = new Map();
function gzipSizeOf(file) {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length);
  return gzipSizes.get(file);
}

/**
 * A module that is imported statically by several screens, not loaded on its own, becomes a shared
 * chunk keyed `_<name>-<hash>.js` instead of by its source path; the screens' lists name the source.
 */
function sharedChunkOf(sourceKey) {
  const name = path.basename(sourceKey).replace(/\.[tj]sx?$/, '');
  const matches = Object.keys(manifest).filter((key) => key.startsWith(`_${name}-`) && key.endsWith('.js'));
  return matches.length === 1 ? manifest[matches[0]] : undefined;
}

/** The chunk's file and everything it imports statically (what the browser must load with it). */
function closureOf(key, files = new Set()) {
  const chunk = manifest[key] ?? sharedChunkOf(key);
  if (!chunk) throw new Error(`Nicht im Build-Manifest: ${key}`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closureOf(imported, files);
  return files;
}

function sizeOf(keys) {
  const files = new Set();
  for (const key of keys) closureOf(key, files);
  return [...files].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipSizeOf(file), 0);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const base = [entryKey, ...SHELL_LAZY];
const rows = [];
for (const [name, { limit, keys }] of Object.entries(FIRST_SCREENS)) {
  rows.push({ name, bytes: sizeOf([...base, ...keys]), budget: limit, target: FIRST_SCREEN_TARGET });
}
// Every screen and dialog the start-up code can load, each with the start-up code and the shell.
for (const key of manifest[entryKey].dynamicImports ?? []) {
  rows.push({ name: key.replace(/^src\//, ''), bytes: sizeOf([...base, key]), budget: ANY_SCREEN_BUDGET });
}

const format = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const firstRows = rows.slice(0, Object.keys(FIRST_SCREENS).length);
const otherRows = rows.slice(firstRows.length).sort((a, b) => b.bytes - a.bytes);
console.log('JavaScript je Bildschirm (gzip -9, mit Start-Code und App-Rahmen)');
for (const row of [...firstRows, ...otherRows.slice(0, 8)]) {
  const target = row.target && row.bytes > row.target ? `  (Ziel ${format(row.target)}: noch ${format(row.bytes - row.target)} darüber)` : '';
  console.log(`${row.bytes > row.budget ? '✗' : '✓'} ${format(row.bytes).padStart(9)} / ${format(row.budget).padStart(9)}  ${row.name}${target}`);
}
if (otherRows.length > 8) console.log(`  … ${otherRows.length - 8} weitere Bildschirme, alle darunter`);
const over = rows.filter((row) => row.bytes > row.budget);
if (over.length > 0) {
  console.error(`Budget überschritten: ${over.map((row) => `${row.name} (${format(row.bytes)} > ${format(row.budget)})`).join('; ')}`);
  process.exit(1);
}
