// Fails when the TypeScript files under a folder import each other in a circle, or when the
// modules under its `modules/` do (issue 15, decision 216). Every import counts – `import type` and
// `export … from` too – because a circle of types still ties the files together: neither side can
// be understood, moved or tested alone. Between modules, test code is left out: a test may set up
// data of the module it depends on. ESLint sees one file at a time, so the whole graph is checked
// here; `npm run lint` runs it.
//
//   node scripts/check-import-cycles.mjs [folder …]   (default: apps/server/src)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts|cts)$/;

function listSources(folder) {
  const found = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) found.push(...listSources(full));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(full);
  }
  return found;
}

function isFile(candidate) {
  try {
    return statSync(candidate).isFile();
  } catch {
    return false;
  }
}

/** Resolves a relative specifier the way the server's bundler-style resolution does; packages are not followed. */
function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier);
  const withoutJs = base.replace(/\.(m|c)?jsx?$/, '');
  const candidates = [base, `${withoutJs}.ts`, `${withoutJs}.tsx`, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((candidate) => SOURCE.test(candidate) && isFile(candidate)) ?? null;
}

/** The import graph of every TypeScript file under `folders`: file → the files it imports (type-only ones included). */
export function buildImportGraph(folders) {
  const graph = new Map();
  for (const folder of folders) {
    for (const file of listSources(path.resolve(folder))) {
      // preProcessFile reads import/export declarations lexically, so `import type` is included;
      // the third argument adds `import('…')` expressions.
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = new Set(importedFiles.map(({ fileName }) => resolveImport(file, fileName)).filter(Boolean));
      graph.set(file, targets);
    }
  }
  return graph;
}

/** Strongly connected components with more than one file (or a file importing itself), by Tarjan's algorithm. */
function circularComponents(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (start) => {
    // Iterative, so that a deep import chain cannot overflow the call stack.
    const work = [{ node: start, edges: [...(graph.get(start) ?? [])], next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame.next < frame.edges.length) {
        const target = frame.edges[frame.next++];
        if (!graph.has(target)) continue;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, edges: [...graph.get(target)], next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent), low.get(frame.node)));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1 || graph.get(frame.node).has(frame.node)) components.push(component);
      }
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return components;
}

/** One concrete circle through a component's first file (shortest way back, by breadth-first search). */
function oneCircle(graph, component) {
  const members = new Set(component);
  const start = [...component].sort()[0];
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const target of graph.get(node)) {
      if (!members.has(target)) continue;
      if (target === start) {
        const circle = [node];
        while (circle[0] !== start) circle.unshift(cameFrom.get(circle[0]));
        return [...circle, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

/** Every import circle under `folders`: the files involved and one circle to start untangling. */
export function findImportCycles(folders) {
  const graph = buildImportGraph(folders);
  return circularComponents(graph).map((component) => ({ files: component.sort(), circle: oneCircle(graph, component) }));
}

/**
 * Tests and their scaffolding – `*.test.ts`, a `testing/` folder (helpers, factories, the route
 * matrix's examples) and a `test/` folder – the same files eslint/server-module-boundaries.js calls
 * test code (decision 228). Any folder of those names counts, so the planted trees here work too.
 */
export function isTestCode(file) {
  if (file.endsWith('.test.ts')) return true;
  const folders = file.split(path.sep).slice(0, -1);
  return folders.includes('testing') || folders.includes('test');
}

/** The module a file belongs to (`…/modules/<name>/…`), or null. */
function moduleOf(file) {
  const parts = file.split(path.sep);
  const at = parts.lastIndexOf('modules');
  return at >= 0 && at < parts.length - 2 ? parts[at + 1] : null;
}

/** Circles between the modules under `folders` (production code only), each with one circle of module names. */
export function findModuleCycles(folders) {
  const graph = new Map();
  for (const [file, targets] of buildImportGraph(folders)) {
    const from = moduleOf(file);
    if (!from || isTestCode(file)) continue;
    const edges = graph.get(from) ?? new Set();
    graph.set(from, edges);
    for (const target of targets) {
      const to = moduleOf(target);
      if (to && to !== from) edges.add(to);
    }
  }
  for (const edges of graph.values()) for (const to of edges) if (!graph.has(to)) graph.set(to, new Set());
  return circularComponents(graph).map((component) => ({ modules: component.sort(), circle: oneCircle(graph, component) }));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const folders = process.argv.length > 2 ? process.argv.slice(2) : ['apps/server/src'];
  const cycles = findImportCycles(folders);
  const moduleCycles = findModuleCycles(folders);
  const show = (file) => path.relative(process.cwd(), file);
  for (const { circle } of moduleCycles) console.error(`Modules import each other in a circle: ${circle.join(' → ')}`);
  for (const { files, circle } of cycles) {
    console.error(`Import circle among ${files.length} file(s):\n  ${circle.map(show).join('\n  → ')}`);
    if (files.length > circle.length - 1) console.error(`  (also involved: ${files.filter((file) => !circle.includes(file)).map(show).join(', ')})`);
  }
  if (cycles.length > 0 || moduleCycles.length > 0) {
    console.error(`\n${cycles.length} import circle(s) between files, ${moduleCycles.length} between modules in ${folders.join(', ')}; type-only imports count too (decision 216).`);
    process.exit(1);
  }
  console.log(`No import circles in ${folders.join(', ')}.`);
}
