import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFolderDriver } from './folder-driver';
import { createS3Driver, parseS3Url } from './s3-driver';
import { StorageError, type StorageDriver } from './storage-driver';

export { createFolderDriver, fsyncPath } from './folder-driver';
export { contentDisposition, createS3Driver, parseS3Url } from './s3-driver';
export { isDiskFullError } from './disk-full';
export { StorageError, type PresignOptions, type StorageDriver, type StoredObjectInfo } from './storage-driver';

/**
 * The object store chosen by STORAGE_URL (ARCHITECTURE.md 6): unset → the folder `$DATA_DIR/objects`;
 * `file:///srv/objects` → that folder; `s3://bucket?endpoint=…` → an S3-compatible bucket.
 */
export function createStorageDriver(config: { storageUrl: string | undefined; dataDir: string }): StorageDriver {
  const url = config.storageUrl;
  if (!url) return createFolderDriver(path.join(config.dataDir, 'objects'));
  if (url.startsWith('file:')) return createFolderDriver(fileURLToPath(url));
  if (url.startsWith('s3:')) return createS3Driver(parseS3Url(url));
  throw new StorageError('STORAGE_URL must start with s3:// or file://');
}

/** Local folder for uploads in flight (streamed, sniffed and size-checked before they reach the store). */
export function uploadTemporaryDir(dataDir: string): string {
  return path.join(dataDir, 'tmp', 'uploads');
}

/**
 * The origin browsers load stored files from, when that is not the app itself: the S3 endpoint
 * (path-style) or the bucket's virtual host on AWS. The Content-Security-Policy allows it for
 * images, media and frames (previews). Null for the folder driver.
 */
export function storageOriginOf(storageUrl: string | undefined): string | null {
  if (!storageUrl?.startsWith('s3:')) return null;
  const { bucket, client } = parseS3Url(storageUrl);
  if (typeof client.endpoint === 'string') {
    const endpoint = new URL(client.endpoint);
    return client.forcePathStyle ? endpoint.origin : `${endpoint.protocol}//${bucket}.${endpoint.host}`;
  }
  return `https://${bucket}.s3.${String(client.region)}.amazonaws.com`;
}
