import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { ZodType } from 'zod';

const require = createRequire(import.meta.url);

/** Absolute path of a file in the `content/` workspace (`navigation/navigation.json` …). */
export function contentPath(relativePath: string): string {
  return require.resolve(`@berufswahl/content/${relativePath}`);
}

/** Reads a text file from `content/`. */
export function readContentText(relativePath: string): Promise<string> {
  return readFile(contentPath(relativePath), 'utf8');
}

/** Reads and validates a JSON file from `content/`; a file that does not match fails loudly. */
export async function readContentJson<T>(relativePath: string, schema: ZodType<T>): Promise<T> {
  return schema.parse(JSON.parse(await readContentText(relativePath)));
}

/**
 * Content is read once per process and kept: it changes only with a deployment. A failed read is
 * not kept, so the next request tries again.
 */
export function cacheOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
