import type { FileList, StorageInfo, StoredFile } from '@berufswahl/contracts';
import { FILE_MESSAGES, isSafeInlineType } from '@berufswahl/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from '../../platform/auth/access';
import type { Database } from '../../platform/db/client';
import { ApiError, notFound } from '../../platform/http/errors';
import { recordAudit } from '../audit';
import { contentDisposition } from '../../platform/storage';
import { isValidDownloadSignature, loadDownloadSigningKey, type Disposition } from './download-signing';
import type { FilesFrontDoor } from './files.front-door';
import { invalidField } from '../../platform/http/error-responses';

/** A 415 for uploads sent as anything but multipart/form-data. */
class UnsupportedMediaTypeError extends ApiError {
  override readonly statusCode = 415;
}

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` (one range; media players seek with them). */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'invalid' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'invalid';
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start > end || start >= size ? 'invalid' : { start, end };
}

/** The /files/ page's API: the caller's own files only; another person's file answers 404. */
export function createFilesService(deps: { db: Database; front: FilesFrontDoor }) {
  const { db, front } = deps;
  let signingKey: Promise<Buffer> | undefined;

  async function ownFile(caller: Caller, fileUuid: string) {
    const row = await front.findFile(fileUuid);
    if (!row || row.ownerUuid !== caller.uuid) throw notFound();
    return row;
  }

  /** A story's attachment or a task answer's upload moves only with its owner (decision 047). */
  async function ownUnattachedFile(caller: Caller, fileUuid: string) {
    const row = await ownFile(caller, fileUuid);
    if (row.attachedKind) throw new ApiError('FILE_ATTACHED');
    return row;
  }

  return {
    storageOf: (caller: Caller): Promise<StorageInfo> => front.storageInfoOf(caller.uuid),

    /**
     * The school coordinator sets a student's quota (decision 049): only for an active student of
     * the coordinator's own school – anyone else is 404 – and recorded in the audit trail.
     */
    async setStudentSpace(caller: Caller, schoolUuid: string, userUuid: string, space: number | null): Promise<StorageInfo> {
      if (caller.schoolUuid !== schoolUuid) throw notFound();
      const account = await front.accountOf(userUuid);
      if (!account || account.schoolUuid !== schoolUuid || !account.roles.includes('SCHUELER')) throw notFound();
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        await front.setSpaceOf(userUuid, space, tx);
        await recordAudit(tx, caller, {
          action: 'storage.space_changed',
          targetType: 'account',
          targetUuid: userUuid,
          clientUuid: caller.clientUuid,
          schoolUuid,
          details: { space },
        });
      });
      return front.storageInfoOf(userUuid);
    },

    async list(caller: Caller, state: 'active' | 'trash'): Promise<FileList> {
      const rows = await front.listFilesOf(caller.uuid, state);
      return { items: await Promise.all(rows.map((row) => front.describe(row))) };
    },

    async upload(caller: Caller, request: FastifyRequest): Promise<StoredFile> {
      if (!request.isMultipart()) throw new UnsupportedMediaTypeError('VALIDATION_FAILED', FILE_MESSAGES.missing);
      const { file } = await front.receiveMultipart(request);
      if (!file) throw invalidField('file', FILE_MESSAGES.missing);
      let uuid: string;
      try {
        ({ uuid } = await db.transaction((tx) => front.recordFile(tx, file, { ownerUuid: caller.uuid, purpose: 'upload' })));
      } catch (error) {
        await file.discard();
        throw error;
      }
      const row = await front.findFile(uuid);
      if (!row) throw notFound();
      return front.describe(row);
    },

    async moveToTrash(caller: Caller, fileUuid: string): Promise<void> {
      await ownUnattachedFile(caller, fileUuid);
      await db.transaction((tx) => front.moveToTrash(tx, fileUuid));
    },

    async restore(caller: Caller, fileUuid: string): Promise<void> {
      await ownUnattachedFile(caller, fileUuid);
      await db.transaction((tx) => front.restore(tx, fileUuid));
    },

    async deleteForever(caller: Caller, fileUuid: string): Promise<void> {
      await ownUnattachedFile(caller, fileUuid);
      await db.transaction((tx) => front.deleteForever(tx, fileUuid));
      await front.removeDeletedObjects();
    },

    async emptyTrash(caller: Caller): Promise<{ deleted: number }> {
      const uuids = await front.trashedUuidsOf(caller.uuid);
      await db.transaction(async (tx) => {
        for (const uuid of uuids) await front.deleteForever(tx, uuid);
      });
      await front.removeDeletedObjects();
      return { deleted: uuids.length };
    },

    /**
     * Serves a file to a signed URL (folder driver). Never as HTML: the stored, sniffed type is
     * sent with `nosniff`, anything but a safe preview type as an attachment, and a sandboxing
     * CSP keeps even a mislabelled file from running script on this origin.
     */
    async serveSignedDownload(
      request: { fileUuid: string; query: { expires: number; disposition: Disposition; signature: string }; rangeHeader: string | undefined },
      reply: FastifyReply,
    ) {
      const { fileUuid } = request;
      const key = await (signingKey ??= loadDownloadSigningKey(db));
      if (!isValidDownloadSignature(key, { fileUuid, ...request.query })) {
        throw new ApiError('FORBIDDEN', FILE_MESSAGES.linkExpired);
      }
      const row = await front.findFile(fileUuid);
      if (!row) throw notFound();
      const disposition = isSafeInlineType(row.mimeType) ? request.query.disposition : 'attachment';
      const range = parseRange(request.rangeHeader, row.sizeBytes);
      if (range === 'invalid') {
        return reply.status(416).header('Content-Range', `bytes */${row.sizeBytes}`).send();
      }
      const opened = await front.openFile(fileUuid, range ?? undefined);
      // Text is UTF-8 (checked on upload); a caption track (text/vtt, decision 180) as well.
      const contentType = row.mimeType === 'text/plain' || row.mimeType === 'text/vtt' ? `${row.mimeType}; charset=utf-8` : row.mimeType;
      reply
        .header('Content-Type', contentType)
        .header('Content-Disposition', contentDisposition(disposition, row.originalName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Accept-Ranges', 'bytes')
        .header('Cache-Control', 'private, max-age=300')
        // PDFs are previewed in a same-origin frame; Chrome's viewer refuses sandboxed documents.
        .header(
          'Content-Security-Policy',
          row.mimeType === 'application/pdf' ? "default-src 'none'; frame-ancestors 'self'" : "default-src 'none'; frame-ancestors 'self'; sandbox",
        )
        .header('X-Frame-Options', 'SAMEORIGIN');
      if (range) {
        reply
          .status(206)
          .header('Content-Range', `bytes ${range.start}-${range.end}/${row.sizeBytes}`)
          .header('Content-Length', String(range.end - range.start + 1));
      } else {
        reply.header('Content-Length', String(row.sizeBytes));
      }
      return reply.send(opened.stream);
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
