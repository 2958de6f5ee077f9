import { z } from 'zod';

/**
 * The data export (`GET /api/identity/v1/archive`, spec 7; DSGVO Art. 15 and 20; decision 050).
 * A zip with one `<section>.json` per registered personal-data section (for machines), the stored
 * files under `files/<section>/…`, a `manifest.json` and an `index.html` overview a person can open
 * offline.
 */
export const ARCHIVE_FORMAT_VERSION = 1;
export const ARCHIVE_CONTENT_TYPE = 'application/zip';
export const ARCHIVE_INDEX_FILE = 'index.html';
export const ARCHIVE_MANIFEST_FILE = 'manifest.json';
export const ARCHIVE_FILES_FOLDER = 'files';

/** `berufswahl-export-2026-11-22.zip`: the name the browser saves the archive under. */
export function archiveFileName(date: Date): string {
  return `berufswahl-export-${date.toISOString().slice(0, 10)}.zip`;
}

/** `<section>.json` in the zip. */
export const archiveSectionFileSchema = z.object({
  format_version: z.literal(ARCHIVE_FORMAT_VERSION),
  section: z.string(),
  title: z.string(),
  exported_at: z.string(),
  records: z.array(z.unknown()),
  files: z.array(z.object({ path: z.string(), file_uuid: z.string() })),
});
export type ArchiveSectionFile = z.infer<typeof archiveSectionFileSchema>;

/** `manifest.json` in the zip: what is in it, for a program reading the archive. */
export const archiveManifestSchema = z.object({
  format_version: z.literal(ARCHIVE_FORMAT_VERSION),
  user_uuid: z.uuid(),
  exported_at: z.string(),
  sections: z.array(z.object({ name: z.string(), title: z.string(), file: z.string(), records: z.number().int(), files: z.number().int() })),
});
export type ArchiveManifest = z.infer<typeof archiveManifestSchema>;

/**
 * Export links (decision 160): the browser downloads the zip natively instead of holding it in the
 * tab. `POST /api/identity/v1/archive/links` (bearer token) answers a path that works once and for
 * {@link ARCHIVE_LINK_SECONDS} seconds; the client hands it to the browser's download. The day's
 * export is counted when that download starts, as for `GET /archive`.
 */
export const ARCHIVE_LINK_SECONDS = 60;

export const archiveLinkSchema = z.object({
  /** Same-origin path of the download, to open without a bearer token. */
  url: z.string(),
  expires_at: z.string(),
  file_name: z.string(),
});
export type ArchiveLink = z.infer<typeof archiveLinkSchema>;

export const archiveLinkParamsSchema = z.object({ nonce: z.string().regex(/^[A-Za-z0-9_-]{22}$/) });
export const archiveLinkQuerySchema = z.object({
  user: z.uuid(),
  expires: z.coerce.number().int().positive(),
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});
export type ArchiveLinkQuery = z.infer<typeof archiveLinkQuerySchema>;

export const ARCHIVE_LINK_MESSAGES = {
  /** Opened a second time, too late, or altered: the person starts the download again in the app. */
  invalid: 'Dieser Download-Link ist abgelaufen oder wurde schon benutzt. Ein neuer Download lässt sich in der App starten.',
} as const;
