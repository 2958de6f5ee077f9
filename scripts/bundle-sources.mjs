// Where the bytes of a screen come from (docs/performance.md, "JavaScript of the first screen"):
// sums the raw (minified, before gzip) bytes of every chunk a screen needs per npm package or
// per app folder, through the source maps of the production build. Run after `npm run build`.
//   node scripts/bundle-sources.mjs [--files] <manifest key …>
//   e.g. node scripts/bundle-sources.mjs src/app/dashboard/dashboard-screen.tsx src/app/dashboard/staff/staff-dashboard.tsx
// Without keys: the start-up code and the shell's lazy parts alone. --files lists single files.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { SourceMapConsumer } = createRequire(import.meta.url)('source-map-js');
const distDir = path.join(root, 'apps/web/dist');
const args = process.argv.slice(2);
const perFile = args.includes('--files');
const keys = args.filter((arg) => arg !== '--files');
const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const SHELL_LAZY = ['src/app/layouts/global-dialogs.tsx', 'src/app/layouts/quick-menu.tsx', 'src/features/cms/onboarding/onboarding-host.tsx'];

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Nicht im Build-Manifest: ${key}`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
}
for (const key of [entryKey, ...SHELL_LAZY, ...keys]) collect(key);

function groupOf(source) {
  if (!source) return '(ohne Quelle)';
  const packageAt = source.lastIndexOf('node_modules/');
  if (packageAt >= 0) {
    if (perFile) return source.slice(packageAt + 'node_modules/'.length);
    const [scope, name] = source.slice(packageAt + 'node_modules/'.length).split('/');
    return `npm:${scope.startsWith('@') ? `${scope}/${name}` : scope}`;
  }
  const local = source.replace(/^.*?\/src\//, 'src/');
  return perFile ? local : local.split('/').slice(0, 3).join('/');
}

const totals = new Map();
for (const file of files) {
  if (!file.endsWith('.js')) continue;
  const code = readFileSync(path.join(distDir, file), 'utf8');
  let rawMap;
  try {
    rawMap = readFileSync(path.join(distDir, `${file}.map`), 'utf8');
  } catch {
    totals.set(`(ohne Source-Map) ${file}`, code.length);
    continue;
  }
  const lineStarts = [0];
  for (const line of code.split('\n')) lineStarts.push(lineStarts[lineStarts.length - 1] + line.length + 1);
  const mappings = [];
  new SourceMapConsumer(JSON.parse(rawMap)).eachMapping((mapping) => mappings.push(mapping));
  mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
  // Every generated character belongs to the source of the mapping before it.
  mappings.forEach((mapping, index) => {
    const next = mappings[index + 1];
    const start = lineStarts[mapping.generatedLine - 1] + mapping.generatedColumn;
    const end = next ? lineStarts[next.generatedLine - 1] + next.generatedColumn : code.length;
    const group = groupOf(mapping.source);
    totals.set(group, (totals.get(group) ?? 0) + (end - start));
  });
}

const rows = [...totals].sort((a, b) => b[1] - a[1]);
const total = rows.reduce((sum, [, bytes]) => sum + bytes, 0);
console.log(`${(total / 1024).toFixed(1)} KB roh (vor gzip) in ${files.size} Dateien`);
for (const [group, bytes] of rows.slice(0, 40)) console.log(`${(bytes / 1024).toFixed(1).padStart(8)} KB  ${group}`);
