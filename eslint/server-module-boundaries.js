// The server's module boundaries (schulcloud-server's front door, STYLE.md; issue 15, decisions 216, 228):
// - another module is used only through its `index.ts`; test code may also use its test entry
//   `testing/index.ts` (tables, factories and route-matrix examples that tests of other modules read);
// - production code imports no test code at all – nothing from a `testing/` folder (its own module's
//   included) and nothing from `src/test/` – so that test scaffolding can never reach the server;
//   a file named like scaffolding (`*.test-support.ts`, `*.matrix-fixtures.ts`…) outside testing/ fails too;
// - `platform/` imports no module at all: modules build on the platform, not the other way round.
// Circles between modules cannot be seen one file at a time; scripts/check-import-cycles.mjs finds them.
import path from 'node:path';

const SERVER_SRC = `${path.sep}apps${path.sep}server${path.sep}src${path.sep}`;

/** Where a file of the server lives: 'platform', a module's name, or 'root' (app.ts, main.ts, wiring/, test/). */
function areaOf(file) {
  const at = file.indexOf(SERVER_SRC);
  if (at < 0) return null;
  const parts = file.slice(at + SERVER_SRC.length).split(path.sep);
  if (parts[0] === 'platform') return { kind: 'platform' };
  if (parts[0] === 'modules' && parts.length > 1 && parts[1]) return { kind: 'module', name: parts[1], rest: parts.slice(2) };
  return { kind: 'root' };
}

/**
 * Test code (decision 228): `*.test.ts`, everything in a `testing/` folder (a module's or a platform
 * area's test scaffolding: helpers, factories, the route matrix's examples, the fuzz harness) and the
 * cross-module test infrastructure in `src/test/`. Works on files and on resolved import targets,
 * which carry no extension and may name the `testing` folder itself.
 */
export function isTestCode(file) {
  if (/\.test(\.ts)?$/.test(file)) return true;
  const at = file.indexOf(SERVER_SRC);
  if (at < 0) return false;
  const parts = file.slice(at + SERVER_SRC.length).split(path.sep);
  if (parts[0] === 'test') return true;
  // Every folder of the path, and the last part when it is the folder `testing` itself.
  return parts.slice(0, -1).includes('testing') || parts[parts.length - 1] === 'testing';
}

/** The names test scaffolding had before decision 228; outside a testing/ folder they mark a helper in the wrong place. */
const SCAFFOLDING_NAME = /(^|[\\/])(test-support|[^\\/]+\.(test-support|matrix-fixtures|testing|test-factories))\.ts$/;

const FRONT_DOORS = new Set(['', 'index', 'index.ts', 'index.js']);
const TEST_ENTRIES = new Set(['testing', 'testing/index', 'testing/index.ts', 'testing/index.js']);

/** @type {import('eslint').Rule.RuleModule} */
const serverModuleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Forbids imports past another server module's index.ts, of test code from production code, and of modules from platform/" },
    schema: [],
    messages: {
      pastFrontDoor: "'{{from}}' must use module '{{to}}' through its index.ts, not '{{target}}'; export what is needed from there (decision 216).",
      testPastFrontDoor:
        "Test code in '{{from}}' must use module '{{to}}' through its index.ts or testing/index.ts, not '{{target}}' (decisions 216, 228).",
      productionImportsTestCode:
        "Production code must not import test code ('{{target}}'); test scaffolding lives in testing/ folders and src/test/ and never reaches the server (decision 228).",
      scaffoldingOutsideTesting:
        "'{{file}}' is named like test scaffolding; it belongs in the testing/ folder of its module or platform area (decision 228).",
      platformImportsModule: "platform/ must not import module '{{to}}'; the composition root (app.ts, main.ts, wiring/) hands modules what they need.",
    },
  },
  create(context) {
    const file = context.filename;
    const from = areaOf(file);
    if (!from) return {};
    const test = isTestCode(file);
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const resolved = path.resolve(path.dirname(file), source);
      // First, because it holds inside a module and in platform/ too: a helper in testing/ may
      // import test-only packages (vitest, yauzl) or set up data no production path should touch.
      if (!test && isTestCode(resolved)) {
        const target = path.relative(file.slice(0, file.indexOf(SERVER_SRC) + SERVER_SRC.length), resolved).split(path.sep).join('/');
        context.report({ node, messageId: 'productionImportsTestCode', data: { target } });
        return;
      }
      const to = areaOf(resolved);
      if (!to || to.kind !== 'module') return;
      if (from.kind === 'module' && from.name === to.name) return;
      if (from.kind === 'platform') {
        context.report({ node, messageId: 'platformImportsModule', data: { to: to.name } });
        return;
      }
      const entry = to.rest.join('/');
      if (FRONT_DOORS.has(entry)) return;
      if (test && TEST_ENTRIES.has(entry)) return;
      const data = { from: from.kind === 'module' ? from.name : 'the composition root', to: to.name, target: `modules/${to.name}/${entry}` };
      context.report({ node, messageId: test ? 'testPastFrontDoor' : 'pastFrontDoor', data });
    };
    return {
      // Without this, a helper named the old way would count as production code and pass unnoticed
      // until it imported a test entry.
      Program: (node) => {
        if (!test && SCAFFOLDING_NAME.test(file)) context.report({ node, messageId: 'scaffoldingOutsideTesting', data: { file: path.basename(file) } });
      },
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      // `typeof import('…')` in a type position counts like any other import.
      TSImportType: (node) => {
        const source = node.source ?? node.argument?.literal; // `argument` before typescript-eslint 8.x's `source`
        if (source?.type === 'Literal') check(node, source.value);
      },
    };
  },
};

export default { rules: { 'server-module-boundaries': serverModuleBoundaries } };
