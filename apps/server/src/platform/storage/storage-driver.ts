import type { Readable } from 'node:stream';

/** One object in the store as a listing or a stat reports it. */
export type StoredObjectInfo = { key: string; size: number; lastModified: Date };

/** How a presigned URL should answer (S3 sets the response headers from these). */
export type PresignOptions = {
  filename: string;
  contentType: string;
  disposition: 'inline' | 'attachment';
  expiresSeconds: number;
};

/**
 * The object store behind the files module (ARCHITECTURE.md 3): a folder under DATA_DIR by default,
 * an S3-compatible bucket with STORAGE_URL=s3://…. Keys are `[a-z0-9/_.-]` paths such as
 * `files/<uuid>`; every operation is idempotent where that makes sense (delete of a missing object
 * succeeds), so jobs may run again after a crash.
 */
export interface StorageDriver {
  readonly kind: 'folder' | 's3';
  /**
   * Moves a complete local file (already fsynced) into the store under `key`. Atomic: the key
   * holds the whole file or nothing. The local file is gone afterwards, also when this fails.
   */
  putFile(localPath: string, key: string, options: { size: number; contentType: string }): Promise<void>;
  /** Reads an object (optionally bytes `start`–`end`, both inclusive); rejects when it is missing. */
  openRead(key: string, range?: { start: number; end: number }): Promise<Readable>;
  stat(key: string): Promise<StoredObjectInfo | null>;
  /** Removes an object; a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix`. */
  list(prefix: string): AsyncIterable<StoredObjectInfo>;
  /** A URL the browser fetches from the store itself, or null when the app serves objects (folder). */
  presignedGetUrl(key: string, options: PresignOptions): Promise<string | null>;
}

/** A failure of the object store: the upload or download fails with a clear message, nothing is recorded. */
export class StorageError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageError';
  }
}

const KEY_PATTERN = /^[a-z0-9_-]+(\/[a-z0-9_.-]+)*$/;

/** Rejects keys that could leave the store's root (`..`, absolute paths, odd characters). */
export function assertValidKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.split('/').some((part) => part === '.' || part === '..')) {
    throw new StorageError(`Invalid storage key: ${key}`);
  }
}
