import { randomUUID } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DEFAULT_STORAGE_SPACE_BYTES,
  FILE_MESSAGES,
  isSafeInlineType,
  TRASH_RETENTION_DAYS,
  type FileAttachmentKind,
  type FilePurpose,
  type StorageInfo,
  type StoredFile,
} from '@berufswahl/contracts';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { AppConfig } from '../../platform/config';
import type { Database } from '../../platform/db/client';
import { ApiError, notFound } from '../../platform/http/errors';
import { createStorageDriver, isDiskFullError, uploadTemporaryDir, type StorageDriver } from '../../platform/storage';
import { waitAtTestPause } from '../../platform/test-pause';
import { loadDownloadSigningKey, signDownloadPath, SIGNED_URL_SECONDS, type Disposition } from './download-signing';
import { files, filesRepository as repository, type FileRow } from './files.repository';
import { createMultiFileReceiver, createUploadReceiver, locationOf, pendingFileFromDisk, type FilePartRule, type PendingFile } from './upload-receiver';

type Logger = { error: (object: object, message: string) => void; warn: (object: object, message: string) => void };

export type FilesFrontDoorDeps = {
  config: Pick<AppConfig, 'dataDir' | 'storageUrl' | 'uploadStallSeconds'> & Partial<Pick<AppConfig, 'testUploadPauseFile'>>;
  db: Database;
  /** Tests hand in a driver that fails; otherwise STORAGE_URL chooses one. */
  storage?: StorageDriver;
  log?: Logger;
};

/** The story or answer a file belongs to (decision 047); its date labels the file in /files/. */
export type FileOwner = { kind: FileAttachmentKind; uuid: string; date: Date };

export type OpenedFile = { stream: Readable; name: string; mimeType: string; size: number };

const storageFailed = () => new ApiError('INTERNAL_ERROR', FILE_MESSAGES.storageFailed);

/** How many queued removals or purges one job run handles at most (it runs again soon). */
const BATCH = 500;

/** Objects without a row are removed only after this long: an upload may be between store and commit. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

/**
 * The files module's front door (brief: createFilesFrontDoor). Other modules store attachments
 * and task uploads only through it; README.md in this folder shows how.
 */
export function createFilesFrontDoor(deps: FilesFrontDoorDeps) {
  const { db } = deps;
  const storage = deps.storage ?? createStorageDriver(deps.config);
  const temporaryDir = uploadTemporaryDir(deps.config.dataDir);
  const log: Logger = deps.log ?? { error: () => undefined, warn: () => undefined };
  const pauseFile = deps.config.testUploadPauseFile ?? null;
  let signingKey: Promise<Buffer> | undefined;
  const keyOf = () => (signingKey ??= loadDownloadSigningKey(db));

  async function fileRowOf(fileUuid: string): Promise<FileRow> {
    const row = await repository.findFile(db, fileUuid);
    if (!row) throw notFound();
    return row;
  }

  async function signedDownloadUrl(fileUuid: string, options: { disposition?: Disposition } = {}, known?: FileRow): Promise<string> {
    const row = known ?? (await fileRowOf(fileUuid));
    // Only safe preview types may ever be inline – whatever the caller asks. The folder route
    // enforces it again when serving; a presigned S3 URL is served by the bucket, so it is decided here.
    const disposition = isSafeInlineType(row.mimeType) ? (options.disposition ?? 'inline') : 'attachment';
    const presigned = await storage
      .presignedGetUrl(row.storageKey, {
        filename: row.originalName,
        contentType: row.mimeType,
        disposition,
        expiresSeconds: SIGNED_URL_SECONDS,
      })
      .catch((error: unknown) => {
        log.error({ err: error, file: fileUuid }, 'presigning a download failed');
        throw storageFailed();
      });
    return presigned ?? signDownloadPath(await keyOf(), row.uuid, disposition);
  }

  /** The file's bytes (optionally a byte range) with its name, type and full size. */
  async function openFile(fileUuid: string, range?: { start: number; end: number }): Promise<OpenedFile> {
    const row = await fileRowOf(fileUuid);
    const stream = await storage.openRead(row.storageKey, range).catch((error: unknown) => {
      log.error({ err: error, file: fileUuid }, 'reading a stored file failed');
      throw storageFailed();
    });
    return { stream, name: row.originalName, mimeType: row.mimeType, size: row.sizeBytes };
  }

  /** Removes objects whose rows are gone (queued in `file_removals`); safe to run any time, again and again. */
  async function removeDeletedObjects(): Promise<number> {
    let removed = 0;
    for (;;) {
      const keys = await repository.pendingRemovals(db, BATCH);
      if (keys.length === 0) return removed;
      for (const key of keys) {
        await storage.delete(key);
        await repository.forgetRemoval(db, key);
        removed += 1;
      }
      if (keys.length < BATCH) return removed;
    }
  }

  return {
    storage,

    /**
     * Streams the one file of a multipart request to a temporary file (see upload-receiver.ts),
     * broken off when the body stands still for UPLOAD_STALL_SECONDS (decision 167).
     * The caller must either `recordFile` it or `discard()` it.
     */
    receiveMultipart: createUploadReceiver({ temporaryDir, storage, stallSeconds: deps.config.uploadStallSeconds }),

    /**
     * The same for a form with several named file parts, each with its own limit, types and
     * messages (decision 180). The caller records or discards every file it got.
     */
    receiveMultipartFiles: createMultiFileReceiver({ temporaryDir, storage, stallSeconds: deps.config.uploadStallSeconds }),

    /** A pending file from a file on the server's disk (demo seed), sniffed like an upload; the source stays. */
    pendingFileFromDisk: (sourcePath: string, rule: Pick<FilePartRule, 'allowedMimeTypes' | 'storeAs' | 'acceptsStart'>) =>
      pendingFileFromDisk({ temporaryDir, storage }, sourcePath, rule),

    /**
     * Records a pending file inside the caller's transaction: locks the owner's storage account
     * (concurrent uploads wait), checks the quota (`USER_STORAGE_FULL`, 413), inserts the row and
     * moves the object to its final key. When the caller's transaction fails afterwards, the
     * caller calls `pendingFile.discard()`; a crash in between leaves an object without a row,
     * which the cleanup job removes.
     *
     * Safe in a re-run transaction (decision 035: every transaction is re-run on 40001/40P01): when
     * an earlier attempt had already moved the object to its final key and was then rolled back,
     * this attempt records the row for that same key (the object is checked, not stored again).
     * Recording a file whose row was committed fails on the row's primary key.
     */
    async recordFile(tx: Database, pending: PendingFile, options: { ownerUuid: string; purpose: FilePurpose }): Promise<{ uuid: string }> {
      const location = locationOf(pending);
      const temporaryPath = location.temporaryPath;
      const earlierAttempt = temporaryPath ? null : location.fileUuid;
      if (!temporaryPath && !earlierAttempt) throw new Error('This file has already been discarded.');
      const account = await repository.lockStorageAccount(tx, options.ownerUuid);
      const usage = await repository.usageOf(tx, options.ownerUuid);
      const stored = usage.used + usage.systemUsed + usage.trash + usage.systemTrash;
      if (stored + pending.size > (account.spaceBytes ?? DEFAULT_STORAGE_SPACE_BYTES)) throw new ApiError('USER_STORAGE_FULL');
      const uuid = earlierAttempt ?? randomUUID();
      const storageKey = `files/${uuid}`;
      await repository.insertFile(tx, {
        uuid,
        ownerUuid: options.ownerUuid,
        purpose: options.purpose,
        originalName: pending.name,
        mimeType: pending.mimeType,
        sizeBytes: pending.size,
        storageKey,
      });
      if (!temporaryPath) {
        const object = await storage.stat(storageKey).catch(() => null);
        if (object?.size !== pending.size) {
          log.error({ file: uuid, found: object?.size ?? null }, 'a retried upload lost its stored object');
          throw storageFailed();
        }
        return { uuid };
      }
      // From here on a discard must look at the final key (the store may hold it even when putFile fails half-way).
      location.temporaryPath = null;
      location.storageKey = storageKey;
      location.fileUuid = uuid;
      try {
        await storage.putFile(temporaryPath, storageKey, { size: pending.size, contentType: pending.mimeType });
      } catch (error) {
        log.error({ err: error, file: uuid }, 'storing an upload failed');
        throw isDiskFullError(error) ? new ApiError('SERVER_STORAGE_FULL') : storageFailed();
      }
      // Test-only (TEST_UPLOAD_PAUSE_FILE, decision 165): the object is stored, its row not yet
      // committed – the window files.fault.test.ts kills the process in.
      if (pauseFile) await waitAtTestPause(pauseFile, storageKey);
      return { uuid };
    },

    /**
     * Marks a file as belonging to a story or a task answer (decision 047), in the owner's
     * transaction: from now on it moves to the trash, back and away only through its owner's
     * calls below; /files/ refuses (409 FILE_ATTACHED). 404 when there is no such file.
     */
    async attach(tx: Database, fileUuid: string, owner: FileOwner): Promise<void> {
      if (!(await repository.setAttachment(tx, fileUuid, owner))) throw notFound();
    },

    /** The file no longer belongs to its story or answer (e.g. replaced): the user manages it in /files/. */
    async detach(tx: Database, fileUuid: string): Promise<void> {
      if (!(await repository.setAttachment(tx, fileUuid, null))) throw notFound();
    },

    /** Moves a file to the trash (it still counts towards the quota); 404 when there is no such file. */
    async moveToTrash(tx: Database, fileUuid: string): Promise<void> {
      if (!(await repository.setTrashedAt(tx, fileUuid, new Date()))) throw notFound();
    },

    async restore(tx: Database, fileUuid: string): Promise<void> {
      if (!(await repository.setTrashedAt(tx, fileUuid, null))) throw notFound();
    },

    /**
     * Deletes a file irrevocably inside the caller's transaction; its object is removed after
     * commit by `removeDeletedObjects()` (or the cleanup job). 404 when there is no such file.
     */
    async deleteForever(tx: Database, fileUuid: string): Promise<void> {
      if ((await repository.deleteFiles(tx, eq(files.uuid, fileUuid))) === 0) throw notFound();
    },

    /** Deletes every file of a user (trash included) and their storage account; idempotent. */
    async eraseAllOf(tx: Database, userUuid: string): Promise<{ deleted: number }> {
      const deleted = await repository.deleteFiles(tx, eq(files.ownerUuid, userUuid));
      await repository.deleteStorageAccount(tx, userUuid);
      return { deleted };
    },

    removeDeletedObjects,

    /**
     * A short-lived URL that serves the file without a bearer token: presigned by S3, or signed
     * by this server (folder driver). Inline for safe preview types unless `attachment` is asked;
     * any other type is always an attachment, even when `inline` is asked (decision 041).
     */
    signedDownloadUrl,

    /**
     * Short-lived links to several files at once (one query), for a module that shows files it has
     * already checked the reader may see – e.g. the class Pinnwand's attachments. Files in the
     * trash or gone are left out; a file the storage cannot sign is left out and logged.
     */
    async signedViewsOf(fileUuids: readonly string[]): Promise<Map<string, { contentType: string; signedUrl: string }>> {
      const rows = await repository.findFiles(db, [...new Set(fileUuids)]);
      const views = new Map<string, { contentType: string; signedUrl: string }>();
      await Promise.all(
        rows
          .filter((row) => row.trashedAt === null)
          .map(async (row) => {
            try {
              views.set(row.uuid, { contentType: row.mimeType, signedUrl: await signedDownloadUrl(row.uuid, {}, row) });
            } catch {
              // Logged by signedDownloadUrl; the item is shown without its link this time.
            }
          }),
      );
      return views;
    },

    /** The file's bytes (the data export, attachments served by other modules); 404 when there is no such file. */
    async openReadStream(fileUuid: string): Promise<Readable> {
      return (await openFile(fileUuid)).stream;
    },

    openFile,


    /** The file's row (owner, purpose, trash state), or undefined. */
    findFile: (fileUuid: string) => repository.findFile(db, fileUuid),

    /** `GET /me/storage`: computed from the rows, so it always equals the sum of the stored files. */
    async storageInfoOf(userUuid: string): Promise<StorageInfo> {
      const [space, usage] = await Promise.all([repository.spaceOf(db, userUuid), repository.usageOf(db, userUuid)]);
      return {
        space: space ?? DEFAULT_STORAGE_SPACE_BYTES,
        used_space: usage.used,
        system_used_space: usage.systemUsed,
        trashcan_used_space: usage.trash,
        system_trashcan_used_space: usage.systemTrash,
      };
    },

    /** Sets a user's own quota (null: the default), in the caller's transaction when one is given. */
    setSpaceOf: (userUuid: string, spaceBytes: number | null, tx: Database = db) => repository.setSpace(tx, userUuid, spaceBytes),

    /** The account's school and roles, for the coordinator's quota route. */
    accountOf: (userUuid: string) => repository.findAccount(db, userUuid),

    async describe(row: FileRow): Promise<StoredFile> {
      const [signedUrl, downloadUrl] = await Promise.all([
        signedDownloadUrl(row.uuid, {}, row),
        signedDownloadUrl(row.uuid, { disposition: 'attachment' }, row),
      ]);
      return {
        uuid: row.uuid,
        filename: row.originalName,
        content_type: row.mimeType,
        size: row.sizeBytes,
        purpose: row.purpose as FilePurpose,
        path: `/api/files/v1/me/files/${row.uuid}`,
        signed_url: signedUrl,
        download_url: downloadUrl,
        created_date: row.createdAt.toISOString(),
        trashed_date: row.trashedAt?.toISOString() ?? null,
        attached_to:
          row.attachedKind && row.attachedUuid
            ? { kind: row.attachedKind as FileAttachmentKind, uuid: row.attachedUuid, date: row.attachedDate?.toISOString() ?? null }
            : null,
      };
    },

    listFilesOf: (ownerUuid: string, state: 'active' | 'trash') => repository.listFiles(db, ownerUuid, state),
    /** Trashed files of the user that belong to nothing (emptying /files/' trash leaves attached ones to their owner). */
    trashedUuidsOf: (ownerUuid: string) => repository.listTrashedUuids(db, ownerUuid, { unattachedOnly: true }),

    /**
     * Job: deletes files that have been in the trash longer than 30 days. Idempotent. A file of a
     * story or answer waits for its owner's purge (bo.purge-trash, decision 137): purged here first,
     * a story restored in between would come back without its attachment.
     */
    async purgeExpiredTrash(now = new Date()): Promise<{ purged: number; removedObjects: number }> {
      const cutoff = new Date(now.getTime() - TRASH_RETENTION_DAYS * 24 * 60 * 60 * 1000);
      let purged = 0;
      for (;;) {
        const uuids = await repository.trashedBefore(db, cutoff, BATCH);
        if (uuids.length === 0) break;
        for (const uuid of uuids) {
          purged += await db.transaction((tx) =>
            repository.deleteFiles(tx, and(eq(files.uuid, uuid), isNotNull(files.trashedAt), isNull(files.attachedKind))),
          );
        }
        if (uuids.length < BATCH) break;
      }
      return { purged, removedObjects: await removeDeletedObjects() };
    },

    /**
     * Job: removes queued removals, objects without a row older than an hour, and temporary
     * uploads older than an hour; reports rows whose object is missing. Idempotent.
     */
    async cleanUpOrphans(now = new Date()): Promise<{ removedObjects: number; orphanObjects: number; rowsWithoutObject: string[] }> {
      const removedObjects = await removeDeletedObjects();
      const graceEnd = new Date(now.getTime() - ORPHAN_GRACE_MS);
      const listed = new Set<string>();
      let orphanObjects = 0;
      let batch: string[] = [];
      const sweep = async () => {
        const known = await repository.knownKeys(db, batch);
        for (const key of batch) {
          if (known.has(key)) continue;
          await storage.delete(key);
          orphanObjects += 1;
        }
        batch = [];
      };
      for await (const object of storage.list('files/')) {
        listed.add(object.key);
        if (object.lastModified > graceEnd) continue;
        batch.push(object.key);
        if (batch.length >= BATCH) await sweep();
      }
      await sweep();
      await removeStaleTemporaryUploads(temporaryDir, graceEnd);
      // Rows older than the listing's start whose object is not in it.
      const rowsWithoutObject: string[] = [];
      let afterKey = '';
      for (;;) {
        const keys = await repository.rowKeysPage(db, now, afterKey, BATCH);
        for (const key of keys) if (!listed.has(key)) rowsWithoutObject.push(key);
        if (keys.length < BATCH) break;
        afterKey = keys[keys.length - 1] ?? afterKey;
      }
      if (rowsWithoutObject.length > 0) log.error({ keys: rowsWithoutObject.slice(0, 50), count: rowsWithoutObject.length }, 'stored files without object');
      return { removedObjects, orphanObjects, rowsWithoutObject };
    },
  };
}

export type FilesFrontDoor = ReturnType<typeof createFilesFrontDoor>;

async function removeStaleTemporaryUploads(dir: string, olderThan: Date): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    const full = path.join(dir, name);
    const info = await stat(full).catch(() => null);
    if (info && info.mtime <= olderThan) await rm(full, { force: true });
  }
}
