import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertValidKey, StorageError, type StorageDriver } from './storage-driver';

export type S3Location = { bucket: string; client: S3ClientConfig };

/**
 * Reads `s3://[accessKeyId:secretAccessKey@]bucket?endpoint=https://…&region=…&path_style=true`.
 * Without credentials in the URL the SDK's usual sources apply (AWS_ACCESS_KEY_ID, instance roles).
 */
export function parseS3Url(storageUrl: string): S3Location {
  const url = new URL(storageUrl);
  if (url.protocol !== 's3:' || !url.hostname) throw new StorageError('STORAGE_URL must look like s3://bucket?endpoint=…');
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  const pathStyle = url.searchParams.get('path_style');
  const client: S3ClientConfig = {
    region: url.searchParams.get('region') ?? 'eu-central-1',
    ...(endpoint ? { endpoint } : {}),
    // Most S3-compatible servers (MinIO, Ceph, s3rver) want path-style addressing.
    forcePathStyle: pathStyle ? pathStyle === 'true' : Boolean(endpoint),
    // Checksums only where S3 requires them: many S3-compatible servers do not understand the
    // SDK's default aws-chunked uploads with trailing checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  if (url.username) {
    client.credentials = {
      accessKeyId: decodeURIComponent(url.username),
      secretAccessKey: decodeURIComponent(url.password),
    };
  }
  return { bucket: url.hostname, client };
}

/** RFC 6266 header with an ASCII fallback and the UTF-8 name (umlauts in German file names). */
export function contentDisposition(disposition: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** Objects in an S3-compatible bucket; downloads are presigned GET URLs straight from the store. */
export function createS3Driver(location: S3Location): StorageDriver {
  const s3 = new S3Client(location.client);
  const Bucket = location.bucket;
  const wrap = async <T>(what: string, action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (error) {
      throw new StorageError(`S3 ${what} failed`, { cause: error });
    }
  };
  const isMissing = (error: unknown) => {
    const candidate = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    return candidate.name === 'NotFound' || candidate.name === 'NoSuchKey' || candidate.$metadata?.httpStatusCode === 404;
  };

  return {
    kind: 's3',
    async putFile(localPath, key, { size, contentType }) {
      assertValidKey(key);
      try {
        // One PUT with a known length: S3 stores the object whole or not at all.
        await wrap(`put ${key}`, () =>
          s3.send(new PutObjectCommand({ Bucket, Key: key, Body: createReadStream(localPath), ContentLength: size, ContentType: contentType })),
        );
      } finally {
        await rm(localPath, { force: true });
      }
    },
    async openRead(key, range) {
      assertValidKey(key);
      const answer = await wrap(`get ${key}`, () =>
        s3.send(new GetObjectCommand({ Bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) })),
      );
      if (!answer.Body) throw new StorageError(`S3 get ${key} returned no body`);
      return answer.Body as Readable;
    },
    async stat(key) {
      assertValidKey(key);
      try {
        const head = await s3.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { key, size: head.ContentLength ?? 0, lastModified: head.LastModified ?? new Date(0) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw new StorageError(`S3 head ${key} failed`, { cause: error });
      }
    },
    async delete(key) {
      assertValidKey(key);
      await wrap(`delete ${key}`, () => s3.send(new DeleteObjectCommand({ Bucket, Key: key })));
    },
    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await wrap(`list ${prefix}`, () =>
          s3.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken })),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key, size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async presignedGetUrl(key, options) {
      assertValidKey(key);
      return wrap(`presign ${key}`, () =>
        getSignedUrl(
          s3,
          new GetObjectCommand({
            Bucket,
            Key: key,
            ResponseContentType: options.contentType,
            ResponseContentDisposition: contentDisposition(options.disposition, options.filename),
          }),
          { expiresIn: options.expiresSeconds },
        ),
      );
    },
  };
}
