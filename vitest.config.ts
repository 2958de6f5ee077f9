import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'eslint/*.test.js', 'scripts/*.test.mjs'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest leaves one core free by default, which is one worker on a 2-core CI machine; the API
    // tests wait on their own database most of the time, so two workers finish nearly twice as fast.
    maxWorkers: 2,
  },
});
