import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, open, rm, stat } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
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

/**
 * Where a pending file's bytes are: the local temporary file, then its key in the store (and the
 * row uuid it was stored for, which a re-run transaction records again – decision 035).
 */
export type PendingLocation = { temporaryPath: string | null; storageKey: string | null; fileUuid: string | null };

const locations = new WeakMap<PendingFile, PendingLocation>();

/** The internal location of a pending file; only for the files module. */
export function locationOf(file: PendingFile): PendingLocation {
  const location = locations.get(file);
  if (!location) throw new Error('Not a pending file of this server');
  return location;
}

/**
 * A pending file whose bytes sit at `temporaryPath`, registered for `locationOf`. Discarding it
 * removes the temporary file and, once stored, the object; a store that fails then too leaves an
 * object without a row, which the cleanup job removes.
 */
function pendingFileAt(
  temporaryPath: string,
  metadata: { name: string; mimeType: string; size: number },
  storage: Pick<StorageDriver, 'delete'>,
): PendingFile {
  const location: PendingLocation = { temporaryPath, storageKey: null, fileUuid: null };
  const file: PendingFile = {
    ...metadata,
    discard: async () => {
      if (location.temporaryPath) await rm(location.temporaryPath, { force: true });
      location.temporaryPath = null;
      if (location.storageKey) await storage.delete(location.storageKey).catch(() => undefined);
      location.storageKey = null;
      location.fileUuid = null;
    },
  };
  locations.set(file, location);
  return file;
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

/** Raised into the request when its body stood still too long (decision 167). */
class UploadStalledError extends Error {
  constructor(readonly stalledMs: number) {
    super(`upload body stood still for ${stalledMs} ms`);
  }
}

/**
 * Calls `onStall` once when the request's body brings no byte for `stallMs` while the server is
 * waiting for it. Only the client's silence counts: bytes arriving however slowly (school Wi-Fi)
 * start the clock again, and so does a body the server is not reading at the moment (the temporary
 * file's disk is behind: the request is paused, or bytes wait unread in its buffer). The socket's
 * byte count is watched instead of the request's `data` events, which would change how the request
 * flows into the multipart parser. Stops by itself once the body is complete; returns the stop.
 */
function watchForStall(raw: IncomingMessage, stallMs: number, onStall: () => void): () => void {
  // `app.inject`'s stand-in socket counts no bytes; its body is complete at once anyway.
  const bytesRead = () => raw.socket?.bytesRead ?? 0;
  let bytesSeen = bytesRead();
  let quietSince = Date.now();
  const timer = setInterval(
    () => {
      if (raw.complete || raw.readableEnded || raw.destroyed) return clearInterval(timer);
      const isWaitingForClient = raw.readableFlowing === true && raw.readableLength === 0;
      if (bytesRead() !== bytesSeen || !isWaitingForClient) {
        bytesSeen = bytesRead();
        quietSince = Date.now();
        return;
      }
      if (Date.now() - quietSince < stallMs) return;
      clearInterval(timer);
      onStall();
    },
    // Checked four times per limit, at most once a second: the limit is kept to within a quarter.
    Math.min(1_000, Math.max(50, stallMs / 4)),
  );
  timer.unref();
  return () => clearInterval(timer);
}

type MultipartErrorLike = { code?: string };

/** Names the request's own file field in an error raised with the default one. */
function withFileField(error: ApiError, fileField: string): ApiError {
  if (fileField === FILE_FIELD || error.fields?.[0]?.field !== FILE_FIELD) return error;
  return new ApiError(error.code, error.message, [{ field: fileField, message: error.message }], {
    closesConnection: error.closesConnection,
  });
}

/** The German error for what @fastify/multipart or the request stream reported. */
function mapMultipartError(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  // The client went silent: the rest of the body will never be read, so the connection closes.
  if (error instanceof UploadStalledError) {
    return new ApiError('VALIDATION_FAILED', FILE_MESSAGES.stalled, [{ field: FILE_FIELD, message: FILE_MESSAGES.stalled }], {
      closesConnection: true,
    });
  }
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
 * passes `maxFileBytes`, fsynced, and its type sniffed from the content. A body that brings no
 * byte for `stallSeconds` is broken off (decision 167). Any failure removes the temporary file and
 * answers with the German message of spec 5/8.
 */
export function createUploadReceiver(deps: ReceiverDeps) {
  return (request: FastifyRequest, options: ReceiveOptions = {}) => receiveMultipart(request, deps, options);
}

type ReceiverDeps = {
  temporaryDir: string;
  storage: Pick<StorageDriver, 'delete'>;
  /** UPLOAD_STALL_SECONDS (config.ts). */
  stallSeconds: number;
};

async function receiveMultipart(
  request: FastifyRequest,
  { temporaryDir, storage, stallSeconds }: ReceiverDeps,
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
  // The multipart parser listens for the request's errors: it ends the part being streamed (the
  // pipeline below fails) or the wait for the next part with this one.
  const stopWatching = watchForStall(request.raw, stallSeconds * 1000, () => {
    request.log.warn({ stallSeconds }, 'upload stood still: broken off');
    const stalled = new UploadStalledError(stallSeconds * 1000);
    // Without a listener (never expected: the parser is set up at once) an emitted error would throw.
    if (request.raw.listenerCount('error') > 0) request.raw.emit('error', stalled);
    else request.raw.destroy(stalled);
  });
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
  } finally {
    stopWatching();
  }
  if (!received || !temporaryPath) return { fields, file: null };

  const filePath = temporaryPath;
  const sniffed = received.size === 0 ? null : await sniffMimeType(filePath, received.name, received.declaredType);
  if (sniffed?.kind === 'busy') {
    await rm(filePath, { force: true });
    throw new ApiError('SERVICE_UNAVAILABLE', FILE_MESSAGES.checkBusy);
  }
  const mimeType = sniffed?.kind === 'detected' ? sniffed.mimeType : null;
  if (!mimeType || !isAllowedFileType(mimeType, allowed)) {
    await rm(filePath, { force: true });
    throw fileError(received.size === 0 ? FILE_MESSAGES.empty : FILE_MESSAGES.invalidType, fileField);
  }
  const file = pendingFileAt(filePath, { name: received.name, mimeType, size: received.size }, storage);
  return { fields, file };
}


/** What one named file part of a multi-file upload may be. */
export type FilePartRule = {
  maxFileBytes: number;
  allowedMimeTypes: readonly string[];
  /** Messages of this part (Sie, contracts): too big, wrong type (also an empty file). */
  messages: { tooLarge: string; invalidType: string };
  /** Stored with this type instead of the sniffed one, e.g. `text/vtt` for a checked caption file. */
  storeAs?: string;
  /** A check of the first bytes beyond the sniffed type (e.g. the WebVTT header); false → invalidType. */
  acceptsStart?: (firstBytes: Uint8Array) => boolean;
};

export type ReceivedFiles<Part extends string> = { fields: Record<string, string>; files: Partial<Record<Part, PendingFile>> };

/** How many first bytes `acceptsStart` sees. */
const START_BYTES = 64;

/**
 * Like `receiveMultipart`, for a form with several named file parts (decision 180: a video, its
 * captions and its poster in one request). Every part is streamed to its own temporary file, cut
 * off at its own limit and sniffed; parts the rules do not name, and a second file for one part,
 * are refused. Any failure removes every temporary file of the request. Missing parts are simply
 * absent – the caller decides which are required.
 */
/** A 415 for a multi-file upload sent as anything but multipart/form-data (as `POST /me/files` answers). */
class NotMultipartError extends ApiError {
  override readonly statusCode = 415;
}

export function createMultiFileReceiver(deps: ReceiverDeps) {
  return <Part extends string>(request: FastifyRequest, rules: Record<Part, FilePartRule>, unexpectedPart: string) =>
    receiveMultipartFiles(request, deps, rules, unexpectedPart);
}

async function receiveMultipartFiles<Part extends string>(
  request: FastifyRequest,
  { temporaryDir, storage, stallSeconds }: ReceiverDeps,
  rules: Record<Part, FilePartRule>,
  unexpectedPart: string,
): Promise<ReceivedFiles<Part>> {
  if (!request.isMultipart()) {
    throw new NotMultipartError('VALIDATION_FAILED', FILE_MESSAGES.missing, [{ field: FILE_FIELD, message: FILE_MESSAGES.missing }]);
  }
  await mkdir(temporaryDir, { recursive: true });
  const ruleOf = (name: string): FilePartRule | undefined => (Object.hasOwn(rules, name) ? rules[name as Part] : undefined);
  const partNames = Object.keys(rules);
  const largest = Math.max(...partNames.map((name) => ruleOf(name)?.maxFileBytes ?? 0));
  const fields: Record<string, string> = {};
  const arrived = new Map<Part, { temporaryPath: string; name: string; declaredType: string; size: number }>();
  const temporaryPaths: string[] = [];
  const stopWatching = watchForStall(request.raw, stallSeconds * 1000, () => {
    request.log.warn({ stallSeconds }, 'upload stood still: broken off');
    const stalled = new UploadStalledError(stallSeconds * 1000);
    if (request.raw.listenerCount('error') > 0) request.raw.emit('error', stalled);
    else request.raw.destroy(stalled);
  });
  const removeAll = () => Promise.all(temporaryPaths.map((file) => rm(file, { force: true })));
  try {
    const parts = request.parts({
      limits: { fileSize: largest + 1, files: partNames.length + 1, fields: 20, fieldSize: 100_000, parts: 25 + partNames.length },
    });
    for await (const part of parts) {
      if (part.type !== 'file') {
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        if (value.includes('\u0000')) throw new ApiError('VALIDATION_FAILED');
        fields[part.fieldname] = value;
        continue;
      }
      const rule = ruleOf(part.fieldname);
      if (!rule) {
        part.file.resume();
        throw fileError(unexpectedPart, part.fieldname);
      }
      const partName = part.fieldname as Part;
      if (arrived.has(partName)) {
        part.file.resume();
        throw fileError(FILE_MESSAGES.onlyOneFile, part.fieldname);
      }
      const temporaryPath = path.join(temporaryDir, randomUUID());
      temporaryPaths.push(temporaryPath);
      const handle = await open(temporaryPath, 'wx');
      const counter = byteCounter(rule.maxFileBytes);
      try {
        await pipeline(part.file, counter, handle.createWriteStream());
      } catch (error) {
        throw error instanceof ApiError && error.message === FILE_MESSAGES.tooLarge ? fileError(rule.messages.tooLarge, part.fieldname) : error;
      }
      if (part.file.truncated) throw fileError(rule.messages.tooLarge, part.fieldname);
      await fsyncPath(temporaryPath);
      arrived.set(partName, { temporaryPath, name: cleanFileName(part.filename), declaredType: part.mimetype, size: counter.bytes });
    }
  } catch (error) {
    await removeAll();
    throw mapMultipartError(error);
  } finally {
    stopWatching();
  }

  const files: Partial<Record<Part, PendingFile>> = {};
  try {
    for (const [partName, received] of arrived) {
      const rule = rules[partName];
      const sniffed = received.size === 0 ? null : await sniffMimeType(received.temporaryPath, received.name, received.declaredType);
      if (sniffed?.kind === 'busy') throw new ApiError('SERVICE_UNAVAILABLE', FILE_MESSAGES.checkBusy);
      const sniffedType = sniffed?.kind === 'detected' ? sniffed.mimeType : null;
      const startAccepted = rule.acceptsStart ? rule.acceptsStart(await readStart(received.temporaryPath)) : true;
      if (!sniffedType || !isAllowedFileType(sniffedType, rule.allowedMimeTypes) || !startAccepted) {
        throw fileError(rule.messages.invalidType, partName);
      }
      const file = pendingFileAt(received.temporaryPath, { name: received.name, mimeType: rule.storeAs ?? sniffedType, size: received.size }, storage);
      files[partName] = file;
    }
  } catch (error) {
    await removeAll();
    throw error;
  }
  return { fields, files };
}

async function readStart(file: string): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(START_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, START_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * A pending file made from a file on the server's disk (the demo seed's videos, decision 180): copied
 * to the temporary folder, so `recordFile` moves the copy and the source stays. The type is sniffed
 * like an upload's and must be one of `allowedMimeTypes`; `storeAs` overrides it as in `FilePartRule`.
 */
export async function pendingFileFromDisk(
  { temporaryDir, storage }: Pick<ReceiverDeps, 'temporaryDir' | 'storage'>,
  sourcePath: string,
  rule: Pick<FilePartRule, 'allowedMimeTypes' | 'storeAs' | 'acceptsStart'>,
): Promise<PendingFile> {
  await mkdir(temporaryDir, { recursive: true });
  const temporaryPath = path.join(temporaryDir, randomUUID());
  await copyFile(sourcePath, temporaryPath);
  const name = cleanFileName(path.basename(sourcePath));
  const sniffed = await sniffMimeType(temporaryPath, name, 'application/octet-stream');
  const sniffedType = sniffed.kind === 'detected' ? sniffed.mimeType : null;
  const startAccepted = rule.acceptsStart ? rule.acceptsStart(await readStart(temporaryPath)) : true;
  if (!sniffedType || !isAllowedFileType(sniffedType, rule.allowedMimeTypes) || !startAccepted) {
    await rm(temporaryPath, { force: true });
    throw new Error(`${sourcePath} is not of an allowed type (sniffed ${sniffedType ?? 'nothing'})`);
  }
  const { size } = await stat(temporaryPath);
  return pendingFileAt(temporaryPath, { name, mimeType: rule.storeAs ?? sniffedType, size }, storage);
}
