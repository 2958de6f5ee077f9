/**
 * A one-line summary of a .cpuprofile: self time per package (node_modules/<package>), per file of
 * the app, and V8's own entries ((idle), (garbage collector), (program)), largest first – the same
 * grouping as `top-functions.mjs`, short enough to print per route.
 */
import { readFileSync } from 'node:fs';

type Profile = { nodes: { id: number; callFrame: { functionName: string; url: string } }[]; samples: number[] };

function groupOf(functionName: string, url: string): string {
  const file = url.replace(/^file:\/\//, '').replace(/.*node_modules\//, 'node_modules/').replace(/.*\/work\/main\//, '');
  if (!file) return functionName || '(anonym)';
  if (!file.startsWith('node_modules/')) return file.startsWith('node:') ? file : 'app';
  const parts = file.split('/');
  return parts.slice(1, parts[1]?.startsWith('@') ? 3 : 2).join('/');
}

/** Shares of self time per group, in per cent, largest first. */
export function selfTimeByGroup(profileFile: string): [string, number][] {
  const profile = JSON.parse(readFileSync(profileFile, 'utf8')) as Profile;
  const ticks = new Map<number, number>();
  for (const sample of profile.samples) ticks.set(sample, (ticks.get(sample) ?? 0) + 1);
  const groups = new Map<string, number>();
  for (const node of profile.nodes) {
    const count = ticks.get(node.id) ?? 0;
    if (!count) continue;
    const group = groupOf(node.callFrame.functionName, node.callFrame.url);
    groups.set(group, (groups.get(group) ?? 0) + count);
  }
  const total = Math.max(1, profile.samples.length);
  return [...groups].map(([group, count]): [string, number] => [group, (100 * count) / total]).sort(([, a], [, b]) => b - a);
}

export function formatSelfTime(profileFile: string, rows = 8): string {
  return selfTimeByGroup(profileFile)
    .slice(0, rows)
    .map(([group, share]) => `${group} ${share.toFixed(0)} %`)
    .join(', ');
}
