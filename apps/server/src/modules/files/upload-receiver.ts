import { randomUUID } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ALLOWED_FILE_TYPES, FILE_FIELD, FILE_MESSAGES, isAllowedFileType, MAX_FILE_BYTES } from '@berufswahl/contracts';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../platform/http/errors';
import { fsyncPath, isDiskFullError, type StorageDriver } from '../../platform/storage';
import { sniffMimeType } from './file-sniffer';

/** An upload that has arrived completely but is not recorded yet (see `recordFile`). */
export type PendingFile = {
  /** The name the browser sent, without any folder part. */
  readonly name: string;
  /** The type sniffed from the content. */
  readonly mimeType: string;
  readonly size: number;
  /** Removes the object wherever it is now (temporary file or, after `recordFile`, its final key). */
  discard(): Promise<void>;
};

export type ReceiveOptions = {
  /** Default 50000 KB (spec 5). */
  maxFileBytes?: number;
  /** Patterns such as `image/png` or `audio/*`; default the allowed types of spec 5. */
  allowedMimeTypes?: readonly string[];
  /** The multipart field of the file part; default `file`. Stories use `attachment` (spec 7). */
  fileField?: string;
};

export type ReceivedUpload = { fields: Record<string, string>; file: PendingFile | null };

/** Where a pending file's bytes are: the local temporary file, then its key in the store. */
export type PendingLocation = { temporaryPath: string | null; storageKey: string | null };

const locations = new WeakMap<PendingFile, PendingLocation>();

/** The internal location of a pending file; only for the files module. */
export function locationOf(file: PendingFile): PendingLocation {
  const location = locations.get(file);
  if (!location) throw new Error('Not a pending file of this server');
  return location;
}

function fileError(message: string, field: string = FILE_FIELD): ApiError {
  return new ApiError('VALIDATION_FAILED', message, [{ field, message }]);
}

/** The most a stored name may take, in UTF-8 bytes (what file systems and zip entries allow). */
export const MAX_FILE_NAME_BYTES = 255;

/**
 * The last path segment, without control characters and without bidirectional controls (a
 * right-to-left override makes `rechnung\u202Egnp.exe` look like `rechnungexe.png`), at most 255
 * UTF-8 bytes: the end is kept, so the extension survives, and no character is cut in half.
 */
export function cleanFileName(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim();
  const characters = [...(base === '.' || base === '..' ? '' : base)];
  let bytes = 0;
  let start = characters.length;
  while (start > 0 && bytes + Buffer.byteLength(characters[start - 1]!) <= MAX_FILE_NAME_BYTES) {
    start -= 1;
    bytes += Buffer.byteLength(characters[start]!);
  }
  return characters.slice(start).join('').trim() || 'datei';
}

/** Counts bytes; stops at the limit so that a too-large upload never fills the disk. */
function byteCounter(limit: number) {
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counter.bytes += chunk.length;
      if (counter.bytes > limit) done(fileError(FILE_MESSAGES.tooLarge));
      else done(null, chunk);
    },
  }) as Transform & { bytes: number };
  counter.bytes = 0;
  return counter;
}

type MultipartErrorLike = { code?: string };

/** Names the request's own file field in an error raised with the default one. */
function withFileField(error: ApiError, fileField: string): ApiError {
  if (fileField === FILE_FIELD || error.fields?.[0]?.field !== FILE_FIELD) return error;
  return fileError(error.message, fileField);
}

/** The German error for what @fastify/multipart or the request stream reported. */
function mapMultipartError(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  // The temporary file could not be written: the server's disk is full, the upload was fine.
  if (isDiskFullError(error)) return new ApiError('SERVER_STORAGE_FULL');
  const code = (error as MultipartErrorLike).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileError(FILE_MESSAGES.tooLarge);
  if (code === 'FST_FILES_LIMIT') return fileError(FILE_MESSAGES.onlyOneFile);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return fileError(FILE_MESSAGES.missing);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PROTO_VIOLATION') {
    return new ApiError('VALIDATION_FAILED');
  }
  return fileError(FILE_MESSAGES.incomplete);
}

/**
 * Reads a multipart request with at most one file (field `file` or `options.fileField`) and any text fields. The file
 * is streamed to a temporary file under DATA_DIR (never held in memory), cut off as soon as it
 * passes `maxFileBytes`, fsynced, and its type sniffed from the content. Any failure removes the
 * temporary file and answers with the German message of spec 5/8.
 */
export function createUploadReceiver(deps: { temporaryDir: string; storage: Pick<StorageDriver, 'delete'> }) {
  return (request: FastifyRequest, options: ReceiveOptions = {}) => receiveMultipart(request, deps, options);
}

async function receiveMultipart(
  request: FastifyRequest,
  { temporaryDir, storage }: { temporaryDir: string; storage: Pick<StorageDriver, 'delete'> },
  options: ReceiveOptions,
): Promise<ReceivedUpload> {
  const maxFileBytes = options.maxFileBytes ?? MAX_FILE_BYTES;
  const allowed = options.allowedMimeTypes ?? ALLOWED_FILE_TYPES;
  const fileField = options.fileField ?? FILE_FIELD;
  if (!request.isMultipart()) throw fileError(FILE_MESSAGES.missing, fileField);
  await mkdir(temporaryDir, { recursive: true });
  const fields: Record<string, string> = {};
  let temporaryPath: string | null = null;
  let received: { name: string; declaredType: string; size: number } | null = null;
  try {
    // Busboy cuts the part off one byte past the limit; a second file part is answered, a third
    // stops the parser (files: 2).
    const parts = request.parts({ limits: { fileSize: maxFileBytes + 1, files: 2, fields: 20, fieldSize: 100_000, parts: 25 } });
    for await (const part of parts) {
      if (part.type !== 'file') {
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        // PostgreSQL text cannot hold NUL: a story description with one was a 500 (found by fuzzing).
        if (value.includes('\u0000')) throw new ApiError('VALIDATION_FAILED');
        fields[part.fieldname] = value;
        continue;
      }
      if (received || temporaryPath || part.fieldname !== fileField) {
        part.file.resume();
        throw fileError(received || temporaryPath ? FILE_MESSAGES.onlyOneFile : FILE_MESSAGES.missing);
      }
      temporaryPath = path.join(temporaryDir, randomUUID());
      // Opened before streaming: a write stream opens its file later, so a request that broke off
      // at once had its temporary file created after the cleanup below had run (found by fuzzing).
      const handle = await open(temporaryPath, 'wx');
      const counter = byteCounter(maxFileBytes);
      await pipeline(part.file, counter, handle.createWriteStream());
      if (part.file.truncated) throw fileError(FILE_MESSAGES.tooLarge);
      await fsyncPath(temporaryPath);
      received = { name: cleanFileName(part.filename), declaredType: part.mimetype, size: counter.bytes };
    }
  } catch (error) {
    if (temporaryPath) await rm(temporaryPath, { force: true });
    const mapped = mapMultipartError(error);
    throw mapped instanceof ApiError ? withFileField(mapped, fileField) : mapped;
  }
  if (!received || !temporaryPath) return { fields, file: null };

  const filePath = temporaryPath;
  const mimeType = received.size === 0 ? null : await sniffMimeType(filePath, received.name, received.declaredType);
  if (!mimeType || !isAllowedFileType(mimeType, allowed)) {
    await rm(filePath, { force: true });
    throw fileError(received.size === 0 ? FILE_MESSAGES.empty : FILE_MESSAGES.invalidType, fileField);
  }
  const location: PendingLocation = { temporaryPath: filePath, storageKey: null };
  const file: PendingFile = {
    name: received.name,
    mimeType,
    size: received.size,
    discard: async () => {
      if (location.temporaryPath) await rm(location.temporaryPath, { force: true });
      location.temporaryPath = null;
      // A store that fails now too leaves an object without a row: the cleanup job removes it.
      if (location.storageKey) await storage.delete(location.storageKey).catch(() => undefined);
      location.storageKey = null;
    },
  };
  locations.set(file, location);
  return { fields, file };
}

