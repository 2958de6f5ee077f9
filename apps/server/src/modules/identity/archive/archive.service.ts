import type { Readable } from 'node:stream';
import {
  ARCHIVE_FORMAT_VERSION,
  ARCHIVE_INDEX_FILE,
  ARCHIVE_MANIFEST_FILE,
  archiveFileName,
  type ArchiveManifest,
  type ArchiveSectionFile,
  isInformalRole,
} from '@berufswahl/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ZipFile } from 'yazl';
import type { Caller } from '../../../platform/auth/access';
import type { Database } from '../../../platform/db/client';
import { users } from '../../../platform/db/schema';
import { type PersonalDataSection, personalDataSections } from '../../../platform/personal-data';
import { ApiError } from '../../../platform/http/errors';
import { renderArchiveIndexHtml, type IndexSection } from './archive-index-html';
import { createArchivePathAllocator } from './archive-paths';

/** What the export needs of the files module: the bytes of one stored file, as a stream. */
export type ArchiveFileSource = {
  openReadStream(fileUuid: string): Promise<Readable> | Readable;
};

export type ArchiveServiceOptions = {
  db: Database;
  /** The files module's front door; without it the zip holds the records but no stored files. */
  files: ArchiveFileSource | null;
  log: FastifyBaseLogger;
  /** The registry by default; tests pass their own. */
  sections?: () => readonly PersonalDataSection[];
};

export type OpenedArchive = { fileName: string; stream: Readable };

/** Whose export: the signed-in caller, or the account a signed export link names. */
export type ArchiveOwner = Pick<Caller, 'uuid' | 'activeRole'>;

const jsonBuffer = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');

/**
 * Builds the data export of one account (decision 050). The records of every section are read
 * first (small: rows, not bytes) so that a failure there is still an ordinary error answer; then
 * the zip is streamed: the stored files are opened one at a time, only when yazl reaches them, and
 * copied without recompression – the server holds one file chunk at a time, whatever the account's
 * size (bench/export.bench.ts).
 */
export function createArchiveService(options: ArchiveServiceOptions) {
  const sectionsOf = options.sections ?? personalDataSections;

  return {
    /**
     * The account a signed export link names (decision 160), as the export needs it: uuid and the
     * active role (du or Sie in index.html). Undefined when the account is gone.
     */
    async accountOf(userUuid: string): Promise<ArchiveOwner | undefined> {
      const [account] = await options.db.select({ uuid: users.uuid, activeRole: users.activeRole }).from(users).where(eq(users.uuid, userUuid)).limit(1);
      return account;
    },

    async open(caller: ArchiveOwner, now: Date = new Date()): Promise<OpenedArchive> {
      const [account] = await options.db
        .select({ firstName: users.firstName, surname: users.surname })
        .from(users)
        .where(eq(users.uuid, caller.uuid))
        .limit(1);
      if (!account) throw new ApiError('UNAUTHENTICATED');

      const allocatePath = createArchivePathAllocator();
      const exportedAt = now.toISOString();
      const collected = [];
      // Each stored file goes into the zip once (decision 050): a second section naming it gets no second copy.
      const pathByFileUuid = new Map<string, string>();
      for (const section of sectionsOf()) {
        const { records: rawRecords, files = [] } = await section.collect(options.db, caller.uuid);
        const placed = [];
        for (const file of files) {
          if (pathByFileUuid.has(file.fileUuid)) continue;
          const archivePath = allocatePath(section.name, file.path);
          pathByFileUuid.set(file.fileUuid, archivePath);
          placed.push({ fileUuid: file.fileUuid, archivePath });
        }
        collected.push({ section, rawRecords, files: placed, jsonFile: `${section.name}.json` });
      }
      // Records that name a file by `file_uuid` get its place in the zip beside it (`file_path`).
      const withPaths = collected.map(({ rawRecords, ...rest }) => ({ ...rest, records: rawRecords.map((record) => withFilePaths(record, pathByFileUuid)) }));

      const zip = new ZipFile();
      // yazl types its output as the old NodeJS.ReadableStream; it is a stream.PassThrough.
      const output = zip.outputStream as Readable;
      const mtime = now;
      for (const { section, records, files, jsonFile } of withPaths) {
        const content: ArchiveSectionFile = {
          format_version: ARCHIVE_FORMAT_VERSION,
          section: section.name,
          title: section.title,
          exported_at: exportedAt,
          records: [...records],
          files: files.map((file) => ({ path: file.archivePath, file_uuid: file.fileUuid })),
        };
        zip.addBuffer(jsonBuffer(content), jsonFile, { mtime });
      }
      const manifest: ArchiveManifest = {
        format_version: ARCHIVE_FORMAT_VERSION,
        user_uuid: caller.uuid,
        exported_at: exportedAt,
        sections: withPaths.map(({ section, records, files, jsonFile }) => ({
          name: section.name,
          title: section.title,
          file: jsonFile,
          records: records.length,
          files: files.length,
        })),
      };
      zip.addBuffer(jsonBuffer(manifest), ARCHIVE_MANIFEST_FILE, { mtime });
      const indexSections: IndexSection[] = withPaths.map(({ section, records, files, jsonFile }) => ({
        name: section.name,
        title: section.title,
        jsonFile,
        records,
        files,
      }));
      const html = renderArchiveIndexHtml({
        fullName: `${account.firstName} ${account.surname}`,
        exportedAt: now,
        formality: isInformalRole(caller.activeRole) ? 'du' : 'sie',
        sections: indexSections,
      });
      zip.addBuffer(Buffer.from(html, 'utf8'), ARCHIVE_INDEX_FILE, { mtime });

      const files = options.files;
      for (const { files: placed } of withPaths) {
        for (const file of placed) {
          if (!files) {
            options.log.warn({ fileUuid: file.fileUuid }, 'export without files module: stored file left out');
            continue;
          }
          // Photos, videos and office files are compressed already: store them as they are.
          zip.addReadStreamLazy(file.archivePath, { mtime, compress: false }, (callback) => {
            Promise.resolve()
              .then(() => files.openReadStream(file.fileUuid))
              .then(
                (stream) => {
                  // yazl pipes the stream on without listening for its errors: a read failing
                  // mid-way (disk, store connection) would be an uncaught exception – the whole
                  // server down – and the download would hang instead of breaking off.
                  stream.once('error', (error: Error) => zip.emit('error', error));
                  callback(null, stream);
                },
                (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), undefined as never),
              );
          });
        }
      }
      // A file that cannot be read mid-way ends the download with an error the client reports
      // (spec 8: check the connection and retry); the rate-limit hit is given back by the route.
      // yazl reports it on the ZipFile, not on its output stream.
      zip.on('error', (error: Error) => {
        options.log.error({ err: error, userUuid: caller.uuid }, 'export failed while streaming');
        output.destroy(error);
      });
      zip.end();
      return { fileName: archiveFileName(now), stream: output };
    },
  };
}

export type ArchiveService = ReturnType<typeof createArchiveService>;

/**
 * Adds `file_path` (the file's path in the zip) beside every `file_uuid` of a record, at the top
 * and one level down (`attachment`, `file`), so a story or answer points at its one copy.
 */
export function withFilePaths(record: unknown, pathByFileUuid: ReadonlyMap<string, string>): unknown {
  const annotate = (value: unknown, depth: number): unknown => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const entries = Object.entries(value as Record<string, unknown>).map(([key, inner]) => [key, depth > 0 ? annotate(inner, depth - 1) : inner] as const);
    const object: Record<string, unknown> = Object.fromEntries(entries);
    const fileUuid = object.file_uuid;
    if (typeof fileUuid === 'string' && pathByFileUuid.has(fileUuid)) object.file_path = pathByFileUuid.get(fileUuid);
    return object;
  };
  return annotate(record, 1);
}
