// A tiny local ESLint rule (bulletproof-react's `import/no-restricted-paths`, without the plugin):
// a feature of the web client may use components/, lib/ and locales/, never another feature and
// never app/ – app/ composes features, features don't reach back into it. What several features
// need belongs in lib/ or components/.
import path from 'node:path';

const FEATURES_SEGMENT = `${path.sep}apps${path.sep}web${path.sep}src${path.sep}features${path.sep}`;
const APP_SEGMENT = `${path.sep}apps${path.sep}web${path.sep}src${path.sep}app${path.sep}`;

function featureOf(file) {
  const at = file.indexOf(FEATURES_SEGMENT);
  if (at < 0) return null;
  return file.slice(at + FEATURES_SEGMENT.length).split(path.sep)[0] ?? null;
}

/** @type {import('eslint').Rule.RuleModule} */
const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbids imports from another feature or from app/ inside apps/web/src/features' },
    schema: [],
    messages: {
      otherFeature: "Feature '{{from}}' must not import from feature '{{to}}'; move what both need to lib/ or components/.",
      app: "Feature '{{from}}' must not import from app/; app/ composes features, not the other way round.",
    },
  },
  create(context) {
    const file = context.filename;
    const from = featureOf(file);
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      const to = featureOf(`${target}${path.sep}`);
      if (to && to !== from) context.report({ node, messageId: 'otherFeature', data: { from, to } });
      else if (`${target}${path.sep}`.includes(APP_SEGMENT)) context.report({ node, messageId: 'app', data: { from } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries } };
