import { E2E_WORKERS } from './support/global-setup';
import { defineConfig } from 'vitest/config';

// E2E_WORKERS workers (default 1), each driving a real server of its own (support/global-setup.ts,
// decision 242): the files of one worker run one after another, as they share its demo accounts.
export default defineConfig({
  test: {
    include: ['**/*.e2e.ts'],
    exclude: ['**/node_modules/**'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: E2E_WORKERS > 1,
    maxWorkers: E2E_WORKERS,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A poll without its own timeout waits up to 10 s, not Vitest's 1 s: a stylesheet or a list
    // that arrives a little later on a loaded machine is not a failure (decision 242).
    expect: { poll: { timeout: 10_000 } },
  },
});
