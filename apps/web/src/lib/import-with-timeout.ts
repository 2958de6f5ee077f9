import { LIMITS } from '@berufswahl/contracts/shared/limits';

/** A code chunk did not arrive (network error, outdated deployment or the 120 s timeout of spec 2). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/**
 * Runs a dynamic `import()` and rejects with a {@link ChunkLoadError} when it fails or takes longer
 * than `timeoutMs` (spec 2 and 8: a chunk load fails after 120 seconds).
 */
export function importWithTimeout<T>(
  load: () => Promise<T>,
  timeoutMs: number = LIMITS.chunkLoadTimeoutMs,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError(`Chunk did not load within ${timeoutMs} ms`));
    }, timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('Chunk failed to load', { cause: error }));
      },
    );
  });
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}
