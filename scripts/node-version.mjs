// Prints the Node that `npm start` and `npm test` run on, and stops when it is not the one the
// project brings. npm puts node_modules/.bin first on PATH for its scripts, and the root's
// optionalDependencies put the registry's Node 24 binary there (decision 210); a missing or
// skipped platform package would otherwise fall back silently to the system Node.
import { readFileSync } from 'node:fs';

const REQUIRED_MAJOR = 24;

const major = Number(process.versions.node.split('.')[0]);
console.log(`Node ${process.version} (${process.execPath})`);
if (major !== REQUIRED_MAJOR) {
  const { optionalDependencies } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  console.error(
    `Node ${REQUIRED_MAJOR} is needed, found ${process.version}. Run \`npm install\` (or \`npm ci\`) first; ` +
      `it brings Node ${REQUIRED_MAJOR} for ${process.platform}-${process.arch} through one of: ` +
      `${Object.keys(optionalDependencies ?? {}).join(', ')}.`,
  );
  process.exit(1);
}
