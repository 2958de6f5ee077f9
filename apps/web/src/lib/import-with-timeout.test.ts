import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@berufswahl/contracts/shared/limits';
import { ChunkLoadError, importWithTimeout } from './import-with-timeout';

describe('importWithTimeout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves with the module when it arrives in time', async () => {
    const module = { Screen: 'screen' };
    await expect(importWithTimeout(() => Promise.resolve(module))).resolves.toBe(module);
  });

  it('rejects with a ChunkLoadError after 120 seconds', async () => {
    const pending = importWithTimeout(() => new Promise<never>(() => {}));
    const assertion = expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(LIMITS.chunkLoadTimeoutMs);
    await assertion;
  });

  it('is still waiting just before the timeout', async () => {
    let settled = false;
    void importWithTimeout(() => new Promise<never>(() => {})).catch(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(LIMITS.chunkLoadTimeoutMs - 1);
    expect(settled).toBe(false);
  });

  it('turns a failed import into a ChunkLoadError that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error: unknown = await importWithTimeout(() => Promise.reject(cause)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).cause).toBe(cause);
  });

  it('does not fire the timeout after the module arrived', async () => {
    await importWithTimeout(() => Promise.resolve('ok'), 1000);
    expect(vi.getTimerCount()).toBe(0);
  });
});
