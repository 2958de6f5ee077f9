// Prints the functions with the most self time of a .cpuprofile, and the same summed per file:
//   node bench/support/top-functions.mjs /tmp/server.cpuprofile [rows]
import { readFileSync } from 'node:fs';

const profile = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const rows = Number(process.argv[3] ?? 30);
const selfTicks = new Map();
for (const sample of profile.samples) selfTicks.set(sample, (selfTicks.get(sample) ?? 0) + 1);
const total = profile.samples.length;
const byFunction = new Map();
const byFile = new Map();
for (const node of profile.nodes) {
  const ticks = selfTicks.get(node.id) ?? 0;
  if (!ticks) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url.replace(/^file:\/\//, '').replace(/.*node_modules\//, 'node_modules/').replace(/.*\/work\/main\//, '');
  const key = `${functionName || '(anonym)'}  ${file}:${lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + ticks);
  const fileKey = file.startsWith('node_modules/') ? file.split('/').slice(0, file.split('/')[1]?.startsWith('@') ? 3 : 2).join('/') : file || functionName;
  byFile.set(fileKey, (byFile.get(fileKey) ?? 0) + ticks);
}
const print = (title, map) => {
  console.log(`\n${title}`);
  for (const [key, ticks] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
    console.log(`${((ticks / total) * 100).toFixed(1).padStart(5)} %  ${key}`);
  }
};
print('Eigenzeit je Funktion', byFunction);
print('Eigenzeit je Paket/Datei', byFile);
