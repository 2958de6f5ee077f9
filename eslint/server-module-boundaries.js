// The server's module boundaries (schulcloud-server's front door, STYLE.md; issue 15, decision 216):
// - another module is used only through its `index.ts`; test code may also use its `test-support.ts`
//   (tables and factories that tests of other modules read – never production code);
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

/** Tests, their helpers and the route matrix's examples: they may use another module's test-support entry. */
export function isTestCode(file) {
  return /(\.test|\.test-support|\.matrix-fixtures)\.ts$/.test(file) || /(^|[\\/])test-support\.ts$/.test(file) || file.includes(`${SERVER_SRC}test${path.sep}`);
}

const FRONT_DOORS = new Set(['', 'index', 'index.ts', 'index.js']);
const TEST_ENTRIES = new Set(['test-support', 'test-support.ts', 'test-support.js']);

/** @type {import('eslint').Rule.RuleModule} */
const serverModuleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Forbids imports past another server module's index.ts, and imports of modules from platform/" },
    schema: [],
    messages: {
      pastFrontDoor: "'{{from}}' must use module '{{to}}' through its index.ts, not '{{target}}'; export what is needed from there (decision 216).",
      testPastFrontDoor:
        "Test code in '{{from}}' must use module '{{to}}' through its index.ts or test-support.ts, not '{{target}}' (decision 216).",
      platformImportsModule: "platform/ must not import module '{{to}}'; the composition root (app.ts, main.ts, wiring/) hands modules what they need.",
    },
  },
  create(context) {
    const file = context.filename;
    const from = areaOf(file);
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = areaOf(path.resolve(path.dirname(file), source));
      if (!to || to.kind !== 'module') return;
      if (from.kind === 'module' && from.name === to.name) return;
      if (from.kind === 'platform') {
        context.report({ node, messageId: 'platformImportsModule', data: { to: to.name } });
        return;
      }
      const entry = to.rest.join('/');
      if (FRONT_DOORS.has(entry)) return;
      const test = isTestCode(file);
      if (test && TEST_ENTRIES.has(entry)) return;
      const data = { from: from.kind === 'module' ? from.name : 'the composition root', to: to.name, target: `modules/${to.name}/${entry}` };
      context.report({ node, messageId: test ? 'testPastFrontDoor' : 'pastFrontDoor', data });
    };
    return {
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
