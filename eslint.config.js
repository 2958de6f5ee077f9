import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './eslint/feature-boundaries.js';
import serverBoundaries from './eslint/server-module-boundaries.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'e2e/artifacts/**', '**/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // bulletproof-react's rule (STYLE.md): features don't import each other or app/.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { local: boundaries },
    rules: { 'local/feature-boundaries': 'error' },
  },
  {
    // schulcloud-server's front door (STYLE.md, decision 216): another module only through its
    // index.ts (tests also through its testing/index.ts), production code never imports test code
    // (testing/ folders, src/test/; decision 228), and platform/ never imports a module.
    // Circles between files and modules: scripts/check-import-cycles.mjs, run by `npm run lint`.
    files: ['apps/server/src/**/*.ts'],
    plugins: { server: serverBoundaries },
    rules: { 'server/server-module-boundaries': 'error' },
  },
  {
    // Start-up banners and scripts talk to the operator on the console on purpose.
    files: ['scripts/**', 'apps/server/src/main.ts', 'e2e/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
);
